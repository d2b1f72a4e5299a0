import { API_URL, STAFF_TOKEN } from './servers.ts';

/** The operator's switch: turns one remote on or off for one instance through the real staff call. */
export async function switchRemote(instance: string, remote: string, enabled: boolean): Promise<void> {
  const response = await fetch(`${API_URL}/staff/instances/${instance}/remotes/${remote}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`staff switch failed: ${response.status} ${await response.text()}`);
}
