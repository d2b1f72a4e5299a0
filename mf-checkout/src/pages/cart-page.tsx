import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $cartCount, $cartItems, $cartTotal, $instance, formatMoney, paths } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { BUILD_LABEL } from '../model/build-label.ts';
import { CartLine } from '../ui/cart-line.tsx';
import '../ui/checkout.css';

export function CartPage() {
  const { t } = useTranslation(NS);
  const { supplier: slug = '' } = useParams();
  const [items, count, total, instance] = useUnit([$cartItems, $cartCount, $cartTotal, $instance]);
  const [notice, setNotice] = useState(false);
  const currency = instance?.currency ?? 'COP';

  return (
    <div className="co-page" data-testid="cart-page" data-build={BUILD_LABEL}>
      <h1 className="co-title">{t('title')}</h1>
      {items.length === 0 ? (
        <div className="co-empty">
          <p>{t('empty')}</p>
          <Link className="mesa-button" to={paths.menu(slug)}>
            {t('backToMenu')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="co-lines">
            {items.map((item) => (
              <CartLine key={item.id} item={item} currency={currency} />
            ))}
          </ul>
          <Link className="co-add-more" to={paths.menu(slug)}>
            {t('addMore')}
          </Link>
          <section className="co-summary" aria-labelledby="co-summary-total">
            <dl>
              <div className="co-summary__row">
                <dt>{t('subtotal')}</dt>
                <dd>{formatMoney(total, currency)}</dd>
              </div>
              <div className="co-summary__row co-summary__row--total">
                <dt id="co-summary-total">{t('total')}</dt>
                <dd data-testid="cart-total">{formatMoney(total, currency)}</dd>
              </div>
            </dl>
            <p className="co-summary__count">{t('items', { count })}</p>
            <button type="button" className="mesa-button mesa-button--wide" onClick={() => setNotice(true)}>
              {t('continue')}
            </button>
            {notice ? (
              <p className="co-notice" role="status">
                {t('checkoutSoon')}
              </p>
            ) : null}
          </section>
        </>
      )}
      {BUILD_LABEL ? (
        <footer className="co-build" data-testid="checkout-build">
          {t('build', { label: BUILD_LABEL })}
        </footer>
      ) : null}
    </div>
  );
}
