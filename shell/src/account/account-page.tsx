import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { Loader } from '../frame/loader.tsx';
import { SHELL_NS } from '../frame/i18n.ts';
import type { AccountField } from './account-form.ts';
import { accountModel } from './account-model.ts';
import { PhoneVerification } from './phone-verification.tsx';
import { useTranslation } from 'shared-contracts';

const FIELDS: { field: AccountField; type: string; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** `/{supplier}/account`: the diner's name, email and phone (SPEC section 5's checks before saving). */
export function AccountPage() {
  const { t } = useTranslation(SHELL_NS);
  const { fields, errors, status, busy, opened, changed, submitted } = useUnit(accountModel);
  useEffect(() => opened(), [opened]);

  if (status === 'loading') return <Loader />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  return (
    <section className="mesa-account" data-testid="account">
      <h1>{t('account.title')}</h1>
      <form onSubmit={submit} noValidate>
        {FIELDS.map(({ field, type, autoComplete }) => {
          const error = errors[field];
          return (
            <p key={field}>
              <label htmlFor={`account-${field}`}>{t(`account.${field}`)}</label>
              <input
                id={`account-${field}`}
                type={type}
                autoComplete={autoComplete}
                value={fields[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `account-${field}-error` : undefined}
                onChange={(event) => changed({ field, value: event.target.value })}
              />
              {error ? (
                <span id={`account-${field}-error`} role="alert">
                  {t(`account.error.${error}`)}
                </span>
              ) : null}
            </p>
          );
        })}
        {/* aria-disabled, not disabled: a disabled button drops the focus, which the error dialog gives back. */}
        <button type="submit" className="mesa-button" aria-disabled={busy}>
          {t('account.save')}
        </button>
        {status === 'saved' ? <p role="status">{t('account.saved')}</p> : null}
        {status === 'failed' ? <p role="alert">{t('account.failed')}</p> : null}
      </form>
      <PhoneVerification />
    </section>
  );
}
