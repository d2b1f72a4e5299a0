import { purchaseEventSchema, type PurchaseEvent } from '../schemas/table-order.ts';
import { urlOf } from './call.ts';
import { purchaseLiveCall } from './declarations/index.ts';
import type { RequestHeaders } from './client.ts';
import { type LiveSubscription, subscribeLive } from './live.ts';
import { tableOrderApi } from './table-order-endpoints.ts';
import type { TablePurchase } from '../schemas/table-order.ts';

/**
 * Follows a table's purchase: `onPurchase` gets it after every change by any table mate, the kitchen or
 * the staff (pushed by the server; read from the cart every few seconds while the stream is down).
 */
export function followPurchase(
  purchaseId: number,
  headers: RequestHeaders,
  onPurchase: (purchase: TablePurchase) => void,
  seams: { fetch?: typeof fetch; setTimer?: (run: () => void, ms: number) => () => void } = {},
): LiveSubscription {
  const refresh = async () => onPurchase(await tableOrderApi.getCart(purchaseId, headers));
  return subscribeLive<PurchaseEvent>({
    url: urlOf(purchaseLiveCall, { params: { purchase: purchaseId } }, ''),
    headers,
    parse: (event) => {
      try {
        const parsed = purchaseEventSchema.safeParse(JSON.parse(event.data));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    onEvent: (event) => {
      if (event.type === 'purchase') onPurchase(event.purchase);
      else void refresh().catch(() => undefined);
    },
    poll: refresh,
    ...seams,
  });
}
