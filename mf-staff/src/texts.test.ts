import { describe, expect, it } from 'vitest';
import { i18n } from 'shared-contracts';
import { NS } from './i18n.ts';
import { MENU_TEXTS } from './menu-i18n.ts';
import { ORDERS_BOOKINGS_TEXTS } from './orders-bookings-i18n.ts';
import { REMOTES_TEXTS } from './remotes-i18n.ts';
import { TEAM_TEXTS } from './team-i18n.ts';

describe('menu, remotes, orders and bookings screen texts', () => {
  it.each([
    ['menu', MENU_TEXTS],
    ['remotes', REMOTES_TEXTS],
    ['orders and bookings', ORDERS_BOOKINGS_TEXTS],
    ['team, audit and password', TEAM_TEXTS],
  ])('the %s screen says everything in es, en and pt', (_, texts) => {
    const keys = (lang: Record<string, string> | undefined) => Object.keys(lang ?? {}).sort();
    expect(keys(texts.en)).toEqual(keys(texts.es));
    expect(keys(texts.pt)).toEqual(keys(texts.es));
  });
});

describe('the menu screen counts its stock', () => {
  it('says one unit in the singular and more in the plural, in each language', () => {
    const left = (lang: string, count: number) => i18n.getFixedT(lang, NS)('menu.stockLeft', { count });
    expect([left('es', 1), left('es', 3)]).toEqual(['Queda 1', 'Quedan 3']);
    expect([left('en', 1), left('en', 3)]).toEqual(['1 left', '3 left']);
    expect([left('pt', 1), left('pt', 3)]).toEqual(['Resta 1', 'Restam 3']);
  });
});
