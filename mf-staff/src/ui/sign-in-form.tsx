import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { homePageModel } from '../model/home-page.ts';
import { ApiErrorText } from './api-error-text.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextFields, type TextFieldSpec } from './text-field.tsx';

/** Email and password in standard inputs, so a password manager fills and saves them. */
export function SignInForm() {
  const { t } = useTranslation(NS);
  const model = useUnit(homePageModel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.signInSubmitted();
  };
  const fields: TextFieldSpec<'email' | 'password'>[] = [
    { field: 'email', label: t('signIn.email'), type: 'email', name: 'email', autoComplete: 'username' },
    {
      field: 'password',
      label: t('signIn.password'),
      type: 'password',
      name: 'password',
      autoComplete: 'current-password',
    },
  ];
  const invalid = {
    'aria-invalid': model.$signInError !== null,
    'aria-describedby': model.$signInError ? 'st-sign-in-error' : undefined,
  };
  return (
    <form className="st-sign-in" onSubmit={submit} noValidate aria-labelledby="st-sign-in-title">
      <h2 id="st-sign-in-title">{t('signIn.title')}</h2>
      <TextFields
        fields={fields}
        values={model.$signInValues}
        onChange={model.signInChanged}
        required
        {...invalid}
      />
      {model.$signInError && (
        <p id="st-sign-in-error" className="st-error" role="alert">
          <ApiErrorText code={model.$signInError} />
        </p>
      )}
      <SubmitButton busy={model.$signingIn}>
        {model.$signingIn ? t('signIn.sending') : t('signIn.submit')}
      </SubmitButton>
    </form>
  );
}
