import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyManifestPlugin } from './early-manifest-plugin.ts';

const URL_MENU = 'http://la-brasa.localhost:5175/mf-manifest.json';
const URL_BOOKING = 'http://la-brasa.localhost:5177/mf-manifest.json';

function startedByHtml(response: Response) {
  window.__MESA_BOOT__ = { manifest: { url: URL_MENU, response: Promise.resolve(response) } };
}

const fetchHook = (url: string) => earlyManifestPlugin().fetch?.(url, {});

afterEach(() => {
  delete window.__MESA_BOOT__;
  vi.unstubAllGlobals();
});

describe('earlyManifestPlugin', () => {
  it('hands the early response over once, for its own URL only', async () => {
    const early = new Response('{"id":"mf_menu"}');
    startedByHtml(early);
    expect(fetchHook(URL_BOOKING)).toBeUndefined();
    await expect(fetchHook(URL_MENU)).resolves.toBe(early);
    expect(fetchHook(URL_MENU)).toBeUndefined();
  });

  it('leaves the request to the runtime when the HTML started none', () => {
    expect(fetchHook(URL_MENU)).toBeUndefined();
  });

  it('fetches again when the early response failed', async () => {
    const fresh = new Response('{"id":"mf_menu"}');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(fresh);
    vi.stubGlobal('fetch', fetchMock);
    startedByHtml(new Response('', { status: 502 }));
    await expect(fetchHook(URL_MENU)).resolves.toBe(fresh);
    expect(fetchMock).toHaveBeenCalledWith(URL_MENU);
  });
});
