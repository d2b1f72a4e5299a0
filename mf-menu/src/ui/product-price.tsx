import { activePromo, type Currency, formatMoney, type Product, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

interface ProductPriceProps {
  product: Product;
  currency: Currency;
  /** Copied into the dialog a card draws before the page is live (product-card.tsx). */
  earlyCopy?: boolean;
}

/** The price, or the promotion price with the regular one struck through (and named for screen readers). */
export function ProductPrice({ product, currency, earlyCopy = false }: ProductPriceProps) {
  const { t } = useTranslation(MENU_NS);
  const promo = activePromo(product);
  return (
    <p className="mn-product__price" data-testid="product-price" data-early-copy={earlyCopy ? '' : undefined}>
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
