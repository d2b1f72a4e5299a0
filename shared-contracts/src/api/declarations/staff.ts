import * as z from 'zod/mini';
import { paymentResponseSchema, staffPaymentRequestSchema } from '../../schemas/payment.ts';
import { remoteSwitchRequestSchema, staffRemotesResponseSchema } from '../../schemas/staff.ts';
import {
  staffSessionSchema,
  staffSignInRequestSchema,
  staffSignOutResponseSchema,
} from '../../schemas/staff-accounts.ts';
import {
  floorSnapshotSchema,
  kitchenSnapshotSchema,
  staffBranchStateSchema,
  staffLiveEventSchema,
  staffMenuResponseSchema,
  staffProductResponseSchema,
  staffProductUpdateSchema,
} from '../../schemas/staff-console.ts';
import { itemStatusRequestSchema, purchaseResponseSchema } from '../../schemas/table-order.ts';
import { declareCall } from './declare.ts';
import { idPathParams, recordId, supplierRef } from './fields.ts';

/**
 * The staff console's calls. Each carries the staff session cookie (`credentials`: the console and the
 * API are different origins); a write sends the session's CSRF token in its own headers as well.
 */

/** An instance by its slug (`:slug` of every `/staff/instances/...` path). */
const instanceSlug = z.string().check(z.minLength(1), z.maxLength(120));
const branchPathParams = z.object({ slug: instanceSlug, branch: supplierRef });
const purchaseInInstanceParams = z.object({ slug: instanceSlug, purchase: recordId });

export const staffSessionCall = declareCall({
  method: 'GET',
  path: '/staff/session',
  response: staffSessionSchema,
  credentials: true,
});

export const staffSignInCall = declareCall({
  method: 'POST',
  path: '/staff/session',
  body: staffSignInRequestSchema,
  response: staffSessionSchema,
  credentials: true,
});

export const staffSignOutCall = declareCall({
  method: 'DELETE',
  path: '/staff/session',
  response: staffSignOutResponseSchema,
  credentials: true,
});

export const kitchenSnapshotCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/kitchen',
  params: branchPathParams,
  response: kitchenSnapshotSchema,
  credentials: true,
});

export const floorSnapshotCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/floor',
  params: branchPathParams,
  response: floorSnapshotSchema,
  credentials: true,
});

/** A branch's live channel for the console (Server-Sent Events of `staffLiveEventSchema`, read with fetch). */
export const staffBranchLiveCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/live',
  params: branchPathParams,
  response: staffLiveEventSchema,
  credentials: true,
});

export const staffMenuCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/menu',
  params: branchPathParams,
  response: staffMenuResponseSchema,
  credentials: true,
});

export const staffProductUpdateCall = declareCall({
  method: 'PATCH',
  path: '/staff/instances/:slug/branches/:branch/products/:product',
  params: z.object({ slug: instanceSlug, branch: supplierRef, product: recordId }),
  body: staffProductUpdateSchema,
  response: staffProductResponseSchema,
  credentials: true,
});

/** The staff's switches of the day for a branch; what is left out keeps its value. At least one. */
export const staffBranchStateRequestSchema = z
  .partial(staffBranchStateSchema)
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Send at least one switch' }));

export const staffBranchStateCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/branches/:branch/state',
  params: branchPathParams,
  body: staffBranchStateRequestSchema,
  response: staffBranchStateSchema,
  credentials: true,
});

export const staffRemoteSwitchCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/remotes/:remote',
  // The name is checked by the route, so an unknown one gets a message listing the known ones.
  params: z.object({ slug: instanceSlug, remote: z.string().check(z.minLength(1), z.maxLength(60)) }),
  body: remoteSwitchRequestSchema,
  response: staffRemotesResponseSchema,
  credentials: true,
});

/** A line moves forward: `prepared` (the kitchen) or `delivered` (the floor). */
export const staffLineStatusCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/purchases/:purchase/items/:item',
  params: z.object({ slug: instanceSlug, purchase: recordId, item: recordId }),
  body: itemStatusRequestSchema,
  response: purchaseResponseSchema,
  credentials: true,
});

/** Every sent line of an order prepared at once (the kitchen). */
export const staffOrderPreparedCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/purchases/:purchase/prepared',
  params: purchaseInInstanceParams,
  response: purchaseResponseSchema,
  credentials: true,
});

/** The table's waiter call answered (the floor). */
export const staffWaiterCallAnsweredCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/purchases/:purchase/waiter-call',
  params: purchaseInInstanceParams,
  response: purchaseResponseSchema,
  credentials: true,
});

/** The purchase closed when the table leaves (the floor). */
export const staffClosePurchaseCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/purchases/:purchase/close',
  params: purchaseInInstanceParams,
  response: purchaseResponseSchema,
  credentials: true,
});

/** A pending payment approved or declined (`payments`). */
export const staffSettlePaymentCall = declareCall({
  method: 'PUT',
  path: '/staff/payments/:id.json',
  params: idPathParams,
  body: staffPaymentRequestSchema,
  response: paymentResponseSchema,
  credentials: true,
});
