import {
  call,
  STAFF_CSRF_HEADER,
  staffRemoteSwitchCall,
  type RemoteName,
  type RequestHeaders,
} from 'shared-contracts';

/** The remotes screen's call: switch a remote on or off, pin it to a release or back to the current build. */
export const remotesApi = {
  switchRemote: (
    change: {
      slug: string;
      remote: RemoteName;
      change: { enabled?: boolean; release?: string | null };
      csrf: string;
    },
    headers: RequestHeaders,
  ) =>
    call(
      staffRemoteSwitchCall,
      {
        params: { slug: change.slug, remote: change.remote },
        body: change.change,
        headers: { [STAFF_CSRF_HEADER]: change.csrf },
      },
      headers,
    ),
};
