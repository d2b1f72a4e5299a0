import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MENU_NS } from '../i18n.ts';
import {
  filterFromSearch,
  NO_FILTER,
  searchText,
  withFilter,
  type MenuFilter,
  type MenuFlag,
} from '../model/menu-filter.ts';
import { useTranslation } from 'shared-contracts';

const FLAGS: readonly MenuFlag[] = ['alcoholFree', 'fresh', 'promo'];

interface MenuFiltersProps {
  filter: MenuFilter;
  /** Filters are set and no product passes them. */
  noMatch: boolean;
  onChange: (filter: MenuFilter) => void;
}

/**
 * The search box and the filter chips. The URL keeps them (`?q=&sin_alcohol=1&nuevo=1&promo=1`), so a
 * shared or reloaded link shows the same list and the back button undoes nothing unexpected (replace).
 */
export function MenuFilters({ filter, noMatch, onChange }: MenuFiltersProps) {
  const { t } = useTranslation(MENU_NS);
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    onChange(filterFromSearch(searchParams.toString()));
  }, [searchParams, onChange]);

  const change = (next: MenuFilter) => {
    onChange(next);
    setSearchParams((current) => withFilter(current, next), { replace: true });
  };

  return (
    <div className="mn-filters" role="search" data-testid="menu-filters">
      <label htmlFor={`${id}-q`} className="mn-visually-hidden">
        {t('filter.search')}
      </label>
      <input
        id={`${id}-q`}
        className="mn-filters__search"
        type="search"
        placeholder={t('filter.search')}
        value={filter.text}
        // Clipped here rather than by `maxLength`, which counts UTF-16 units: half as many emoji.
        onChange={(event) => change({ ...filter, text: searchText(event.target.value) })}
      />
      <ul className="mn-filters__flags">
        {FLAGS.map((flag) => (
          <li key={flag}>
            <label className={filter[flag] ? 'mn-chip mn-chip--active' : 'mn-chip'}>
              <input
                type="checkbox"
                className="mn-filters__check"
                checked={filter[flag]}
                onChange={(event) => change({ ...filter, [flag]: event.target.checked })}
              />
              {t(`filter.${flag}`)}
            </label>
          </li>
        ))}
      </ul>
      {noMatch ? (
        <div className="mn-state" data-testid="no-match">
          <p role="status">{t('filter.none')}</p>
          <button type="button" className="mesa-button mesa-button--ghost" onClick={() => change(NO_FILTER)}>
            {t('filter.clear')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
