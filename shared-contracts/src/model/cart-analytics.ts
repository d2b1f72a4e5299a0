import { browserTurn } from './browser-turn.ts';
import { sample } from 'effector';
import { addedHere } from './cart.ts';
import { addToTableFx } from './table-order.ts';
import { analyticsEvent } from './tracking.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

// add_to_cart for both carts: the delivery/take-away cart and the table's shared order.
// Counted once it reaches the cart: an add held for the coverage confirmation or a branch move counts when it goes in.
sample({
  clock: addedHere,
  fn: ({ product, supplierId }) => ({
    event: 'add_to_cart' as const,
    supplierId,
    productId: product.id,
    value: product.price,
  }),
  target: analyticsEvent,
});
sample({
  clock: addToTableFx.done,
  fn: ({ params }) => {
    const code = params.data_purchase?.['table_code'];
    return {
      event: 'add_to_cart' as const,
      productId: params.product.id,
      purchaseId: params.purchase_id,
      tableCode: typeof code === 'string' ? code : undefined,
      service: 'on_table',
    };
  },
  target: analyticsEvent,
});
