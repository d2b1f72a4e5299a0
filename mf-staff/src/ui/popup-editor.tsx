import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { popupEditorModel } from '../model/popup-editor.ts';
import { ApiErrorAlert } from './api-error-text.tsx';

/** The instance's popup among the day's switches: shown or not, its title and text. */
export function PopupEditor() {
  const { t } = useTranslation(NS);
  const model = useUnit(popupEditorModel);
  if (!model.allowed) return null;
  const save = (event: FormEvent) => {
    event.preventDefault();
    model.popupSaved();
  };
  return (
    <form className="st-sign-in st-popup" onSubmit={save} noValidate aria-labelledby="st-popup-title">
      <h2 id="st-popup-title">{t('popup.title')}</h2>
      <label className="st-check">
        <input
          type="checkbox"
          role="switch"
          checked={model.draft.active}
          onChange={(event) => model.activeToggled(event.target.checked)}
        />
        {t('popup.active')}
      </label>
      <label>
        {t('popup.heading')}
        <input
          value={model.draft.title}
          maxLength={120}
          disabled={!model.draft.active}
          onChange={(event) => model.titleChanged(event.target.value)}
        />
      </label>
      <label>
        {t('popup.body')}
        <textarea
          value={model.draft.body}
          rows={3}
          maxLength={600}
          disabled={!model.draft.active}
          onChange={(event) => model.bodyChanged(event.target.value)}
        />
      </label>
      <p>{t('popup.hint')}</p>
      {model.error && <ApiErrorAlert code={model.error} />}
      {model.saved && <p role="status">{t('popup.saved')}</p>}
      {/* Not `disabled` while saving: that would drop the keyboard's focus (the model waits). */}
      <button type="submit" className="mesa-button" aria-disabled={model.saving || undefined}>
        {t('popup.save')}
      </button>
    </form>
  );
}
