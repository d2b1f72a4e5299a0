import { useUnit } from 'effector-react';
import { useTranslation, webHref } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { OverlayDialog } from './overlay-dialog.tsx';
import { popupModel } from './overlays-model.ts';

/**
 * The operator's popup; the frame mounts it only on routes that allow popups (`popupsAllowedOn`).
 * Everything in it is operator input: texts render as text, the image and the link only when they are
 * web addresses.
 */
export function PopupDialog() {
  const { t } = useTranslation(SHELL_NS);
  const { popup, closed } = useUnit(popupModel);
  if (!popup) return null;
  const image = webHref(popup.image);
  const link = popup.link && webHref(popup.link.url);
  return (
    <OverlayDialog role="dialog" titleId="mesa-popup-title" testId="popup" onEscape={() => closed()}>
      {image ? <img className="mesa-popup__image" src={image} alt="" /> : null}
      <h2 id="mesa-popup-title">{popup.title}</h2>
      {popup.body ? <p>{popup.body}</p> : null}
      {link && popup.link?.label ? (
        <p>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {popup.link.label}
            <span className="mesa-visually-hidden"> {t('popupNewTab')}</span>
          </a>
        </p>
      ) : null}
      <button type="button" className="mesa-button" onClick={() => closed()}>
        {t('popupClose')}
      </button>
    </OverlayDialog>
  );
}
