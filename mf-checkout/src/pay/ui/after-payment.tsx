import { Link } from 'react-router-dom';
import { paths, type TablePurchase, useTranslation } from 'shared-contracts';
import { ORDER_NS } from '../../order-i18n.ts';

/** Once paid: where the order goes from here (its live status), the diner's orders, and the rating. */
export function AfterPayment({
  slug,
  purchase,
  rate,
}: {
  slug: string;
  purchase: TablePurchase;
  rate: boolean;
}) {
  const { t } = useTranslation(ORDER_NS);
  return (
    <div className="co-actions" data-testid="after-payment">
      <Link className="mesa-button" to={paths.order(slug, purchase.id)} data-testid="after-status">
        {t('after.status')}
      </Link>
      <Link className="mesa-button mesa-button--ghost" to={paths.orders(slug)}>
        {t('after.orders')}
      </Link>
      {rate ? (
        <Link
          className="mesa-button mesa-button--ghost"
          to={paths.rateCluvi(String(purchase.id), purchase.rate_token)}
          data-testid="after-rate"
        >
          {t('after.rate')}
        </Link>
      ) : null}
    </div>
  );
}
