import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest.ts';

const manifest = (async: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['assets/routes-1.js'], async },
        css: { sync: ['assets/routes-1.css'], async: [] },
      },
    },
  ],
});

describe('parseManifest', () => {
  it("keeps the route's chunks, its share proxies and its own later texts apart", () => {
    const parsed = parseManifest(
      manifest([
        'assets/_virtual_mf___loadShare__react__loadShare__.js-1.js',
        'assets/i18n-others-Ab_1.js',
        // The remote's unused copy of the shared package's texts, and a chunk loaded on demand.
        'assets/common-others-2.js',
        'assets/phone-3.js',
      ]),
    );
    expect(parsed).toEqual({
      remoteEntry: 'remoteEntry.js',
      scripts: ['assets/routes-1.js', 'assets/_virtual_mf___loadShare__react__loadShare__.js-1.js'],
      styles: ['assets/routes-1.css'],
      laterTexts: ['assets/i18n-others-Ab_1.js'],
    });
  });

  it('reads no later texts from a remote built before they had a chunk of their own', () => {
    expect(parseManifest(manifest(['assets/phone-3.js']))?.laterTexts).toEqual([]);
    expect(parseManifest({ exposes: [] })).toBeNull();
  });
});
