import { browserTurn } from './browser-turn.ts';
import { createEffect } from 'effector';
import { apiFxOf, type ApiCall } from '../api/api-effect.ts';
import { loadMenu } from '../api/boot.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Sends the menu request; a server gives its scope another handler (`serverDataHandlers`). */
export const menuRequestFx = createEffect(({ params, headers }: ApiCall<string>) =>
  loadMenu(params, headers),
);

/** A branch's menu (one cached request per slug, shared by the shell's prefetch and the menu screen). */
export const loadMenuFx = apiFxOf(menuRequestFx);
