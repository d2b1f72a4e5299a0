import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths, seatAt, seatMenuPath, useTranslation, WebImage } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { menuPageModel } from '../model/menu-page.ts';
import { ProductPageGate, productPageModel } from '../model/product-page.ts';
import { seatLinkModel } from '../model/seat-link.ts';
import { AddedNotice } from '../ui/added-notice.tsx';
import { NewTag } from '../ui/new-tag.tsx';
import { ProductForm } from '../ui/product-dialog.tsx';
import { ProductPrice } from '../ui/product-price.tsx';
import { MenuLoadState } from '../ui/load-state.tsx';
import { SeatLinkOfPath } from '../ui/seat-link-of-path.tsx';
import '../ui/menu.css';

/** Product (`/{supplier}/view/{product}` and `/{supplier}/{product}`): the product with the dialog's form. */
export function ProductPage() {
  const { supplier: slug = '', productId: productKey = '' } = useParams();
  // Keyed by the product: another one in the path opens the page again, as a fresh visit.
  return (
    <>
      <ProductPageGate key={`${slug}|${productKey}`} slug={slug} productKey={productKey} />
      <SeatLinkOfPath />
      <ProductScreen />
    </>
  );
}

function ProductScreen() {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const { currency, product, status } = useUnit(productPageModel);
  const { retryClicked } = useUnit(menuPageModel);
  const { seat } = useUnit(seatLinkModel);
  const here = seatAt(seat, slug);
  const title = useRef<HTMLHeadingElement>(null);

  if (status === 'failed' || status === 'loading') {
    return <MenuLoadState status={status} onRetry={retryClicked} />;
  }
  if (status === 'missing' || !product) {
    return (
      <div className="mn-state" data-testid="product-missing">
        <h1 className="mn-hero__title">{t('productMissing')}</h1>
        <Link className="mesa-button" to={here ? seatMenuPath(here) : paths.menu(slug)}>
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
      <h1 id="mn-product-title" className="mn-hero__title" ref={title} tabIndex={-1}>
        {product.label}
        {product.new ? <NewTag /> : null}
      </h1>
      {product.description ? <p className="mn-product__description">{product.description}</p> : null}
      <ProductPrice product={product} currency={currency} />
      {product.available && product.stock !== null && product.stock > 0 ? (
        <p className="mn-product__note">{t('stockLeft', { count: product.stock })}</p>
      ) : null}
      <ProductForm currency={currency} title={title} questionLevel={2} />
      <div className="mn-cart-bar">
        <AddedNotice />
      </div>
    </article>
  );
}
