import { REMOTE_PORTS } from 'shared-contracts/ports';
import { isLocalHostname } from '../../lib/instance.ts';

/**
 * The diner's detail link (path `/book_info/{id}/{token}`) on the instance's own site; a local demo
 * host is served on the shell's port.
 */
export function bookingDetailUrl(domain: string, id: number, token: string): string {
  const origin = isLocalHostname(domain) ? `http://${domain}:${REMOTE_PORTS.shell}` : `https://${domain}`;
  return `${origin}/book_info/${id}/${encodeURIComponent(token)}`;
}
