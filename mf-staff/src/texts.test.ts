import { describe, expect, it } from 'vitest';
import { MENU_TEXTS } from './menu-i18n.ts';
import { REMOTES_TEXTS } from './remotes-i18n.ts';

describe('menu and remotes screen texts', () => {
  it.each([
    ['menu', MENU_TEXTS],
    ['remotes', REMOTES_TEXTS],
  ])('the %s screen says everything in es, en and pt', (_, texts) => {
    const keys = (lang: Record<string, string> | undefined) => Object.keys(lang ?? {}).sort();
    expect(keys(texts.en)).toEqual(keys(texts.es));
    expect(keys(texts.pt)).toEqual(keys(texts.es));
  });
});
