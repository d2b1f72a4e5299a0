import { activePromo, clipText, type Product } from 'shared-contracts';

/** The menu's search and filters: text, alcohol-free, new, in promotion. */
export interface MenuFilter {
  text: string;
  alcoholFree: boolean;
  fresh: boolean;
  promo: boolean;
}
export type MenuFlag = 'alcoholFree' | 'fresh' | 'promo';

export const NO_FILTER: MenuFilter = { text: '', alcoholFree: false, fresh: false, promo: false };

/** Query parameter of each flag; the text is `q`. Other parameters (`mesa`, `category_id`) are left alone. */
export const FLAG_PARAMS: Readonly<Record<MenuFlag, string>> = {
  alcoholFree: 'sin_alcohol',
  fresh: 'nuevo',
  promo: 'promo',
};
const TEXT_PARAM = 'q';
/** The longest search, in characters as a person sees them: an emoji counts one and is never cut in half. */
export const SEARCH_TEXT_MAX = 60;

/** What the search box keeps of what is typed, pasted or in the link: its first `SEARCH_TEXT_MAX` characters. */
export const searchText = (text: string): string => clipText(text, SEARCH_TEXT_MAX);

/** The filter a query string holds (`?q=pollo&sin_alcohol=1`); anything else in it is ignored. */
export function filterFromSearch(search: string): MenuFilter {
  const params = new URLSearchParams(search);
  return {
    text: searchText(params.get(TEXT_PARAM) ?? ''),
    alcoholFree: params.get(FLAG_PARAMS.alcoholFree) === '1',
    fresh: params.get(FLAG_PARAMS.fresh) === '1',
    promo: params.get(FLAG_PARAMS.promo) === '1',
  };
}

/** `params` with the filter written in (empty values removed), keeping every other parameter. */
export function withFilter(params: URLSearchParams, filter: MenuFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = filter.text.trim();
  if (text) next.set(TEXT_PARAM, searchText(filter.text));
  else next.delete(TEXT_PARAM);
  for (const flag of Object.keys(FLAG_PARAMS) as MenuFlag[]) {
    if (filter[flag]) next.set(FLAG_PARAMS[flag], '1');
    else next.delete(FLAG_PARAMS[flag]);
  }
  return next;
}

export const isFiltering = (filter: MenuFilter): boolean =>
  filter.text.trim() !== '' || filter.alcoholFree || filter.fresh || filter.promo;

/** Lower case without accents, so «cafe» finds «Café». */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function matchesFilter(product: Product, filter: MenuFilter): boolean {
  if (filter.alcoholFree && product.alcoholic) return false;
  if (filter.fresh && !product.new) return false;
  if (filter.promo && activePromo(product) === null) return false;
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${product.label} ${product.description}`);
  return words.every((word) => haystack.includes(word));
}
