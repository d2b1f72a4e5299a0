import { Link } from 'react-router-dom';
import { type Currency, formatMoney, paths, type TablePurchase, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

/** How a list-only table pays: the waiter's bill, on the diner's manual payment. */
export interface PayBill {
  busy: boolean;
  onPay: () => void;
}

/**
 * Tab 2 of the table order: what is to pay and the way to the checkout of the table's purchase; a
 * list-only table pays the waiter's bill instead (`payBill`).
 */
export function PaymentView({
  slug,
  purchase,
  currency,
  payBill,
}: {
  slug: string;
  purchase: TablePurchase;
  currency: Currency;
  payBill: PayBill | null;
}) {
  const { t } = useTranslation(MENU_NS);
  return (
    <section className="mn-order" aria-labelledby="mn-pay-title" data-testid="payment-view">
      <h2 id="mn-pay-title" className="mn-section__title">
        {t('tabs.pay')}
      </h2>
      {purchase.status === 'closed' ? (
        <p className="mn-order__total">
          {t('order.total', { total: formatMoney(purchase.total, currency) })}
        </p>
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
          <p className="mn-order__total">
            {t('order.total', { total: formatMoney(purchase.total, currency) })}
          </p>
          <Link className="mesa-button mesa-button--wide" to={paths.checkout(slug, purchase.id)}>
            {t('pay.go')}
          </Link>
        </>
      )}
    </section>
  );
}
