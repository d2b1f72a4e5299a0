import { describe, expect, it } from 'vitest';
import remote from './index.tsx';

describe('mf-menu routes module', () => {
  it('gives an opened event for every route it renders', () => {
    expect(Object.keys(remote.routes).sort()).toEqual([
      'GrabAndGo',
      'Home',
      'MainCategories',
      'Menu',
      'OnTableHome',
      'OnTableMenuDigital',
      'Product',
      'ServiceRoom',
      'SubCategories',
    ]);
    expect(Object.keys(remote.opened ?? {}).sort()).toEqual(Object.keys(remote.routes).sort());
  });
});
