import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, useTranslation, WebImage } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { menuPageModel } from '../model/menu-page.ts';
import { productDialogModel } from '../model/product-dialog.ts';
import { productPageModel } from '../model/product-page.ts';
import { ProductForm } from '../ui/product-dialog.tsx';
import { ProductPrice } from '../ui/product-price.tsx';
import { MenuLoadState } from '../ui/load-state.tsx';
import '../ui/menu.css';

/** Product (`/{supplier}/view/{product}` and `/{supplier}/{product}`): the product with the dialog's form. */
export function ProductPage() {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '', productId: productKey = '' } = useParams();
  const { currency, product, status, productPageOpened, productPageClosed } = useUnit(productPageModel);
  const { retryClicked } = useUnit(menuPageModel);
  const { lastAdded } = useUnit(productDialogModel);

  useEffect(() => {
    productPageOpened({ slug, productKey });
    return () => productPageClosed();
  }, [slug, productKey, productPageOpened, productPageClosed]);

  if (status === 'failed' || status === 'loading') {
    return <MenuLoadState status={status} onRetry={retryClicked} />;
  }
  if (status === 'missing' || !product) {
    return (
      <div className="mn-state" data-testid="product-missing">
        <h1 className="mn-hero__title">{t('productMissing')}</h1>
        <Link className="mesa-button" to={paths.menu(slug)}>
          {t('backToMenu')}
        </Link>
      </div>
    );
  }
  return (
    <article
      className="mn-page mn-product-page"
      data-testid="product-page"
      aria-labelledby="mn-product-title"
    >
      <WebImage className="mn-product-page__image" src={product.image} alt="" width={480} height={320} />
      <h1 id="mn-product-title" className="mn-hero__title">
        {product.label}
        {product.new ? <span className="mn-tag"> {t('new')}</span> : null}
      </h1>
      {product.description ? <p className="mn-product__description">{product.description}</p> : null}
      <ProductPrice product={product} currency={currency} />
      {product.available && product.stock !== null && product.stock > 0 ? (
        <p className="mn-product__note">{t('stockLeft', { count: product.stock })}</p>
      ) : null}
      <ProductForm currency={currency} />
      <p className="mn-visually-hidden" role="status" aria-live="polite">
        {lastAdded ? t('added', { name: lastAdded }) : ''}
      </p>
    </article>
  );
}
