import {
  paths,
  type InstanceConfig,
  type OrderState,
  type RouteDefinition,
  type Supplier,
} from 'shared-contracts';

export interface NewMenuGuardInput {
  /** The route being shown; its `newMenuGuard` names the guarded ones (on-table home, menu, categories). */
  route: Pick<RouteDefinition, 'newMenuGuard'>;
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
  if (!route.newMenuGuard) return null;
  if (!instance?.new_menu_v3 || supplier?.on_table_class !== 'basic' || order.service !== 'on_table') {
    return null;
  }
  return paths.newMenu(supplier.slug);
}
