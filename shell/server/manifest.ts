/** The parts of a remote's `mf-manifest.json` the server turns into `<link>` tags. */
export interface RemoteManifest {
  url: string;
  remoteEntry: string;
  /** The `./routes` expose's own chunks and share proxies. */
  scripts: string[];
  styles: string[];
  /**
   * The chunk of the remote's texts in English and Portuguese (`src/i18n-others.ts`, loaded on demand):
   * preloaded by a page served in one of those languages, never by a Spanish one.
   */
  laterTexts: string[];
}

/** The remote's own chunk of later texts; not `common-others`, its unused copy of the shared package's. */
const LATER_TEXTS_CHUNK = /(^|\/)i18n-others-[\w-]+\.js$/;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** What the inline boot script of index.html reads from a manifest, read the same way here. */
export function parseManifest(json: unknown): Omit<RemoteManifest, 'url'> | null {
  const entry = field(field(json, 'metaData'), 'remoteEntry');
  const entryName = field(entry, 'name');
  if (typeof entryName !== 'string') return null;
  const entryPath = field(entry, 'path');
  const exposes = field(json, 'exposes');
  const routes = Array.isArray(exposes) ? exposes.find((e) => field(e, 'path') === './routes') : undefined;
  const assets = field(routes, 'assets');
  const js = field(assets, 'js');
  return {
    remoteEntry: `${typeof entryPath === 'string' ? entryPath : ''}${entryName}`,
    scripts: [
      ...strings(field(js, 'sync')),
      // Small share proxies, not the remote's fallback copies of shared libraries.
      ...strings(field(js, 'async')).filter((file) => file.includes('loadShare')),
    ],
    styles: strings(field(field(assets, 'css'), 'sync')),
    laterTexts: strings(field(js, 'async')).filter((file) => LATER_TEXTS_CHUNK.test(file)),
  };
}

/** A file of the manifest as an absolute URL beside the manifest (`publicPath: "auto"`). */
export function manifestFileUrl(manifest: Pick<RemoteManifest, 'url'>, file: string): string {
  return new URL(file.replace(/^\//, ''), manifest.url).href;
}
