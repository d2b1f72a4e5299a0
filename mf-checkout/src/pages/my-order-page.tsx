import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMinor, paths, useTranslation } from 'shared-contracts';
import { myOrderPageModel } from '../model/my-order-page.ts';
import { tipLabelKey } from '../model/tip-label.ts';
import { ORDER_NS } from '../order-i18n.ts';
import { PAY_NS } from '../pay-i18n.ts';
import { BalanceSummary } from '../ui/balance-summary.tsx';
import { BillTotals } from '../ui/bill-totals.tsx';
import { OrderLines } from '../ui/order-lines.tsx';
import { orderTitle, tableMenuPath } from '../ui/order-title.ts';
import { PurchaseViewState } from '../ui/purchase-view-state.tsx';
import '../ui/checkout.css';

/** MyOrder: the diner's order, live, with the way to pay it and the way back to the menu. */
export function MyOrderPage() {
  const { supplier: slug = '', purchaseId = '' } = useParams();
  const { t } = useTranslation(ORDER_NS);
  const { t: tPay } = useTranslation(PAY_NS);
  const m = useUnit(myOrderPageModel);
  const { pageOpened, pageClosed } = m;

  useEffect(() => {
    const id = Number(purchaseId);
    pageOpened({ supplier: slug, purchaseId: Number.isInteger(id) && id > 0 ? id : null });
    return () => pageClosed();
  }, [slug, purchaseId, pageOpened, pageClosed]);

  const body = () => {
    if (m.status !== 'ready' || !m.purchase || !m.balance) {
      return (
        <PurchaseViewState
          status={m.status}
          error={m.error}
          onRetry={m.retryClicked}
          none={{ supplier: slug, testId: 'my-order-none' }}
        />
      );
    }
    const { purchase, balance } = m;
    const open = purchase.status === 'open';
    return (
      <>
        <p className="co-table">{orderTitle(t, purchase)}</p>
        <p className="co-order-status" data-testid="my-order-status">
          {t('orderStatus.label')}: <strong>{t(`orderStatus.${purchase.order_status}`)}</strong>{' '}
          <Link to={paths.order(slug, purchase.id)}>{t('myOrder.follow')}</Link>
        </p>
        {purchase.items.length === 0 ? (
          <p className="co-state" role="status" data-testid="my-order-empty">
            {t('myOrder.empty')}
          </p>
        ) : (
          <OrderLines items={purchase.items} currency={balance.currency} />
        )}
        <BillTotals balance={balance} tipLabel={tPay(tipLabelKey(m.methods, m.countryCode))} />
        <BalanceSummary balance={balance} />
        {m.methods?.impoconsumo_label ? <p className="co-note">{tPay('impoconsumo')}</p> : null}
        <div className="co-actions">
          {!open ? (
            <p className="co-state" role="status" data-testid="my-order-paid">
              {t('myOrder.paid')}
            </p>
          ) : balance.remaining_minor > 0 ? (
            <Link
              className="mesa-button"
              data-testid="my-order-pay"
              to={paths.precheckout(slug, { purchase: String(purchase.id) })}
            >
              {t('myOrder.pay', { amount: formatMinor(balance.remaining_minor, balance.currency) })}
            </Link>
          ) : (
            <p className="co-state" role="status">
              {t('myOrder.nothingToPay')}
            </p>
          )}
          {open ? (
            <Link className="mesa-button mesa-button--ghost" to={tableMenuPath(slug, purchase)}>
              {t('myOrder.backToMenu')}
            </Link>
          ) : null}
        </div>
      </>
    );
  };

  return (
    <div className="mesa-page co-page" data-testid="my-order-page">
      <h1 className="mesa-title co-title">{t('myOrder.title')}</h1>
      {body()}
    </div>
  );
}
