import { DEFAULT_TIP, type OnTableClass, type Service, type Subservice } from 'shared-contracts';

/** What the cart icon's rule reads. */
export interface CartIconInput {
  service: Service | null;
  subservice: Subservice | null;
  onTableClass: OnTableClass | null;
  /** The branch takes in-app payment (`has_{product}_pay`). */
  inAppPayment: boolean;
  /** The table's open purchase and how many products it holds, as the table order reports them. */
  tablePurchaseId: string | null;
  tableItemCount: number;
}

export type CartIconAction =
  /** Delivery and take-away (and a diner with no service yet): the cart in progress. */
  | { kind: 'cart-in-progress' }
  /** On table with something ordered: the table's order, with the tip reset to the default (included, 10 %). */
  | { kind: 'my-order'; purchaseId: string; tip: typeof DEFAULT_TIP }
  /**
   * My-list or basic with in-app payment: open the diner's manual payment (created with 0 the first
   * time), where they type the waiter's bill. The table's list is what they show the waiter, not a bill.
   */
  | { kind: 'create-manual-payment'; amount: 0 }
  /** Nothing to pay yet: the 'no pending payments' tooltip for 3 s. */
  | { kind: 'no-pending-payments' };

export function cartIconAction(input: CartIconInput): CartIconAction {
  if (input.service !== 'on_table') return { kind: 'cart-in-progress' };
  const listOrBasic = input.onTableClass === 'my-list' || input.onTableClass === 'basic';
  if (listOrBasic && input.inAppPayment) {
    return { kind: 'create-manual-payment', amount: 0 };
  }
  // The table's order is followed on every screen of a seated diner, so an empty one is usually there:
  // with nothing in it there is nothing to pay, which the notice says better than an empty order.
  if (input.tablePurchaseId !== null && input.tableItemCount > 0) {
    return { kind: 'my-order', purchaseId: input.tablePurchaseId, tip: DEFAULT_TIP };
  }
  return { kind: 'no-pending-payments' };
}

/** How the icon is named: the cart, or the order it leads to, a room's (room service) or a table's. */
export type CartIconLabel = 'cart' | 'tableOrder' | 'roomOrder';

export function cartIconLabel(order: Pick<CartIconInput, 'service' | 'subservice'>): CartIconLabel {
  if (order.service !== 'on_table') return 'cart';
  return order.subservice === 'room' ? 'roomOrder' : 'tableOrder';
}
