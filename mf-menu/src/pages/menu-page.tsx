import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { $cartCount, $instance, $supplier, paths, productAdded, type Product } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { $menu, $menuFailed, groupByCategory, loadMenuFx, menuPageOpened } from '../model/menu-page.ts';
import { ProductCard } from '../ui/product-card.tsx';
import '../ui/menu.css';

const sectionId = (slug: string) => `mn-category-${slug}`;

export function MenuPage() {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [instance, supplier, loaded, failed, pending, cartCount] = useUnit([
    $instance,
    $supplier,
    $menu,
    $menuFailed,
    loadMenuFx.pending,
    $cartCount,
  ]);
  const [announcement, setAnnouncement] = useState('');
  const scrolled = useRef(false);

  useEffect(() => {
    menuPageOpened(slug);
  }, [slug]);

  const menu = loaded?.slug === slug ? loaded.menu : null;
  const sections = useMemo(() => (menu ? groupByCategory(menu) : []), [menu]);
  const summary = instance?.suppliers.find((branch) => branch.slug === slug);
  const branchName = supplier?.slug === slug ? supplier.label : (summary?.label ?? '');
  const description = supplier?.slug === slug ? supplier.description : '';
  const currency = instance?.currency ?? 'COP';

  const categoryId = searchParams.get('category_id');
  useEffect(() => {
    if (!categoryId || scrolled.current || sections.length === 0) return;
    scrolled.current = true;
    document.getElementById(sectionId(categoryId))?.scrollIntoView();
  }, [categoryId, sections]);

  const add = (product: Product) => {
    if (!menu) return;
    productAdded({ product, supplierId: menu.supplier_id });
    setAnnouncement(t('added', { name: product.label }));
  };

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, slugOfCategory: string) => {
    const target = document.getElementById(sectionId(slugOfCategory));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <div className="mn-page" data-testid="menu-page">
      <header className="mn-hero">
        <h1 className="mn-hero__title">{branchName}</h1>
        {description ? <p className="mn-hero__description">{description}</p> : null}
      </header>

      {failed && !menu ? (
        <div className="mn-state" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="mesa-button" onClick={() => menuPageOpened(slug)}>
            {t('retry')}
          </button>
        </div>
      ) : null}

      {!menu && pending ? (
        <p className="mn-state" role="status">
          {t('loading')}
        </p>
      ) : null}

      {menu && sections.length === 0 ? <p className="mn-state">{t('empty')}</p> : null}

      {sections.length > 0 ? (
        <>
          <nav className="mn-categories" aria-label={t('categories')}>
            <ul>
              {sections.map(({ category }) => (
                <li key={category.slug}>
                  <a
                    href={`#${sectionId(category.slug)}`}
                    className={categoryId === category.slug ? 'mn-chip mn-chip--active' : 'mn-chip'}
                    onClick={(event) => jumpTo(event, category.slug)}
                  >
                    {category.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map(({ category, products }) => (
            <section
              key={category.slug}
              id={sectionId(category.slug)}
              className="mn-section"
              aria-labelledby={`${sectionId(category.slug)}-title`}
            >
              <h2 className="mn-section__title" id={`${sectionId(category.slug)}-title`} tabIndex={-1}>
                {category.label}
              </h2>
              <ul className="mn-products">
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} currency={currency} onAdd={add} />
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}

      <p className="mn-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {cartCount > 0 ? (
        <div className="mn-cart-bar">
          <Link className="mesa-button mn-button--wide" to={paths.deliveryOrder(slug)}>
            {t('viewCart', { count: cartCount })}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
