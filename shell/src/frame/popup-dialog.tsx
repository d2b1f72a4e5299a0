import { useUnit } from 'effector-react';
import { SHELL_NS } from './i18n.ts';
import { OverlayDialog } from './overlay-dialog.tsx';
import { popupModel } from './overlays-model.ts';
import { useTranslation } from 'shared-contracts';

/** An instance's popup; the frame mounts it only on routes that allow popups (`popupsAllowedOn`). */
export function PopupDialog() {
  const { t } = useTranslation(SHELL_NS);
  const { popup, closed } = useUnit(popupModel);
  if (!popup) return null;
  return (
    <OverlayDialog role="dialog" titleId="mesa-popup-title" testId="popup" onEscape={() => closed()}>
      <h2 id="mesa-popup-title">{popup.title}</h2>
      <p>{popup.body}</p>
      <button type="button" className="mesa-button" onClick={() => closed()}>
        {t('popupClose')}
      </button>
    </OverlayDialog>
  );
}
