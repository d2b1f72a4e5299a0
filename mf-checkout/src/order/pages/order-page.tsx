import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import {
  formatMinor,
  orderIsOver,
  orderIsRateable,
  paths,
  useTranslation,
  PageGate,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { OrderPageGate, orderPageModel } from '../model/order-page.ts';
import { NS } from '../../i18n.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';
import { DeliverySummary } from '../../common/ui/delivery-summary.tsx';
import { OrderLines } from '../../common/ui/order-lines.tsx';
import { orderTitle } from '../../common/ui/order-title.ts';
import { PurchaseViewState } from '../../common/ui/purchase-view-state.tsx';
import '../../common/ui/checkout.css';

/** `/{branch}/order/{id}`: the order's status, live, and the rating link once it is over. */
export function OrderPage() {
  const { supplier = '', orderId = '' } = useParams();
  return (
    <>
      <PageGate gate={OrderPageGate} props={{ supplier, orderId }} />
      <OrderScreen />
    </>
  );
}

/**
 * What a delivery or take-away order's money means now: a payment the staff declined leaves it due (with
 * the way to pay it), and an order the restaurant cancelled after it was paid is money to give back.
 */
function OrderMoneyNotice({
  purchase,
  balance,
  slug,
}: {
  purchase: TablePurchase;
  balance: PurchaseBalance;
  slug: string;
}) {
  const { t } = useTranslation(ORDER_NS);
  const { t: td } = useTranslation(DELIVERY_NS);
  if (purchase.service === 'on_table') return null;
  const money = (minor: number) => formatMinor(minor, balance.currency);
  if (purchase.order_status === 'cancelled') {
    return balance.paid_minor > 0 ? (
      <p className="co-notice" data-testid="order-refund">
        {t('order.cancelledRefund', { amount: money(balance.paid_minor) })}
      </p>
    ) : null;
  }
  if (orderIsOver(purchase) || purchase.order_status === 'in_progress') return null;
  if (balance.remaining_minor <= 0 || balance.pending_minor > 0) return null;
  return (
    <div className="co-notice" role="alert" data-testid="order-unpaid">
      <p>{t('order.unpaid', { amount: money(balance.remaining_minor) })}</p>
      <Link className="mesa-button" to={paths.checkout(slug, String(purchase.id))}>
        {td('payOrder')}
      </Link>
    </div>
  );
}

/** `/{branch}/order/{id}`: the order's status, live, and the rating link once it is over. */
function OrderScreen() {
  const { supplier: slug = '' } = useParams();
  const { t } = useTranslation(ORDER_NS);
  const { t: tc } = useTranslation(NS);
  const m = useUnit(orderPageModel);

  const body = () => {
    if (m.status !== 'ready' || !m.purchase || !m.balance) {
      return <PurchaseViewState status={m.status} error={m.error} onRetry={m.retryClicked} />;
    }
    const { purchase, balance } = m;
    // A delivery or take-away order is rated once delivered, a table's once its account is over.
    const over = orderIsRateable(purchase);
    return (
      <>
        <p className="co-table">{orderTitle(t, purchase)}</p>
        <div className="co-box co-order-now" role="status" aria-live="polite">
          <p className="co-order-now__label">{t('orderStatus.label')}</p>
          <p className="co-order-now__status" data-testid="order-status" data-status={purchase.order_status}>
            {t(`orderStatus.${purchase.order_status}`)}
          </p>
        </div>
        <p className="co-note">{t('order.updates')}</p>
        <OrderMoneyNotice purchase={purchase} balance={balance} slug={slug} />
        <DeliverySummary purchase={purchase} />
        {/* A delivery or take-away order moves as one (the staff's status above); a line's own status beside
            it ("in preparation" under "accepted") would contradict it. A table's lines come as each is ready. */}
        {purchase.items.length > 0 ? (
          <OrderLines
            items={purchase.items}
            currency={balance.currency}
            showStatus={purchase.service === 'on_table'}
          />
        ) : null}
        <div className="co-actions">
          {over ? (
            <Link
              className="mesa-button"
              data-testid="order-rate"
              to={paths.rateCluvi(String(purchase.id), purchase.rate_token)}
            >
              {t('order.rate')}
            </Link>
          ) : null}
          {/* MyOrder is the table's screen (its menu, its bill); a delivery order's way on is "My orders". */}
          {purchase.service === 'on_table' ? (
            <Link className="mesa-button mesa-button--ghost" to={paths.myOrder(slug, purchase.id)}>
              {t('order.toMyOrder')}
            </Link>
          ) : (
            <Link className="mesa-button mesa-button--ghost" to={paths.orders(slug)}>
              {tc('orders.title')}
            </Link>
          )}
        </div>
      </>
    );
  };

  return (
    <div className="mesa-page co-page" data-testid="order-page">
      <h1 className="mesa-title co-title">{t('order.title')}</h1>
      {body()}
    </div>
  );
}
