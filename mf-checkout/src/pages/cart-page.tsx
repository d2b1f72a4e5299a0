import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney, paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { BUILD_LABEL } from '../model/build-label.ts';
import { cartPageModel } from '../model/cart-page.ts';
import { CartLine } from '../ui/cart-line.tsx';
import '../ui/checkout.css';

function CartLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page co-page" data-testid="cart-page" data-build={BUILD_LABEL}>
      <h1 className="mesa-title co-title">{t('title')}</h1>
      {children}
      {BUILD_LABEL ? (
        <footer className="co-build" data-testid="checkout-build">
          {t('build', { label: BUILD_LABEL })}
        </footer>
      ) : null}
    </div>
  );
}

export function CartPage() {
  const { t } = useTranslation(NS);
  const { supplier: slug = '' } = useParams();
  const {
    status,
    items,
    count,
    total,
    currency,
    checkoutSoon,
    pageOpened,
    increaseClicked,
    decreaseClicked,
    removeClicked,
    continueClicked,
  } = useUnit(cartPageModel);

  useEffect(() => {
    pageOpened();
  }, [pageOpened]);

  if (status === 'empty') {
    return (
      <CartLayout>
        <div className="co-empty">
          <p>{t('empty')}</p>
          <Link className="mesa-button" to={paths.menu(slug)}>
            {t('backToMenu')}
          </Link>
        </div>
      </CartLayout>
    );
  }
  return (
    <CartLayout>
      <ul className="mesa-stack">
        {items.map((item) => (
          <CartLine
            key={item.key}
            item={item}
            currency={currency}
            onIncrease={increaseClicked}
            onDecrease={decreaseClicked}
            onRemove={removeClicked}
          />
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
        <button type="button" className="mesa-button mesa-button--wide" onClick={continueClicked}>
          {t('continue')}
        </button>
        {checkoutSoon ? (
          <p className="co-notice" role="status">
            {t('checkoutSoon')}
          </p>
        ) : null}
      </section>
    </CartLayout>
  );
}
