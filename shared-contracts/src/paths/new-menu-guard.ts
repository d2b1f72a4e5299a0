import type { InstanceConfig } from '../schemas/instance.ts';
import type { Supplier } from '../schemas/supplier.ts';
import type { OrderState } from '../model/order.ts';
import { paths } from './paths.ts';

/** The on-table home, menu and categories routes. */
export const NEW_MENU_GUARDED_ROUTES: readonly string[] = [
  'OnTableHome',
  'OnTableMenuDigital',
  'Menu',
  'MainCategories',
  'SubCategories',
];

export interface NewMenuGuardInput {
  /** The route name being shown. */
  route: string;
  instance: Pick<InstanceConfig, 'new_menu_v3'> | null;
  /** The branch of the route, once loaded. */
  supplier: Pick<Supplier, 'slug' | 'on_table_class'> | null;
  order: Pick<OrderState, 'service'>;
}

/**
 * The navigation guard: where a guarded route sends the diner instead, or null to stay. It applies
 * when the instance has the new menu v3, the branch's on-table class is basic and the service is on-table.
 */
export function newMenuRedirect({ route, instance, supplier, order }: NewMenuGuardInput): string | null {
  if (!NEW_MENU_GUARDED_ROUTES.includes(route)) return null;
  if (!instance?.new_menu_v3 || supplier?.on_table_class !== 'basic' || order.service !== 'on_table') {
    return null;
  }
  return paths.newMenu(supplier.slug);
}
