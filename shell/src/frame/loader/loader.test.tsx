// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { $instance } from 'shared-contracts';
import { makeInstanceConfig } from 'shared-contracts/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { registerShellTranslations } from '../i18n.ts';
import { Loader } from './loader.tsx';

registerShellTranslations();
afterEach(() => {
  document.body.innerHTML = '';
});

const withInstance = (overrides: Parameters<typeof makeInstanceConfig>[0]) =>
  fork({ values: [[$instance, makeInstanceConfig(overrides)]] });
const mirador = () =>
  withInstance({
    name: 'Hotel Mirador',
    preload: { logo: 'http://api.test/images/mirador-logo.svg' },
    header: { logo: 'http://api.test/images/header.svg' },
  });
const loader = (s = mirador()) => (
  <Provider value={s}>
    <Loader />
  </Provider>
);

/** Mounts the loader in the browser (not hydrating), as a route that starts waiting does. */
async function mount(s = mirador()) {
  const root = document.createElement('div');
  document.body.append(root);
  await act(async () => {
    createRoot(root).render(loader(s));
  });
  return root;
}

describe('Loader', () => {
  it('mounted in the browser is the instance’s preload screen, faded in after a moment', async () => {
    const preload = (await mount()).querySelector('[data-testid="preload"]');
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
    const none = await mount(
      withInstance({ preload: { logo: 'javascript:alert(1)' }, header: { logo: '' } }),
    );
    expect(none.querySelector('[data-testid="preload"]')).not.toBeNull();
    expect(none.querySelector('img')).toBeNull();
    const header = await mount(
      withInstance({ preload: { logo: '' }, header: { logo: 'https://x.test/h.svg' } }),
    );
    expect(header.querySelector('img')?.getAttribute('src')).toBe('https://x.test/h.svg');
  });
});
