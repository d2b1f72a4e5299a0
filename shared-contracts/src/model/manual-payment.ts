import { sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { tableOrderApi } from '../api/table-order-endpoints.ts';
import type { ManualPaymentRequest } from '../schemas/table-order.ts';
import { manualPaymentOpened } from './frame.ts';
import { purchaseChanged } from './table-order.ts';

/**
 * The diner's manual payment: how a list-only table (basic, my-list) pays in the app
 * what the waiter brought. The cart icon, the table's pay button and MyOrder of a list open it; MyOrder
 * of the manual payment asks its amount.
 */
export const openManualPaymentFx = createApiFx((body: ManualPaymentRequest, headers) =>
  tableOrderApi.openManualPayment(body, headers),
);
/** The amount the diner read on the waiter's bill. */
export const setManualAmountFx = createApiFx(
  ({ purchaseId, amount }: { purchaseId: number; amount: number }, headers) =>
    tableOrderApi.setManualAmount(purchaseId, amount, headers),
);
sample({ clock: openManualPaymentFx.doneData, target: manualPaymentOpened });
// The screen showing the manual payment follows the purchase the amount changed.
sample({ clock: setManualAmountFx.doneData, target: [manualPaymentOpened, purchaseChanged] });
