import {
  call,
  floorSnapshotCall,
  kitchenSnapshotCall,
  STAFF_CSRF_HEADER,
  staffBookingActionCall,
  staffBookingsCall,
  staffClosePurchaseCall,
  staffLineStatusCall,
  staffOrderPreparedCall,
  staffOrdersCall,
  staffOrderStatusCall,
  staffSessionCall,
  staffSettlePaymentCall,
  staffSignInCall,
  staffSignOutCall,
  staffWaiterCallAnsweredCall,
  type OrderStatus,
  type RequestHeaders,
  type StaffSignInRequest,
} from 'shared-contracts';

/** A write carries the session's CSRF token (the session cookie goes with every staff call). */
const csrfHeader = (csrf: string) => ({ [STAFF_CSRF_HEADER]: csrf });

/** The declared call of each purchase action. */
const purchaseActionCalls = {
  prepared: staffOrderPreparedCall,
  'waiter-call': staffWaiterCallAnsweredCall,
  close: staffClosePurchaseCall,
} as const;

/** The staff console's calls: only this remote makes them. */
export const staffApi = {
  session: (headers: RequestHeaders) => call(staffSessionCall, {}, headers),
  signIn: (body: StaffSignInRequest, headers: RequestHeaders) => call(staffSignInCall, { body }, headers),
  signOut: (csrf: string, headers: RequestHeaders) =>
    call(staffSignOutCall, { headers: csrfHeader(csrf) }, headers),
  kitchen: (slug: string, branch: string, headers: RequestHeaders) =>
    call(kitchenSnapshotCall, { params: { slug, branch } }, headers),
  floor: (slug: string, branch: string, headers: RequestHeaders) =>
    call(floorSnapshotCall, { params: { slug, branch } }, headers),
  /** A line moves forward: `prepared` (the kitchen) or `delivered` (the floor). */
  lineStatus: (
    change: {
      slug: string;
      purchaseId: number;
      itemId: number;
      status: 'prepared' | 'delivered';
      csrf: string;
    },
    headers: RequestHeaders,
  ) =>
    call(
      staffLineStatusCall,
      {
        params: { slug: change.slug, purchase: change.purchaseId, item: change.itemId },
        body: { status: change.status },
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  /** A purchase action: every sent line prepared, the waiter call answered, the table closed. */
  purchaseAction: (
    change: { slug: string; purchaseId: number; action: keyof typeof purchaseActionCalls; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      purchaseActionCalls[change.action],
      { params: { slug: change.slug, purchase: change.purchaseId }, headers: csrfHeader(change.csrf) },
      headers,
    ),
  settlePayment: (
    change: { paymentId: number; status: 'approved' | 'declined'; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffSettlePaymentCall,
      {
        params: { id: change.paymentId },
        body: { status: change.status },
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  /** The branch's delivery and take-away orders still in progress, oldest first. */
  orders: (slug: string, branch: string, headers: RequestHeaders) =>
    call(staffOrdersCall, { params: { slug, branch }, query: {} }, headers),
  /** A delivery or take-away order moves to its next status. */
  orderStatus: (
    change: { slug: string; purchaseId: number; status: OrderStatus; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffOrderStatusCall,
      {
        params: { slug: change.slug, purchase: change.purchaseId },
        body: { status: change.status },
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  /** The branch's bookings by slot from its today on (a week), the waitlist in order. */
  bookings: (slug: string, branch: string, headers: RequestHeaders) =>
    call(staffBookingsCall, { params: { slug, branch }, query: {} }, headers),
  /** The host's answer to a booking: approve, decline or seat. */
  bookingAction: (
    change: { bookingId: number; action: 'approve' | 'decline' | 'seat'; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffBookingActionCall,
      { params: { id: change.bookingId, action: change.action }, headers: csrfHeader(change.csrf) },
      headers,
    ),
};
