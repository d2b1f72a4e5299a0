import { formatMoney, type Currency, type Product } from 'shared-contracts';

/** The price, or the promotion price with the regular one struck through. */
export function ProductPrice({ product, currency }: { product: Product; currency: Currency }) {
  const promo = product.promo !== null && product.promo < product.price ? product.promo : null;
  return (
    <p className="mn-product__price">
      {promo !== null ? (
        <>
          <span>{formatMoney(promo, currency)}</span>{' '}
          <s className="mn-product__old-price">{formatMoney(product.price, currency)}</s>
        </>
      ) : (
        <span>{formatMoney(product.price, currency)}</span>
      )}
    </p>
  );
}
