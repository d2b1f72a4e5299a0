import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths, seatAt, useTranslation, withSeat } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { CategoriesPageGate, categoriesPageModel } from '../model/categories-page.ts';
import { menuPageModel } from '../model/menu-page.ts';
import { seatLinkModel } from '../model/seat-link.ts';
import { MenuLoadState } from '../ui/load-state.tsx';
import '../ui/menu.css';

/**
 * MainCategories (`/{supplier}/maincategories`): the menu's categories; one with subcategories opens
 * SubCategories, the others the menu at that category (`category_id`). SubCategories
 * (`/{supplier}/subcategories?category_id=`): that category's subcategories, each opening the menu at its
 * own products (`category_id` is then the subcategory's). A seated diner's links keep the table.
 */
function Categories({ level }: { level: 'main' | 'sub' }) {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { branch, categories, status } = useUnit(categoriesPageModel);
  const { retryClicked } = useUnit(menuPageModel);
  const { seat, seatLinkRead } = useUnit(seatLinkModel);
  const code = searchParams.get('mesa');
  const key = searchParams.get('k');
  const here = seatAt(seat, slug);

  useEffect(() => {
    seatLinkRead({ slug, code, key });
  }, [slug, code, key, seatLinkRead]);

  if (status === 'failed' || status === 'loading') {
    return <MenuLoadState status={status} onRetry={retryClicked} />;
  }
  const parent =
    level === 'sub' ? categories.find((category) => category.slug === searchParams.get('category_id')) : null;
  const links =
    level === 'main'
      ? categories.map((category) => ({
          key: category.slug,
          label: category.label,
          to: withSeat(
            category.subcategories.length > 0
              ? paths.subCategories(slug, { categoryId: category.slug })
              : paths.menu(slug, { categoryId: category.slug }),
            here,
          ),
        }))
      : (parent ? [parent] : categories).flatMap((category) =>
          category.subcategories.map((sub) => ({
            key: `${category.slug}/${sub.slug}`,
            label: sub.label,
            to: withSeat(paths.menu(slug, { categoryId: sub.slug }), here),
          })),
        );
  return (
    <div className="mn-page" data-testid={level === 'main' ? 'main-categories' : 'sub-categories'}>
      <header className="mn-hero">
        <h1 className="mn-hero__title">{parent?.label ?? branch?.label ?? ''}</h1>
      </header>
      {links.length === 0 ? (
        <p className="mn-state">{t('empty')}</p>
      ) : (
        <nav aria-label={t('categories')}>
          <ul className="mn-category-list">
            {links.map((link) => (
              <li key={link.key}>
                <Link className="mesa-card mn-category-link" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <Link to={withSeat(paths.menu(slug), here)}>{t('wholeMenu')}</Link>
      </p>
    </div>
  );
}

function CategoriesPage({ level }: { level: 'main' | 'sub' }) {
  const { supplier: slug = '' } = useParams();
  // Keyed by the branch: another one in the path opens the page again, as a fresh visit.
  return (
    <>
      <CategoriesPageGate key={slug} slug={slug} />
      <Categories level={level} />
    </>
  );
}

export const MainCategoriesPage = () => <CategoriesPage level="main" />;
export const SubCategoriesPage = () => <CategoriesPage level="sub" />;
