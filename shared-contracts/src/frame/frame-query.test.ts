import { describe, expect, it } from 'vitest';
import { readFrameQuery, withServiceQuery } from './frame-query.ts';

describe('frame query parameters', () => {
  it('reads service, table code and category', () => {
    expect(readFrameQuery('?service=take_away&mesa=T12&category_id=44')).toEqual({
      order: { service: 'take_away', subservice: null },
      tableCode: 'T12',
      categoryId: '44',
    });
    expect(readFrameQuery('?service=room').order).toEqual({ service: 'on_table', subservice: 'room' });
  });

  it('ignores an unknown service and empty values', () => {
    expect(readFrameQuery('?service=teleport&mesa=%20&category_id=')).toEqual({
      order: null,
      tableCode: null,
      categoryId: null,
    });
  });

  it('puts a chosen service in a link, which reads back as the same order', () => {
    const room = { service: 'on_table', subservice: 'room' } as const;
    expect(withServiceQuery('/miraflores/service-room', room)).toBe('/miraflores/service-room?service=room');
    expect(readFrameQuery('?service=room').order).toEqual(room);
    const scheduled = { service: 'delivery', subservice: 'schedule' } as const;
    const href = withServiceQuery('/chapinero?category_id=4&service=book', scheduled);
    expect(href).toBe('/chapinero?category_id=4&service=schedule');
    expect(readFrameQuery(href.slice(href.indexOf('?'))).order).toEqual(scheduled);
  });

  it('leaves a link without a service as it is', () => {
    expect(withServiceQuery('/chapinero', null)).toBe('/chapinero');
    expect(withServiceQuery('/chapinero', { service: null, subservice: null })).toBe('/chapinero');
  });
});
