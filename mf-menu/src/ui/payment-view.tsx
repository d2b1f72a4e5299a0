import { Link } from 'react-router-dom';
import {
  type Currency,
  formatMinor,
  formatMoney,
  paths,
  type TablePurchase,
  useTranslation,
} from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import type { BillState } from 'shared-contracts';

/** How a list-only table pays: the waiter's bill, on the diner's manual payment. */
export interface PayBill {
  busy: boolean;
  onPay: () => void;
}

/**
 * Tab 2 of the table order: what is to pay and the way to the checkout of the table's purchase; a
 * list-only table pays the waiter's bill instead (`payBill`). A bill with nothing to pay in the app
 * (paid, or closed by the staff) says how it stands instead.
 */
export function PaymentView({
  slug,
  purchase,
  currency,
  bill,
  payBill,
}: {
  slug: string;
  purchase: TablePurchase;
  currency: Currency;
  bill: BillState;
  payBill: PayBill | null;
}) {
  const { t } = useTranslation(MENU_NS);
  const total = (
    <p className="mn-order__total">{t('order.total', { total: formatMoney(purchase.total, currency) })}</p>
  );
  return (
    <section className="mn-order" aria-labelledby="mn-pay-title" data-testid="payment-view">
      <h2 id="mn-pay-title" className="mn-section__title">
        {t(bill.kind === 'due' ? 'tabs.pay' : 'tabs.bill')}
      </h2>
      {bill.kind === 'closedDue' ? (
        <>
          {total}
          <p data-testid="bill-closed-due">
            {t('pay.closedDue', { amount: formatMinor(bill.remainingMinor, bill.currency) })}
          </p>
        </>
      ) : bill.kind === 'paid' ? (
        <>
          {total}
          <p data-testid="bill-paid">{t('pay.paid')}</p>
        </>
      ) : bill.kind === 'closed' ? (
        <>
          {total}
          <p>{t('pay.closed')}</p>
        </>
      ) : payBill ? (
        <>
          <p className="mn-product__note">{t('order.payBillNote')}</p>
          <button
            type="button"
            className="mesa-button mesa-button--wide"
            disabled={payBill.busy}
            onClick={payBill.onPay}
          >
            {t('order.pay')}
          </button>
        </>
      ) : (
        <>
          {total}
          <Link className="mesa-button mesa-button--wide" to={paths.checkout(slug, purchase.id)}>
            {t('pay.go')}
          </Link>
        </>
      )}
    </section>
  );
}
