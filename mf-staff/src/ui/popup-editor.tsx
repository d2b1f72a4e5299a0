import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { POPUP_BODY_MAX, POPUP_TITLE_MAX, popupEditorModel } from '../model/popup-editor.ts';
import { ApiErrorAlert } from './api-error-text.tsx';
import { SubmitButton } from './submit-button.tsx';

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
      {/* No `maxLength`: it counts UTF-16 units (an emoji as two); the model keeps characters as seen. */}
      <label>
        {t('popup.heading')}
        <input
          value={model.draft.title}
          disabled={!model.draft.active}
          aria-describedby="st-popup-title-count"
          onChange={(event) => model.titleChanged(event.target.value)}
        />
      </label>
      <p id="st-popup-title-count" className="st-count">
        {t('popup.count', { count: model.lengths.title, max: POPUP_TITLE_MAX })}
      </p>
      <label>
        {t('popup.body')}
        <textarea
          value={model.draft.body}
          rows={3}
          disabled={!model.draft.active}
          aria-describedby="st-popup-body-count"
          onChange={(event) => model.bodyChanged(event.target.value)}
        />
      </label>
      <p id="st-popup-body-count" className="st-count">
        {t('popup.count', { count: model.lengths.body, max: POPUP_BODY_MAX })}
      </p>
      <p>{t('popup.hint')}</p>
      {model.error && (
        <ApiErrorAlert code={model.error} values={{ title: POPUP_TITLE_MAX, body: POPUP_BODY_MAX }} />
      )}
      {model.saved && <p role="status">{t('popup.saved')}</p>}
      <SubmitButton busy={model.saving}>{t('popup.save')}</SubmitButton>
    </form>
  );
}
