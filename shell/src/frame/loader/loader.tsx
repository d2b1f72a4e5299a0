import { useState } from 'react';
import { useTranslation } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { PreloadScreen } from './preload-screen.tsx';
import { useHydrated } from '../use-hydrated.ts';

/**
 * What a route shows while it waits (its remote, a redirect, its data). Mounted in the browser it is the
 * instance's preload screen, faded in after a moment so a quick wait does not flash it. A loader that was
 * in the server's HTML stays the small spinner the server rendered: a server-rendered page never turns
 * into the splash while it hydrates.
 */
export function Loader() {
  const { t } = useTranslation(SHELL_NS);
  const hydrated = useHydrated();
  // Decided once, at mount: the hydrating render says false, a later mount true.
  const [overlay] = useState(hydrated);
  if (overlay) return <PreloadScreen delayed />;
  return (
    <div className="mesa-loader" role="status" aria-live="polite">
      <span className="mesa-spinner" aria-hidden="true" />
      <span className="mesa-visually-hidden">{t('loading')}</span>
    </div>
  );
}
