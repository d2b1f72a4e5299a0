import { createApiFx } from '../api/api-effect.ts';
import { loadMenu } from '../api/boot.ts';

/** A branch's menu (one cached request per slug, shared by the shell's prefetch and the menu screen). */
export const loadMenuFx = createApiFx((slug: string, headers) => loadMenu(slug, headers));
