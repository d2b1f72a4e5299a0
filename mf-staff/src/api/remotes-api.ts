import {
  request,
  seg,
  STAFF_CSRF_HEADER,
  staffRemotesResponseSchema,
  type RemoteName,
  type RequestHeaders,
} from 'shared-contracts';

/** The remotes screen's call: switch a remote on or off, pin it to a release or back to the current build. */
export const remotesApi = {
  switchRemote: (
    call: {
      slug: string;
      remote: RemoteName;
      change: { enabled?: boolean; release?: string | null };
      csrf: string;
    },
    headers: RequestHeaders,
  ) =>
    request(
      staffRemotesResponseSchema,
      {
        method: 'PUT',
        url: `/staff/instances/${seg(call.slug)}/remotes/${seg(call.remote)}`,
        data: call.change,
        withCredentials: true,
        headers: { [STAFF_CSRF_HEADER]: call.csrf },
      },
      headers,
    ),
};
