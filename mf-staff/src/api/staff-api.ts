import {
  call,
  floorSnapshotCall,
  kitchenSnapshotCall,
  STAFF_CSRF_HEADER,
  staffClosePurchaseCall,
  staffLineStatusCall,
  staffOrderPreparedCall,
  staffSessionCall,
  staffSettlePaymentCall,
  staffSignInCall,
  staffSignOutCall,
  staffWaiterCallAnsweredCall,
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
};
