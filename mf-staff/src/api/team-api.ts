import {
  call,
  STAFF_CSRF_HEADER,
  staffAccountRemoveCall,
  staffAccountUpdateCall,
  staffAuditCall,
  staffInviteCall,
  staffPasswordChangeCall,
  staffTeamCall,
  type AuditQuery,
  type RequestHeaders,
  type StaffInviteRequest,
  type StaffPasswordChangeRequest,
  type StaffRole,
} from 'shared-contracts';

/** A write carries the session's CSRF token (the session cookie goes with every staff call). */
const csrfHeader = (csrf: string) => ({ [STAFF_CSRF_HEADER]: csrf });

/** The team, audit and own-password screens' calls. */
export const teamApi = {
  team: (slug: string, headers: RequestHeaders) => call(staffTeamCall, { params: { slug } }, headers),
  invite: (change: { slug: string; body: StaffInviteRequest; csrf: string }, headers: RequestHeaders) =>
    call(
      staffInviteCall,
      { params: { slug: change.slug }, body: change.body, headers: csrfHeader(change.csrf) },
      headers,
    ),
  setRoles: (
    change: { slug: string; account: number; roles: StaffRole[]; csrf: string },
    headers: RequestHeaders,
  ) =>
    call(
      staffAccountUpdateCall,
      {
        params: { slug: change.slug, account: change.account },
        body: { roles: change.roles },
        headers: csrfHeader(change.csrf),
      },
      headers,
    ),
  remove: (change: { slug: string; account: number; csrf: string }, headers: RequestHeaders) =>
    call(
      staffAccountRemoveCall,
      { params: { slug: change.slug, account: change.account }, headers: csrfHeader(change.csrf) },
      headers,
    ),
  audit: (change: { slug: string; query: AuditQuery }, headers: RequestHeaders) =>
    call(staffAuditCall, { params: { slug: change.slug }, query: change.query }, headers),
  changePassword: (change: { body: StaffPasswordChangeRequest; csrf: string }, headers: RequestHeaders) =>
    call(staffPasswordChangeCall, { body: change.body, headers: csrfHeader(change.csrf) }, headers),
};
