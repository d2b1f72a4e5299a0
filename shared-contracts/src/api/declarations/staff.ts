import { browserTurn } from '../../model/browser-turn.ts';
import * as z from 'zod/mini';
import { paymentResponseSchema, staffPaymentRequestSchema } from '../../schemas/payment.ts';
import { bookingResponseSchema } from '../../schemas/booking.ts';
import {
  remoteSwitchRequestSchema,
  staffPopupSchema,
  staffRemotesResponseSchema,
} from '../../schemas/staff.ts';
import {
  auditListResponseSchema,
  auditQuerySchema,
  staffAccountResponseSchema,
  staffAccountUpdateSchema,
  staffInviteRequestSchema,
  staffInviteResponseSchema,
  staffPasswordChangeRequestSchema,
  staffRemovedResponseSchema,
  staffSessionSchema,
  staffSignInRequestSchema,
  staffSignOutResponseSchema,
  staffTeamResponseSchema,
} from '../../schemas/staff-accounts.ts';
import {
  floorSnapshotSchema,
  kitchenSnapshotSchema,
  staffBookingsQuerySchema,
  staffBookingsResponseSchema,
  staffBranchStateSchema,
  staffLiveEventSchema,
  staffMenuResponseSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
  staffProductResponseSchema,
  staffProductUpdateSchema,
} from '../../schemas/staff-console.ts';
import {
  itemStatusRequestSchema,
  orderStatusRequestSchema,
  purchaseResponseSchema,
} from '../../schemas/table-order.ts';
import { declareCall } from './declare.ts';
import { idPathParams, recordId, supplierRef } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

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

/** The printable QR sheet of a branch's tables and rooms (an SVG the console links to, not JSON). */
export const staffQrSheetCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/qr.svg',
  params: branchPathParams,
  response: z.string(),
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
const staffBranchStateRequestSchema = z
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

/** The branch's delivery and take-away orders still in progress, oldest first (`orders`). */
export const staffOrdersCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/orders',
  params: branchPathParams,
  query: staffOrdersQuerySchema,
  response: staffOrdersResponseSchema,
  credentials: true,
});

/** A delivery or take-away order moves to its next status. */
export const staffOrderStatusCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/purchases/:purchase/status',
  params: purchaseInInstanceParams,
  body: orderStatusRequestSchema,
  response: purchaseResponseSchema,
  credentials: true,
});

/** The branch's bookings by slot from its today on, the waitlist in order (`bookings`). */
export const staffBookingsCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/branches/:branch/bookings',
  params: branchPathParams,
  query: staffBookingsQuerySchema,
  response: staffBookingsResponseSchema,
  credentials: true,
});

/** The host's answer to a booking: approve, decline or seat. */
export const staffBookingActionCall = declareCall({
  method: 'PUT',
  path: '/staff/bookings/:id/:action',
  params: z.object({ id: recordId, action: z.enum(['approve', 'decline', 'seat']) }),
  response: bookingResponseSchema,
  credentials: true,
});

/** The instance's popup (null removes it): the diners' next config shows it. */
export const staffPopupCall = declareCall({
  method: 'PUT',
  path: '/staff/instances/:slug/popup',
  params: z.object({ slug: instanceSlug }),
  body: staffPopupSchema,
  response: staffPopupSchema,
  credentials: true,
});

const teamAccountParams = z.object({ slug: instanceSlug, account: recordId });

export const staffTeamCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/team',
  params: z.object({ slug: instanceSlug }),
  response: staffTeamResponseSchema,
  credentials: true,
});

/** An account created by an owner; the API makes its temporary password. */
export const staffInviteCall = declareCall({
  method: 'POST',
  path: '/staff/instances/:slug/team',
  params: z.object({ slug: instanceSlug }),
  body: staffInviteRequestSchema,
  response: staffInviteResponseSchema,
  status: [201],
  credentials: true,
});

export const staffAccountUpdateCall = declareCall({
  method: 'PATCH',
  path: '/staff/instances/:slug/team/:account',
  params: teamAccountParams,
  body: staffAccountUpdateSchema,
  response: staffAccountResponseSchema,
  credentials: true,
});

export const staffAccountRemoveCall = declareCall({
  method: 'DELETE',
  path: '/staff/instances/:slug/team/:account',
  params: teamAccountParams,
  response: staffRemovedResponseSchema,
  credentials: true,
});

/** The audit log, newest first; `before_id` pages on (`audit`). */
export const staffAuditCall = declareCall({
  method: 'GET',
  path: '/staff/instances/:slug/audit',
  params: z.object({ slug: instanceSlug }),
  query: auditQuerySchema,
  response: auditListResponseSchema,
  credentials: true,
});

/** The signed-in account's own password; the API signs out its other sessions. */
export const staffPasswordChangeCall = declareCall({
  method: 'PUT',
  path: '/staff/session/password',
  body: staffPasswordChangeRequestSchema,
  response: staffSessionSchema,
  credentials: true,
});
