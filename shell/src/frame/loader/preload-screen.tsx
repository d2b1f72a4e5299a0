import { useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { preloadModel } from '../frame-model.ts';

/**
 * The instance's preload (splash) screen: its `preload_background` (the `--mesa-preload-bg` theme
 * variable) and its preload logo over the whole page. `index.html` paints the same screen while a
 * client-rendered page boots; the frame shows it where a route waits. Its styles live in `index.html`,
 * which every page (client or server rendered) starts from.
 */
export function PreloadScreen({ delayed = false }: { delayed?: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const { name, logo } = useUnit(preloadModel);
  return (
    <div
      className={delayed ? 'mesa-preload mesa-preload--delayed' : 'mesa-preload'}
      role="status"
      data-testid="preload"
    >
      {logo ? <img className="mesa-preload__logo" src={logo} alt={name} /> : null}
      <span className="mesa-preload__spinner" aria-hidden="true" />
      <span className="mesa-visually-hidden">{t('loading')}</span>
    </div>
  );
}
