import type { FirstLoad } from '../paths/route.ts';
import type { ApiDeclaration } from './declarations/declare.ts';
import { menuCall, supplierCall } from './declarations/site.ts';

/** The declared call of each first load: both read one branch, named by its id or slug (`:id`). */
const FIRST_LOAD_CALLS: Readonly<Record<FirstLoad, ApiDeclaration>> = {
  menu: menuCall,
  supplier: supplierCall,
};

/**
 * The request of each first load, from its declaration with the branch's path segment as given (already
 * encoded, or `{slug}` for the HTML's boot script, which starts it before any bundle runs), so the boot
 * script and the API client ask the same address.
 */
export const FIRST_LOAD_URLS: Readonly<Record<FirstLoad, (segment: string) => string>> = {
  menu: (segment) => FIRST_LOAD_CALLS.menu.path.replace(':id', segment),
  supplier: (segment) => FIRST_LOAD_CALLS.supplier.path.replace(':id', segment),
};
