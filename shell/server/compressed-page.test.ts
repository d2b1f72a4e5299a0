import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from './compressed-page.ts';

const page = `<!doctype html><html><body>${'<li class="mn-product">Empanadas x3</li>'.repeat(200)}</body></html>`;

describe('a rendered page, compressed for the browser', () => {
  it('is brotli for a browser that takes it, and reads back as the same page, much smaller', async () => {
    const sent = await compressedPage(page, 'gzip, deflate, br, zstd');
    expect(sent.encoding).toBe('br');
    expect(brotliDecompressSync(sent.body).toString()).toBe(page);
    expect(sent.body.length).toBeLessThan(page.length / 5);
  });

  it('is gzip for a browser that takes only gzip, or prefers it', async () => {
    const onlyGzip = await compressedPage(page, 'gzip');
    expect(onlyGzip.encoding).toBe('gzip');
    expect(gunzipSync(onlyGzip.body).toString()).toBe(page);
    expect((await compressedPage(page, 'br;q=0.5, gzip;q=1')).encoding).toBe('gzip');
  });

  it('is sent as it is without an encoding the browser takes, and an empty body stays empty', async () => {
    expect(await compressedPage(page, undefined)).toEqual({ body: page, encoding: null });
    expect(await compressedPage(page, 'identity')).toEqual({ body: page, encoding: null });
    expect(await compressedPage(page, 'br;q=0, gzip;q=0')).toEqual({ body: page, encoding: null });
    expect(await compressedPage('', 'br')).toEqual({ body: '', encoding: null });
  });
});
