import { describe, expect, it } from 'vitest';
import { sidProblems, sidsInSources } from './sids.ts';

describe('sid checks', () => {
  it('finds the sids written in sources, repeats included', () => {
    const sources = {
      'a.ts': 'createStore(null, { sid: \'menu/slug\' });\ncreateStore(0, {sid:"menu/count"})',
      'b.ts': "const x = createStore(null, { sid: 'menu/slug' });",
    };
    expect(sidsInSources(sources)).toEqual(['menu/slug', 'menu/count', 'menu/slug']);
  });

  it('reports a repeated sid and one outside the package prefix', () => {
    expect(sidProblems(['menu/slug', 'menu/loaded'], 'menu')).toEqual([]);
    expect(sidProblems(['menu/slug', 'booking/slug', 'menu/slug'], 'menu')).toEqual([
      'booking/slug: not under menu/',
      'menu/slug: used twice',
    ]);
  });
});
