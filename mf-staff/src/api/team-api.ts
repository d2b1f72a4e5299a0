import {
  auditListResponseSchema,
  request,
  seg,
  STAFF_CSRF_HEADER,
  staffAccountResponseSchema,
  staffInviteResponseSchema,
  staffRemovedResponseSchema,
  staffSessionSchema,
  staffTeamResponseSchema,
  type AuditQuery,
  type RequestHeaders,
  type StaffInviteRequest,
  type StaffPasswordChangeRequest,
  type StaffRole,
} from 'shared-contracts';

const withSession = { withCredentials: true } as const;
const writing = (csrf: string) => ({ ...withSession, headers: { [STAFF_CSRF_HEADER]: csrf } });
const team = (slug: string) => `/staff/instances/${seg(slug)}/team`;

/** The team, audit and own-password screens' calls. */
export const teamApi = {
  team: (slug: string, headers: RequestHeaders) =>
    request(staffTeamResponseSchema, { method: 'GET', url: team(slug), ...withSession }, headers),
  invite: (call: { slug: string; body: StaffInviteRequest; csrf: string }, headers: RequestHeaders) =>
    request(
      staffInviteResponseSchema,
      { method: 'POST', url: team(call.slug), data: call.body, ...writing(call.csrf) },
      headers,
    ),
  setRoles: (
    call: { slug: string; account: number; roles: StaffRole[]; csrf: string },
    headers: RequestHeaders,
  ) =>
    request(
      staffAccountResponseSchema,
      {
        method: 'PATCH',
        url: `${team(call.slug)}/${seg(call.account)}`,
        data: { roles: call.roles },
        ...writing(call.csrf),
      },
      headers,
    ),
  remove: (call: { slug: string; account: number; csrf: string }, headers: RequestHeaders) =>
    request(
      staffRemovedResponseSchema,
      { method: 'DELETE', url: `${team(call.slug)}/${seg(call.account)}`, ...writing(call.csrf) },
      headers,
    ),
  audit: (call: { slug: string; query: AuditQuery }, headers: RequestHeaders) =>
    request(
      auditListResponseSchema,
      {
        method: 'GET',
        url: `/staff/instances/${seg(call.slug)}/audit`,
        params: call.query,
        ...withSession,
      },
      headers,
    ),
  changePassword: (call: { body: StaffPasswordChangeRequest; csrf: string }, headers: RequestHeaders) =>
    request(
      staffSessionSchema,
      { method: 'PUT', url: '/staff/session/password', data: call.body, ...writing(call.csrf) },
      headers,
    ),
};
