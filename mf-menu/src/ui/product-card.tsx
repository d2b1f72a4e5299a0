import type { Currency, Product } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { NewTag } from './new-tag.tsx';
import { ProductPrice } from './product-price.tsx';
import { useTranslation, WebImage } from 'shared-contracts';

/** The id of a product card's name (the card is named by it; the dialog returns the focus to it). */
export const productTitleId = (productId: number) => `product-${productId}`;

interface ProductCardProps {
  product: Product;
  currency: Currency;
  /** Opens the product dialog (its button, its name, its photo), where options, count and the age check come before the add. */
  onAdd: (product: Product) => void;
  /** On the table the card also says how many units are left. */
  onTable?: boolean;
  /** Its name's heading level: one below the heading it is listed under (its category's, or subcategory's). */
  level: 3 | 4;
}

export function ProductCard({ product, currency, onAdd, onTable = false, level }: ProductCardProps) {
  const { t } = useTranslation(MENU_NS);
  const Title = level === 4 ? 'h4' : 'h3';
  const soldOut = !product.available || product.stock === 0;
  const image = (
    <WebImage
      className="mn-product__image"
      src={product.image}
      alt=""
      width={112}
      height={112}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <li
      className="mesa-card mn-product"
      data-testid="product"
      aria-labelledby={productTitleId(product.id)}
      // Tapped before the page is live, the card answers with the dialog drawn from it (its name, its
      // description and price): the shell's early-tap script, shell/src/boot/early-taps.ts.
      data-early-dialog-source={soldOut ? undefined : product.label}
    >
      <div className="mn-product__body">
        {/* Focusable from script only: the dialog's focus comes back here when the card's button is gone. */}
        <Title className="mn-product__title" id={productTitleId(product.id)} tabIndex={-1}>
          {/* The name opens the product (its options, description and the add), as its button does. */}
          {soldOut ? (
            product.label
          ) : (
            <button
              type="button"
              className="mn-product__name"
              onClick={() => onAdd(product)}
              data-early-dialog=""
            >
              {product.label}
            </button>
          )}
          {product.new ? <NewTag /> : null}
        </Title>
        {product.description ? (
          <p className="mn-product__description" data-early-copy="">
            {product.description}
          </p>
        ) : null}
        <ProductPrice product={product} currency={currency} earlyCopy />
        {product.options.some((option) => option.required) ? (
          <p className="mn-product__note">{t('chooseOptions')}</p>
        ) : null}
        {onTable && !soldOut && product.stock !== null ? (
          <p className="mn-product__note">{t('stockLeft', { count: product.stock })}</p>
        ) : null}
        <div className="mn-product__actions">
          {soldOut ? (
            <span className="mn-product__unavailable">{t('notAvailable')}</span>
          ) : (
            <button
              type="button"
              className="mesa-button"
              onClick={() => onAdd(product)}
              aria-label={t('addNamed', { name: product.label })}
              data-early-dialog=""
            >
              {t('add')}
            </button>
          )}
        </div>
      </div>
      {/* The photo opens it too; for the keyboard and screen readers the name already does. */}
      {soldOut ? (
        image
      ) : (
        <button
          type="button"
          className="mn-product__photo"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => onAdd(product)}
          data-early-dialog=""
        >
          {image}
        </button>
      )}
    </li>
  );
}
