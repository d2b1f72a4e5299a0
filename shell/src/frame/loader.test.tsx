// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { $instance } from 'shared-contracts';
import { makeInstanceConfig } from 'shared-contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { registerShellTranslations } from './i18n.ts';
import { Loader } from './loader.tsx';

registerShellTranslations();
afterEach(() => {
  document.body.innerHTML = '';
});

const scope = () =>
  fork({
    values: [
      [
        $instance,
        makeInstanceConfig({
          name: 'Hotel Mirador',
          preload: { logo: 'http://api.test/images/mirador-logo.svg' },
          header: { logo: 'http://api.test/images/header.svg' },
        }),
      ],
    ],
  });
const loader = (s = scope()) => (
  <Provider value={s}>
    <Loader />
  </Provider>
);

describe('Loader', () => {
  it('mounted in the browser is the instance’s preload screen, faded in after a moment', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => {
      createRoot(root).render(loader());
    });
    const preload = root.querySelector('[data-testid="preload"]');
    expect(preload?.className).toBe('mesa-preload mesa-preload--delayed');
    const logo = preload?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('http://api.test/images/mirador-logo.svg');
    expect(logo?.getAttribute('alt')).toBe('Hotel Mirador');
  });

  it('in a server render, and once that HTML hydrates, stays the small spinner (no splash flash)', async () => {
    const html = renderToString(loader());
    expect(html).toContain('mesa-loader');
    expect(html).not.toContain('mesa-preload');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, loader());
    });
    expect(root.querySelector('.mesa-loader')).not.toBeNull();
    expect(root.querySelector('[data-testid="preload"]')).toBeNull();
  });

  it('uses the header logo when the instance has no preload logo, and no logo that is not a web address', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const noPreload = fork({
      values: [
        [$instance, makeInstanceConfig({ preload: { logo: 'javascript:alert(1)' }, header: { logo: '' } })],
      ],
    });
    await act(async () => {
      createRoot(root).render(loader(noPreload));
    });
    expect(root.querySelector('[data-testid="preload"]')).not.toBeNull();
    expect(root.querySelector('img')).toBeNull();

    const other = document.createElement('div');
    document.body.append(other);
    const headerOnly = fork({
      values: [
        [$instance, makeInstanceConfig({ preload: { logo: '' }, header: { logo: 'https://x.test/h.svg' } })],
      ],
    });
    await act(async () => {
      createRoot(other).render(loader(headerOnly));
    });
    expect(other.querySelector('img')?.getAttribute('src')).toBe('https://x.test/h.svg');
  });
});
