import type { Effect } from 'effector';
import type { Menu } from '../schemas/menu.ts';
import type { Supplier } from '../schemas/supplier.ts';
import { branchRequestFx } from '../model/branch.ts';
import { menuRequestFx } from '../model/menu.ts';
import type { ApiCall } from './api-effect.ts';
import { api } from './endpoints.ts';

type ServerHandler<Done> = [Effect<ApiCall<string>, Done>, (call: ApiCall<string>) => Promise<Done>];

/**
 * The handlers a server forks each request's scope with (`fork({ values, handlers })`): the first
 * screen's data straight from the API (`MESA_API_URL`) with that scope's headers, so no request of one
 * instance is ever answered from another's cache. The browser's handlers share the HTML's early requests.
 */
export function serverDataHandlers(): [ServerHandler<Menu>, ServerHandler<Supplier>] {
  return [
    [menuRequestFx, ({ params, headers }) => api.getMenu(params, headers)],
    [branchRequestFx, ({ params, headers }) => api.getSupplier(params, headers)],
  ];
}
