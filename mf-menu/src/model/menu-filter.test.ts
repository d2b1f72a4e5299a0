import { describe, expect, it } from 'vitest';
import { makeProduct } from 'shared-contracts/testing';
import {
  filterFromSearch,
  matchesFilter,
  NO_FILTER,
  SEARCH_TEXT_MAX,
  searchText,
  withFilter,
} from './menu-filter.ts';

const TACO = '🌮'; // two UTF-16 units
const FAMILY = '👨‍👩‍👧‍👦'; // eleven UTF-16 units, one character

describe('menu filter', () => {
  it('reads and writes its query parameters, leaving the table code alone', () => {
    const filter = filterFromSearch('?mesa=M03&q=pollo&sin_alcohol=1&promo=0');
    expect(filter).toEqual({ text: 'pollo', alcoholFree: true, fresh: false, promo: false });
    const written = withFilter(new URLSearchParams('mesa=M03&q=old&nuevo=1'), { ...filter, promo: true });
    expect(written.toString()).toBe('mesa=M03&q=pollo&sin_alcohol=1&promo=1');
    expect(withFilter(written, NO_FILTER).toString()).toBe('mesa=M03');
  });

  it('keeps a search of emoji by the characters seen, never cutting one in half', () => {
    const emoji = TACO.repeat(SEARCH_TEXT_MAX);
    expect(searchText(emoji)).toBe(emoji);
    expect(searchText(`${emoji}${TACO}`)).toBe(emoji);
    expect(searchText(`a${FAMILY.repeat(SEARCH_TEXT_MAX)}`)).toBe(`a${FAMILY.repeat(SEARCH_TEXT_MAX - 1)}`);
    const query = new URLSearchParams({ q: `a${TACO.repeat(SEARCH_TEXT_MAX)}` }).toString();
    expect(filterFromSearch(query).text).toBe(`a${TACO.repeat(SEARCH_TEXT_MAX - 1)}`);
    const written = withFilter(new URLSearchParams(), { ...NO_FILTER, text: `${emoji}${TACO}` });
    expect(written.get('q')).toBe(emoji);
  });

  it('finds words in the name or description, without case or accents', () => {
    const cafe = makeProduct({ label: 'Café de Colombia', description: 'Tinto campesino' });
    expect(matchesFilter(cafe, { ...NO_FILTER, text: 'cafe' })).toBe(true);
    expect(matchesFilter(cafe, { ...NO_FILTER, text: 'TINTO colombia' })).toBe(true);
    expect(matchesFilter(cafe, { ...NO_FILTER, text: 'cafe leche' })).toBe(false);
  });

  it('keeps only alcohol-free, new or promoted products when asked', () => {
    const beer = makeProduct({ alcoholic: true, new: true });
    const promo = makeProduct({ price: 10000, promo: 8000 });
    const samePrice = makeProduct({ price: 10000, promo: 10000 });
    expect(matchesFilter(beer, { ...NO_FILTER, alcoholFree: true })).toBe(false);
    expect(matchesFilter(beer, { ...NO_FILTER, fresh: true })).toBe(true);
    expect(matchesFilter(promo, { ...NO_FILTER, fresh: true })).toBe(false);
    expect(matchesFilter(promo, { ...NO_FILTER, promo: true })).toBe(true);
    expect(matchesFilter(samePrice, { ...NO_FILTER, promo: true })).toBe(false);
  });
});
