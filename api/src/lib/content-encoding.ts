import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BoundedCache } from 'shared-contracts/bounded-cache';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` in each encoding, compressed at the highest level: it is done once per cached version. */
export async function encodeAll(body: string): Promise<Record<ContentEncoding, Buffer>> {
  const identity = Buffer.from(body, 'utf8');
  // zlib's async calls run on the thread pool: a miss never stalls the event loop for the others.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** The q-value of each coding named in `Accept-Encoding` (`*` included); a bad q counts as 0. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(value) ? value : 0);
  }
  return result;
}

// Browsers send a handful of distinct headers; parsing one on every cached hit was 4 % of the API's
// time under load (a CPU profile of the config route). Long headers are parsed, never kept.
const chosen = new BoundedCache<ContentEncoding>(64);
const CACHED_HEADER_LENGTH = 200;

/** The coding to send for an `Accept-Encoding` header: brotli, then gzip, else the plain body. */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  if (header.length > CACHED_HEADER_LENGTH) return choose(header);
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = choose(header);
    chosen.set(header, encoding);
  }
  return encoding;
}

function choose(header: string): ContentEncoding {
  const q = qualities(header);
  const quality = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = quality('br');
  const gz = quality('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}
