import { useUnit } from 'effector-react';
import { SHELL_NS } from '../i18n.ts';
import { OverlayDialog } from './overlay-dialog.tsx';
import { errorDialogModel } from './overlays-model.ts';
import { useTranslation } from 'shared-contracts';

const ICONS = { error: '⛔', warning: '⚠️', info: 'ℹ️' } as const;

/** The error dialog any package raises with `errorRaised` (a `common` key, an optional message, an icon). */
export function ErrorDialog() {
  const { t } = useTranslation(SHELL_NS);
  const { dialog, dismissed } = useUnit(errorDialogModel);
  if (!dialog) return null;
  return (
    <OverlayDialog
      role="alertdialog"
      titleId="mesa-error-title"
      testId="error-dialog"
      icon={dialog.icon}
      onEscape={() => dismissed()}
    >
      <span className="mesa-dialog__icon" role="img" aria-label={t(`icon.${dialog.icon}`)}>
        {ICONS[dialog.icon]}
      </span>
      <h2 id="mesa-error-title">{t(dialog.key, { ns: 'common' })}</h2>
      {dialog.message ? <p>{dialog.message}</p> : null}
      <button type="button" className="mesa-button" onClick={() => dismissed()}>
        {t('dismiss')}
      </button>
    </OverlayDialog>
  );
}
