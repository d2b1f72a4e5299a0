import { useUnit } from 'effector-react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  type Category,
  type Currency,
  paths,
  type Product,
  type ScreenStatus,
  seatAt,
  type Subcategory,
  useTranslation,
} from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import type { MenuFilter } from '../model/menu-filter.ts';
import { MenuPageGate, menuPageModel, type MenuSection } from '../model/menu-page.ts';
import { productDialogModel } from '../model/product-dialog.ts';
import { seatLinkModel } from '../model/seat-link.ts';
import { AddedNotice } from '../ui/added-notice.tsx';
import { BranchHome } from '../ui/branch-home.tsx';
import { MenuFilters } from '../ui/menu-filters.tsx';
import { EarlyDialogFrame, ProductDialog } from '../ui/product-dialog.tsx';
import { ProductCard } from '../ui/product-card.tsx';
import { MenuLoadState } from '../ui/load-state.tsx';
import { SeatLinkOfPath } from '../ui/seat-link-of-path.tsx';
import '../ui/menu.css';

const sectionId = (slug: string) => `mn-category-${slug}`;

/**
 * A category's products under its subcategories, in the menu's order (those of none first), so a link to
 * a subcategory (`category_id` is then its slug) opens at its own products.
 */
function bySubcategory(category: Category, products: Product[]) {
  const groups: { subcategory: Subcategory | null; products: Product[] }[] = [
    {
      subcategory: null,
      products: products.filter((p) => !category.subcategories.some((s) => s.slug === p.subcategory)),
    },
    ...category.subcategories.map((subcategory) => ({
      subcategory,
      products: products.filter((p) => p.subcategory === subcategory.slug),
    })),
  ];
  return groups.filter((group) => group.products.length > 0);
}

/** Home (`/{supplier}`): the branch's services, banners and address, then its menu. */
export const HomePage = () => <MenuPage intro={<BranchHome />} />;

export function MenuPage({ intro = null }: { intro?: ReactNode }) {
  const { supplier: slug = '' } = useParams();
  // Keyed by the branch: another one in the path opens the menu again, as a fresh visit.
  return (
    <>
      <MenuPageGate key={slug} slug={slug} />
      <SeatLinkOfPath />
      <MenuScreen intro={intro} />
    </>
  );
}

function MenuScreen({ intro }: { intro: ReactNode }) {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { branch, currency, sections, status, filter, filtering, cartCount, retryClicked, filterChanged } =
    useUnit(menuPageModel);
  const { productOpened } = useUnit(productDialogModel);
  const { seat } = useUnit(seatLinkModel);
  const seated = seatAt(seat, slug) !== null;

  return (
    <div className="mn-page" data-testid="menu-page">
      {/* Before the products: a tap on one while the rest of the page is still being parsed finds it. */}
      <EarlyDialogFrame />
      <header className="mn-hero">
        <h1 className="mn-hero__title">{branch?.label ?? ''}</h1>
        {branch?.description ? <p className="mn-hero__description">{branch.description}</p> : null}
      </header>
      {intro}

      <MenuBody
        status={status}
        sections={sections}
        currency={currency}
        activeCategory={searchParams.get('category_id')}
        onRetry={retryClicked}
        onAdd={productOpened}
        filter={{ value: filter, active: filtering, onChange: filterChanged }}
      />

      <ProductDialog currency={currency} />

      <div className="mn-cart-bar">
        <AddedNotice />
        {/* A seated diner orders on the table: the delivery cart is not theirs here. */}
        {cartCount > 0 && !seated ? (
          <Link className="mesa-button mn-button--wide" to={paths.deliveryOrder(slug)}>
            {t('viewCart', { count: cartCount })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

interface MenuBodyProps {
  status: ScreenStatus;
  sections: MenuSection[];
  currency: Currency;
  activeCategory: string | null;
  onRetry: () => void;
  /** A card's add button: the product dialog opens (options, count, age check). */
  onAdd: (product: Product) => void;
  /** The search and filters: what they hold, whether any is set, and what a change sends. */
  filter: { value: MenuFilter; active: boolean; onChange: (filter: MenuFilter) => void };
  onTable?: boolean;
}

/** The menu's categories and products (shared by the delivery menu and the on-table screen). */
export function MenuBody({
  status,
  sections,
  currency,
  activeCategory,
  onRetry,
  onAdd,
  filter,
  onTable = false,
}: MenuBodyProps) {
  const { t } = useTranslation(MENU_NS);
  const scrolled = useRef(false);

  // A link to one category (`?category_id=`) opens the menu scrolled to it, once.
  useEffect(() => {
    if (!activeCategory || scrolled.current || sections.length === 0) return;
    scrolled.current = true;
    document.getElementById(sectionId(activeCategory))?.scrollIntoView();
  }, [activeCategory, sections]);

  if (status === 'failed' || status === 'loading') {
    return <MenuLoadState status={status} onRetry={onRetry} />;
  }
  if (status === 'empty') return <p className="mn-state">{t('empty')}</p>;

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, category: string) => {
    const target = document.getElementById(sectionId(category));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <>
      <MenuFilters
        filter={filter.value}
        noMatch={sections.length === 0 && filter.active}
        onChange={filter.onChange}
      />
      <nav className="mn-categories" aria-label={t('categories')}>
        <ul>
          {sections.map(({ category }) => (
            <li key={category.slug}>
              <a
                href={`#${sectionId(category.slug)}`}
                className={
                  activeCategory === category.slug ||
                  category.subcategories.some((sub) => sub.slug === activeCategory)
                    ? 'mn-chip mn-chip--active'
                    : 'mn-chip'
                }
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
          {bySubcategory(category, products).map((group) => (
            <div
              key={group.subcategory?.slug ?? ''}
              id={group.subcategory ? sectionId(group.subcategory.slug) : undefined}
              className="mn-subsection"
            >
              {group.subcategory ? (
                <h3 className="mn-subsection__title" tabIndex={-1}>
                  {group.subcategory.label}
                </h3>
              ) : null}
              <ul className="mn-products">
                {group.products.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    currency={currency}
                    onAdd={onAdd}
                    onTable={onTable}
                    level={group.subcategory ? 4 : 3}
                  />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
