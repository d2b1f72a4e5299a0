import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../remotes/resolve-route.ts';
import { ratingTabQuestions, type RatingTabInput } from './rating-tab-rule.ts';

const at = (path: string) => resolveRoute(path)?.route;

const shown: RatingTabInput = {
  route: at('/chapinero/menu'),
  order: { service: 'on_table', subservice: null },
  onTableClass: 'basic',
  flags: { rate_digitalmenu: true, rate_nps: false },
};

describe('ratingTabQuestions', () => {
  it('shows on Home, Menu and the on-table home and menu of a basic table, asking what the instance enabled', () => {
    expect(ratingTabQuestions(shown)).toEqual({ menu: true, nps: false });
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero') })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero/menu-digital') })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero/menu-digital/home') })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: { rate_digitalmenu: false, rate_nps: true } })).toEqual({
      menu: false,
      nps: true,
    });
  });

  it('hides elsewhere, off the table, in a room, for other classes and with both flags off', () => {
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero/view/12') })).toBeNull();
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero/maincategories') })).toBeNull();
    expect(ratingTabQuestions({ ...shown, route: at('/chapinero/reservar') })).toBeNull();
    expect(ratingTabQuestions({ ...shown, route: undefined })).toBeNull();
    expect(ratingTabQuestions({ ...shown, order: { service: 'delivery', subservice: null } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, order: { service: 'on_table', subservice: 'room' } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, onTableClass: 'checkout' })).toBeNull();
    expect(ratingTabQuestions({ ...shown, onTableClass: null })).toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: { rate_digitalmenu: false, rate_nps: false } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: null })).toBeNull();
  });
});
