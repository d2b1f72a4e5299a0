import {
  floorSnapshotSchema,
  kitchenSnapshotSchema,
  paymentResponseSchema,
  purchaseResponseSchema,
  request,
  seg,
  STAFF_CSRF_HEADER,
  staffSessionSchema,
  staffSignOutResponseSchema,
  type RequestHeaders,
  type StaffSignInRequest,
} from 'shared-contracts';

/** The session is the API's HttpOnly cookie: every staff call sends it (the API is another port). */
const withSession = { withCredentials: true } as const;
/** A write carries the session's CSRF token as well. */
const writing = (csrf: string) => ({ ...withSession, headers: { [STAFF_CSRF_HEADER]: csrf } });

/** The staff console's calls: only this remote makes them. */
export const staffApi = {
  session: (headers: RequestHeaders) =>
    request(staffSessionSchema, { method: 'GET', url: '/staff/session', ...withSession }, headers),
  signIn: (body: StaffSignInRequest, headers: RequestHeaders) =>
    request(
      staffSessionSchema,
      { method: 'POST', url: '/staff/session', data: body, ...withSession },
      headers,
    ),
  signOut: (csrf: string, headers: RequestHeaders) =>
    request(
      staffSignOutResponseSchema,
      { method: 'DELETE', url: '/staff/session', ...writing(csrf) },
      headers,
    ),
  kitchen: (slug: string, branch: string, headers: RequestHeaders) =>
    request(
      kitchenSnapshotSchema,
      { method: 'GET', url: `/staff/instances/${seg(slug)}/branches/${seg(branch)}/kitchen`, ...withSession },
      headers,
    ),
  floor: (slug: string, branch: string, headers: RequestHeaders) =>
    request(
      floorSnapshotSchema,
      { method: 'GET', url: `/staff/instances/${seg(slug)}/branches/${seg(branch)}/floor`, ...withSession },
      headers,
    ),
  /** A line moves forward: `prepared` (the kitchen) or `delivered` (the floor). */
  lineStatus: (
    call: {
      slug: string;
      purchaseId: number;
      itemId: number;
      status: 'prepared' | 'delivered';
      csrf: string;
    },
    headers: RequestHeaders,
  ) =>
    request(
      purchaseResponseSchema,
      {
        method: 'PUT',
        url: `/staff/instances/${seg(call.slug)}/purchases/${seg(call.purchaseId)}/items/${seg(call.itemId)}`,
        data: { status: call.status },
        ...writing(call.csrf),
      },
      headers,
    ),
  /** A purchase action: every sent line prepared, the waiter call answered, the table closed. */
  purchaseAction: (
    call: { slug: string; purchaseId: number; action: 'prepared' | 'waiter-call' | 'close'; csrf: string },
    headers: RequestHeaders,
  ) =>
    request(
      purchaseResponseSchema,
      {
        method: 'PUT',
        url: `/staff/instances/${seg(call.slug)}/purchases/${seg(call.purchaseId)}/${call.action}`,
        ...writing(call.csrf),
      },
      headers,
    ),
  settlePayment: (
    call: { paymentId: number; status: 'approved' | 'declined'; csrf: string },
    headers: RequestHeaders,
  ) =>
    request(
      paymentResponseSchema,
      {
        method: 'PUT',
        url: `/staff/payments/${seg(call.paymentId)}.json`,
        data: { status: call.status },
        ...writing(call.csrf),
      },
      headers,
    ),
};
