import { describe, expect, it } from 'vitest';
import remote from './index.tsx';

describe('mf-delivery routes module', () => {
  it('gives an opened event for every route it renders', () => {
    expect(Object.keys(remote.routes).sort()).toEqual(['Location', 'PickupBoard', 'my-location']);
    expect(Object.keys(remote.opened ?? {}).sort()).toEqual(Object.keys(remote.routes).sort());
  });
});
