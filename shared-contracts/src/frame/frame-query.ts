import type { Service, Subservice } from '../schemas/common.ts';
import { choiceOfOrder, orderOfChoice, SERVICE_CHOICE_ORDER, type ServiceChoice } from './side-panel.ts';

/** What the query string of a page sets: `service`, `mesa` (table code), `category_id`. */
export interface FrameQuery {
  order: { service: Service; subservice: Subservice | null } | null;
  tableCode: string | null;
  categoryId: string | null;
}

const isChoice = (value: string): value is ServiceChoice =>
  (SERVICE_CHOICE_ORDER as readonly string[]).includes(value);

/** Reads the frame's query parameters; an unknown service or an empty value is ignored. */
export function readFrameQuery(search: string): FrameQuery {
  const query = new URLSearchParams(search);
  const service = query.get('service')?.trim() ?? '';
  const tableCode = query.get('mesa')?.trim() ?? '';
  const categoryId = query.get('category_id')?.trim() ?? '';
  return {
    order: isChoice(service) ? orderOfChoice(service) : null,
    tableCode: tableCode === '' ? null : tableCode.slice(0, 64),
    categoryId: categoryId === '' ? null : categoryId.slice(0, 64),
  };
}

/**
 * `to` with the service `order` sets in its query (`?service=`): a link that chooses a service carries
 * the choice in its address, so following it any way (the app, a new tab, the browser itself before the
 * page is live) lands on a page that sets it. No service (or no order) leaves `to` as it is.
 */
export function withServiceQuery(
  to: string,
  order: { service: Service | null; subservice: Subservice | null } | null,
): string {
  const choice = order ? choiceOfOrder(order) : null;
  if (choice === null) return to;
  const [path = '', search = ''] = to.split('?');
  const query = new URLSearchParams(search);
  query.set('service', choice);
  return `${path}?${query.toString()}`;
}
