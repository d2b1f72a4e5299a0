import {
  request,
  seg,
  STAFF_CSRF_HEADER,
  staffBranchStateSchema,
  staffMenuResponseSchema,
  staffProductResponseSchema,
  type RequestHeaders,
  type StaffBranchState,
  type StaffProductUpdate,
} from 'shared-contracts';

/** The session is the API's HttpOnly cookie; a write carries the session's CSRF token as well. */
const withSession = { withCredentials: true } as const;
const writing = (csrf: string) => ({ ...withSession, headers: { [STAFF_CSRF_HEADER]: csrf } });
const branchUrl = (slug: string, branch: string) => `/staff/instances/${seg(slug)}/branches/${seg(branch)}`;

/** The menu screen's calls: a branch's products, a product's change, the branch's switches of the day. */
export const menuApi = {
  menu: (call: { slug: string; branch: string }, headers: RequestHeaders) =>
    request(
      staffMenuResponseSchema,
      { method: 'GET', url: `${branchUrl(call.slug, call.branch)}/menu`, ...withSession },
      headers,
    ),
  updateProduct: (
    call: { slug: string; branch: string; productId: number; change: StaffProductUpdate; csrf: string },
    headers: RequestHeaders,
  ) =>
    request(
      staffProductResponseSchema,
      {
        method: 'PATCH',
        url: `${branchUrl(call.slug, call.branch)}/products/${seg(call.productId)}`,
        data: call.change,
        ...writing(call.csrf),
      },
      headers,
    ),
  branchState: (
    call: { slug: string; branch: string; change: Partial<StaffBranchState>; csrf: string },
    headers: RequestHeaders,
  ) =>
    request(
      staffBranchStateSchema,
      {
        method: 'PUT',
        url: `${branchUrl(call.slug, call.branch)}/state`,
        data: call.change,
        ...writing(call.csrf),
      },
      headers,
    ),
};
