import { API_URL, STAFF_TOKEN } from './servers.ts';

const sheets = new Map<string, Promise<string[]>>();

/** Every link the staff QR sheet of a branch prints (each code's URL is the `<title>` of its QR). */
function qrSheetLinks(instance: string, branch: string): Promise<string[]> {
  const key = `${instance}/${branch}`;
  let links = sheets.get(key);
  if (!links) {
    links = (async () => {
      const response = await fetch(`${API_URL}/staff/instances/${instance}/branches/${branch}/qr.svg`, {
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      if (!response.ok) throw new Error(`QR sheet of ${key}: ${response.status} ${await response.text()}`);
      const svg = await response.text();
      return [...svg.matchAll(/<title>([^<]+)<\/title>/g)].map((match) =>
        (match[1] ?? '').replaceAll('&amp;', '&'),
      );
    })();
    sheets.set(key, links);
  }
  return links;
}

/**
 * The link a diner's phone opens from the printed QR of table (or room) `code`: read from the staff's
 * QR sheet, so whatever the sheet prints (the code, a key) is what the journey opens.
 */
export async function tableLink(instance: string, branch: string, code: string): Promise<string> {
  const links = await qrSheetLinks(instance, branch);
  const link = links.find((url) => new URL(url).searchParams.get('mesa') === code);
  if (!link) throw new Error(`The QR sheet of ${instance}/${branch} prints no code ${code}`);
  return link;
}
