import { describe, expect, it } from 'vitest';
import { ratingTabQuestions, type RatingTabInput } from './rating-tab.ts';

const shown: RatingTabInput = {
  routeName: 'Menu',
  order: { service: 'on_table', subservice: null },
  onTableClass: 'basic',
  flags: { rate_digitalmenu: true, rate_nps: false },
};

describe('ratingTabQuestions', () => {
  it('shows on Home, Menu and the on-table home and menu of a basic table, asking what the instance enabled', () => {
    expect(ratingTabQuestions(shown)).toEqual({ menu: true, nps: false });
    expect(ratingTabQuestions({ ...shown, routeName: 'Home' })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, routeName: 'OnTableMenuDigital' })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, routeName: 'OnTableHome' })).not.toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: { rate_digitalmenu: false, rate_nps: true } })).toEqual({
      menu: false,
      nps: true,
    });
  });

  it('hides elsewhere, off the table, in a room, for other classes and with both flags off', () => {
    expect(ratingTabQuestions({ ...shown, routeName: 'Product' })).toBeNull();
    expect(ratingTabQuestions({ ...shown, routeName: undefined })).toBeNull();
    expect(ratingTabQuestions({ ...shown, order: { service: 'delivery', subservice: null } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, order: { service: 'on_table', subservice: 'room' } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, onTableClass: 'checkout' })).toBeNull();
    expect(ratingTabQuestions({ ...shown, onTableClass: null })).toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: { rate_digitalmenu: false, rate_nps: false } })).toBeNull();
    expect(ratingTabQuestions({ ...shown, flags: null })).toBeNull();
  });
});
