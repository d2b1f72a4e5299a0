import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { STAFF_PASSWORD_MIN_LENGTH, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { passwordFormModel, type PasswordField } from '../model/password-page.ts';
import { ApiErrorText } from './api-error-text.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextFields, type TextFieldSpec } from './text-field.tsx';

/** The current password and the new one twice, in inputs a password manager understands. */
export function PasswordForm() {
  const { t } = useTranslation(NS);
  const model = useUnit(passwordFormModel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.submitted();
  };
  const invalid = model.error !== null;
  const fields: TextFieldSpec<PasswordField>[] = [
    {
      field: 'current',
      label: t('password.current'),
      name: 'current-password',
      autoComplete: 'current-password',
    },
    {
      field: 'next',
      label: t('password.next'),
      name: 'new-password',
      autoComplete: 'new-password',
      minLength: STAFF_PASSWORD_MIN_LENGTH,
    },
    {
      field: 'repeat',
      label: t('password.repeat'),
      name: 'repeat-password',
      autoComplete: 'new-password',
    },
  ];
  return (
    <form className="st-sign-in" onSubmit={submit} noValidate aria-labelledby="st-password-title">
      <h2 id="st-password-title">{t('password.title')}</h2>
      {/* Every field is a password, marked invalid together, described by the error or else the hint. */}
      <TextFields
        fields={fields}
        type="password"
        values={model.typed}
        onChange={model.fieldChanged}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'st-password-error' : 'st-password-hint'}
      />
      <p id="st-password-hint">{t('password.hint', { min: STAFF_PASSWORD_MIN_LENGTH })}</p>
      {model.error && (
        <p id="st-password-error" className="st-error" role="alert">
          <ApiErrorText code={model.error} />
        </p>
      )}
      {model.changed && <p role="status">{t('password.changed')}</p>}
      <SubmitButton busy={model.saving}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
