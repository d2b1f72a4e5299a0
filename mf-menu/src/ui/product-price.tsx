import { activePromo, type Currency, formatMoney, type Product, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

/** The price, or the promotion price with the regular one struck through (and named for screen readers). */
export function ProductPrice({ product, currency }: { product: Product; currency: Currency }) {
  const { t } = useTranslation(MENU_NS);
  const promo = activePromo(product);
  return (
    <p className="mn-product__price" data-testid="product-price">
      {promo !== null ? (
        <>
          <span data-testid="promo-price">{formatMoney(promo, currency)}</span>{' '}
          <s className="mn-product__old-price" data-testid="regular-price">
            <span className="mn-visually-hidden">{t('regularPrice')} </span>
            {formatMoney(product.price, currency)}
          </s>
        </>
      ) : (
        <span>{formatMoney(product.price, currency)}</span>
      )}
    </p>
  );
}
