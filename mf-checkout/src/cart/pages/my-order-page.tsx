import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  $seat,
  formatMinor,
  paths,
  seatAt,
  useTranslation,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { MyOrderPageGate, myOrderPageModel } from '../model/my-order-page.ts';
import { refusalWords, type Refusal } from '../../common/model/refusal.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { OrderLines } from '../../common/ui/order-lines.tsx';
import { orderTitle, tableMenuPath } from '../../common/ui/order-title.ts';
import {
  ConsumptionTaxNote,
  PurchasePageGate,
  PurchaseScreen,
  PurchaseTotals,
} from '../../common/ui/purchase-page.tsx';
import '../../common/ui/checkout.css';

/** MyOrder: the diner's order, live, with the way to pay it and the way back to the menu. */
export function MyOrderPage() {
  const { supplier = '', purchaseId = '' } = useParams();
  return (
    <>
      <PurchasePageGate gate={MyOrderPageGate} supplier={supplier} purchaseId={purchaseId} />
      <MyOrderScreen />
    </>
  );
}

/** MyOrder: the diner's order, live, with the way to pay it and the way back to the menu. */
function MyOrderScreen() {
  const { supplier: slug = '' } = useParams();
  const { t, i18n } = useTranslation(ORDER_NS);
  const m = useUnit(myOrderPageModel);
  const seat = seatAt(useUnit($seat), slug);
  // "Try again in…" when the server asks to wait; else the page's own words, else the common ones.
  const refusal = (failed: Refusal, own: string[] = []) => {
    const words = refusalWords(failed, i18n.language, own);
    return t(words.keys, words.values);
  };

  if (m.manualPaymentPath) return <Navigate to={m.manualPaymentPath} />;

  const body = (purchase: TablePurchase, balance: PurchaseBalance) => {
    const open = purchase.status === 'open';
    const manual = purchase.manual_amount !== null;
    const money = (minor: number) => formatMinor(minor, balance.currency);
    const submitAmount = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      m.amountSubmitted();
    };
    return (
      <>
        <p className="co-table">{orderTitle(t, purchase)}</p>
        {manual ? null : (
          <p className="co-order-status" data-testid="my-order-status">
            {t('orderStatus.label')}: <strong>{t(`orderStatus.${purchase.order_status}`)}</strong>{' '}
            <Link to={paths.order(slug, purchase.id)}>{t('myOrder.follow')}</Link>
          </p>
        )}
        {manual && open ? (
          // The waiter's bill, typed by the diner: what this payment charges (never zero).
          <form className="co-box co-form" noValidate onSubmit={submitAmount} data-testid="manual-amount">
            <label htmlFor="co-manual-amount">{t('manual.label')}</label>
            <p className="co-note" id="co-manual-amount-hint">
              {t('manual.hint')}
            </p>
            {purchase.manual_amount ? (
              <p className="co-share" data-testid="manual-amount-set">
                {t('manual.amount', { amount: money(balance.items_minor) })}
              </p>
            ) : null}
            <div className="co-inline">
              <input
                id="co-manual-amount"
                inputMode="decimal"
                autoComplete="off"
                value={m.amountText}
                aria-invalid={m.amountError !== null}
                aria-describedby={
                  m.amountError ? 'co-manual-amount-hint co-manual-amount-error' : 'co-manual-amount-hint'
                }
                onChange={(event) => m.amountTyped(event.target.value)}
              />
              <button type="submit" className="mesa-button" disabled={m.savingAmount}>
                {purchase.manual_amount ? t('manual.change') : t('manual.save')}
              </button>
            </div>
            {m.amountError ? (
              <p className="co-field__error" id="co-manual-amount-error" role="alert">
                {typeof m.amountError === 'string'
                  ? t(`manual.${m.amountError}`)
                  : refusal(m.amountError, ['manual.failed'])}
              </p>
            ) : null}
          </form>
        ) : purchase.items.length === 0 ? (
          <p className="co-state" role="status" data-testid="my-order-empty">
            {t('myOrder.empty')}
          </p>
        ) : (
          <OrderLines items={purchase.items} currency={balance.currency} />
        )}
        {manual && balance.items_minor === 0 ? null : (
          <>
            <PurchaseTotals
              balance={balance}
              methods={m.methods}
              countryCode={m.countryCode}
              forTable={purchase.service === 'on_table'}
            />
          </>
        )}
        <ConsumptionTaxNote methods={m.methods} />
        {m.paysOnManual && open ? <p className="co-note">{t('list.note')}</p> : null}
        {m.payBillError ? (
          <p className="co-form__summary" role="alert">
            {refusal(m.payBillError)}
          </p>
        ) : null}
        <div className="co-actions">
          {!open ? (
            <>
              {balance.remaining_minor > 0 ? (
                <p className="co-state" role="status" data-testid="my-order-closed-due">
                  {t('myOrder.closedDue', { amount: money(balance.remaining_minor) })}
                </p>
              ) : (
                <p className="co-state" role="status" data-testid="my-order-paid">
                  {t(purchase.service === 'on_table' ? 'myOrder.paid' : 'myOrder.orderPaid')}
                </p>
              )}
              <Link className="mesa-button mesa-button--ghost" to={paths.orders(slug)}>
                {t('after.orders')}
              </Link>
            </>
          ) : m.paysOnManual ? (
            <button
              type="button"
              className="mesa-button"
              data-testid="my-order-pay"
              disabled={m.openingManual}
              onClick={() => m.payBillClicked()}
            >
              {t('list.pay')}
            </button>
          ) : balance.remaining_minor > 0 ? (
            <Link
              className="mesa-button"
              data-testid="my-order-pay"
              to={paths.precheckout(slug, { purchase: String(purchase.id) })}
            >
              {t('myOrder.pay', { amount: money(balance.remaining_minor) })}
            </Link>
          ) : manual ? null : (
            <p className="co-state" role="status">
              {t('myOrder.nothingToPay')}
            </p>
          )}
          {open ? (
            <Link className="mesa-button mesa-button--ghost" to={tableMenuPath(slug, purchase, seat)}>
              {t('myOrder.backToMenu')}
            </Link>
          ) : null}
        </div>
      </>
    );
  };

  return (
    <PurchaseScreen
      testId="my-order-page"
      title={t('myOrder.title')}
      supplier={slug}
      view={m}
      noneTestId="my-order-none"
    >
      {body}
    </PurchaseScreen>
  );
}
