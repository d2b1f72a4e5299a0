import { describe, expect, it } from 'vitest';
import { readFrameQuery } from './frame-query.ts';

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
});
