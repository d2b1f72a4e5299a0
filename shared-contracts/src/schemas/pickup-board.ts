import * as z from 'zod/mini';
import type { OrderStatus } from './table-order.ts';

/**
 * The pickup board: the screen at a branch's counter that tells take-away customers their order is
 * being prepared or is ready. It is public, so it carries the order's number and stage and nothing else.
 */
export const PICKUP_STAGES = ['preparing', 'ready'] as const;
export const pickupStageSchema = z.enum(PICKUP_STAGES);
export type PickupStage = z.infer<typeof pickupStageSchema>;

/**
 * Where an order of the day stands on the board: in the kitchen's hands (accepted, in preparation) it is
 * preparing; packed it waits at the counter; not yet paid (in progress), picked up or ended it is not shown.
 */
export function pickupStageOf(status: OrderStatus): PickupStage | null {
  if (status === 'accepted' || status === 'preparation') return 'preparing';
  if (status === 'packed') return 'ready';
  return null;
}

export const pickupBoardOrderSchema = z.object({
  /** The number the diner's order page shows ("Order 123"). */
  number: z.int(),
  stage: pickupStageSchema,
});
export type PickupBoardOrder = z.infer<typeof pickupBoardOrderSchema>;

export const pickupBoardSchema = z.object({
  /** Oldest first: the order the counter hands them out. */
  orders: z.array(pickupBoardOrderSchema),
});
export type PickupBoard = z.infer<typeof pickupBoardSchema>;
