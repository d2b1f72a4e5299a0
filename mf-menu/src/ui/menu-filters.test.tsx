import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n.ts';
import { NO_FILTER, SEARCH_TEXT_MAX } from '../model/menu-filter.ts';
import { MenuFilters } from './menu-filters.tsx';

afterEach(cleanup);

const TACO = '🌮'; // two UTF-16 units

describe('MenuFilters', () => {
  it('takes as many emoji as letters in the search, and clips a longer paste whole', () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <MenuFilters filter={NO_FILTER} noMatch={false} onChange={onChange} />
      </MemoryRouter>,
    );
    const search = screen.getByRole('searchbox');
    // A `maxLength` would count UTF-16 units and stop at half as many emoji.
    expect(search.getAttribute('maxlength')).toBeNull();
    fireEvent.change(search, { target: { value: TACO.repeat(SEARCH_TEXT_MAX + 5) } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTER, text: TACO.repeat(SEARCH_TEXT_MAX) });
  });
});
