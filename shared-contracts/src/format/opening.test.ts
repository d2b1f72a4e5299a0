import { describe, expect, it } from 'vitest';
import { closedNowOf, reopeningWords } from './opening.ts';

const usaquen = { supplier_id: 4, open: false, opens_date: '2026-12-01', opens_hour: '12:00' };

describe('a branch closed now', () => {
  it('is read from its own opening answer only', () => {
    expect(closedNowOf(usaquen, 4)).toEqual({ date: '2026-12-01', hour: '12:00' });
    expect(closedNowOf({ ...usaquen, open: true, opens_date: null, opens_hour: null }, 4)).toBeNull();
    // Another branch's answer, or none yet, says nothing of this one.
    expect(closedNowOf(usaquen, 3)).toBeNull();
    expect(closedNowOf(null, 4)).toBeNull();
    expect(closedNowOf({ ...usaquen, opens_date: null, opens_hour: null }, 4)).toEqual({
      date: null,
      hour: null,
    });
  });

  it('says when it opens next in the page’s words, on the branch’s calendar', () => {
    expect(reopeningWords({ date: '2026-12-01', hour: '12:00' }, 'es')).toEqual({
      day: 'martes, 1 de diciembre',
      hour: '12:00',
    });
    expect(reopeningWords({ date: '2026-12-01', hour: '12:00' }, { lang: 'en', country: 'CO' })).toEqual({
      day: 'Tuesday, December 1',
      hour: '12:00',
    });
    // No day of the week opens it: nothing to say of when.
    expect(reopeningWords({ date: null, hour: null }, 'es')).toBeNull();
  });
});
