import { Link } from 'react-router-dom';
import { type Currency, formatMoney, paths, type TablePurchase, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

/** Tab 2 of the table order: what is to pay and the way to the checkout of the table's purchase. */
export function PaymentView({
  slug,
  purchase,
  currency,
}: {
  slug: string;
  purchase: TablePurchase;
  currency: Currency;
}) {
  const { t } = useTranslation(MENU_NS);
  return (
    <section className="mn-order" aria-labelledby="mn-pay-title" data-testid="payment-view">
      <h2 id="mn-pay-title" className="mn-section__title">
        {t('tabs.pay')}
      </h2>
      <p className="mn-order__total">{t('order.total', { total: formatMoney(purchase.total, currency) })}</p>
      <Link className="mesa-button mesa-button--wide" to={paths.checkout(slug, purchase.id)}>
        {t('pay.go')}
      </Link>
    </section>
  );
}
