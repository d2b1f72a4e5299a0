import {
  call,
  STAFF_CSRF_HEADER,
  staffBranchStateCall,
  staffMenuCall,
  staffPopupCall,
  staffProductUpdateCall,
  type RequestHeaders,
  type StaffBranchState,
  type StaffPopup,
  type StaffProductUpdate,
} from 'shared-contracts';

/** A write carries the session's CSRF token (the session cookie goes with every staff call). */
const csrfHeader = (csrf: string) => ({ [STAFF_CSRF_HEADER]: csrf });

/** The menu screen's calls: a branch's products, a product's change, the branch's switches of the day. */
export const menuApi = {
  menu: (ref: { slug: string; branch: string }, headers: RequestHeaders) =>
    call(staffMenuCall, { params: { slug: ref.slug, branch: ref.branch } }, headers),
  updateProduct: (
    change: { slug: string; branch: string; productId: number; change: StaffProductUpdate; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffProductUpdateCall,
      {
        params: { slug: change.slug, branch: change.branch, product: change.productId },
        body: change.change,
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  branchState: (
    change: { slug: string; branch: string; change: Partial<StaffBranchState>; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffBranchStateCall,
      {
        params: { slug: change.slug, branch: change.branch },
        body: change.change,
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  /** The instance's popup (null removes it): the diners' next config shows it. */
  popup: (change: { slug: string; body: StaffPopup; csrf: string }, headers: RequestHeaders) =>
    call(
      staffPopupCall,
      { params: { slug: change.slug }, body: change.body, headers: csrfHeader(change.csrf) },
      headers,
    ),
};
