import { API_URL, STAFF_TOKEN } from './servers.ts';

/** The operator's call on one remote of one instance (docs/features/remotes.md); the answer as it came. */
export function changeRemote(
  instance: string,
  remote: string,
  change: { enabled?: boolean; release?: string | null },
): Promise<Response> {
  return fetch(`${API_URL}/staff/instances/${instance}/remotes/${remote}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}

async function expectOk(response: Promise<Response>): Promise<void> {
  const answer = await response;
  if (!answer.ok) throw new Error(`staff call failed: ${answer.status} ${await answer.text()}`);
}

/** The operator's switch: turns one remote on or off for one instance through the real staff call. */
export function switchRemote(instance: string, remote: string, enabled: boolean): Promise<void> {
  return expectOk(changeRemote(instance, remote, { enabled }));
}

/** Pins one instance to a published release of a remote, or back to its current build (null). */
export function pinRelease(instance: string, remote: string, release: string | null): Promise<void> {
  return expectOk(changeRemote(instance, remote, { release }));
}
