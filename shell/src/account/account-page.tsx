import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import {
  DOCUMENT_TYPES,
  Field,
  phoneCountriesFor,
  PROFILE_CATEGORIES,
  SEXES,
  useTranslation,
} from 'shared-contracts';
import { Loader } from '../frame/loader.tsx';
import { SHELL_NS } from '../frame/i18n.ts';
import type { AccountField } from './account-form.ts';
import { accountModel } from './account-model.ts';
import { PhoneVerification } from './phone-verification.tsx';

/** The country's name in the page's language (`Colombia`), else its code. */
function countryName(iso2: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

/**
 * `/{supplier}/account`: the diner's profile: name, email, the phone with its country's
 * code, sex, document and the kinds of food they like; the form's checks before saving; then the
 * phone's verification code.
 */
export function AccountPage() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { fields, errors, status, busy, country, opened, changed, categoryToggled, submitted } =
    useUnit(accountModel);
  useEffect(() => opened(), [opened]);

  if (status === 'loading') return <Loader />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  const message = (field: AccountField) => {
    const key = errors[field];
    return key ? t(`account.error.${key}`) : undefined;
  };
  const control = (field: AccountField) => ({
    id: `account-${field}`,
    value: fields[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => changed({ field, value: event.target.value }),
  });
  const lang = i18n.language.split('-')[0] ?? 'es';
  return (
    <section className="mesa-page mesa-account" data-testid="account">
      <h1 className="mesa-title">{t('account.title')}</h1>
      <p className="mesa-account__intro">{t('account.intro')}</p>
      <form className="mesa-account__card" onSubmit={submit} noValidate>
        <Field id="account-name" label={t('account.name')} error={message('name')} block="mesa-field">
          {(describedBy) => (
            <input type="text" autoComplete="name" aria-describedby={describedBy} {...control('name')} />
          )}
        </Field>
        <Field id="account-email" label={t('account.email')} error={message('email')} block="mesa-field">
          {(describedBy) => (
            <input
              type="email"
              inputMode="email"
              autoComplete="email"
              aria-describedby={describedBy}
              {...control('email')}
            />
          )}
        </Field>
        <div className="mesa-account__row mesa-account__row--phone">
          <Field
            id="account-phoneCountry"
            label={t('account.phoneCode')}
            error={undefined}
            block="mesa-field"
          >
            {(describedBy) => (
              <select
                autoComplete="tel-country-code"
                aria-describedby={describedBy}
                {...control('phoneCountry')}
              >
                {phoneCountriesFor(country).map(({ iso2, code }) => (
                  <option key={iso2} value={iso2}>
                    {t('account.phoneCodeOption', { country: countryName(iso2, lang), code })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="account-phone" label={t('account.phone')} error={message('phone')} block="mesa-field">
            {(describedBy) => (
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                aria-describedby={describedBy}
                {...control('phone')}
              />
            )}
          </Field>
        </div>
        <Field id="account-sex" label={t('account.sex')} error={undefined} block="mesa-field">
          {(describedBy) => (
            <select aria-describedby={describedBy} {...control('sex')}>
              <option value="">{t('account.sexUnsaid')}</option>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {t(`account.sexes.${sex}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="mesa-account__row">
          <Field id="account-dniType" label={t('account.dniType')} error={undefined} block="mesa-field">
            {(describedBy) => (
              <select aria-describedby={describedBy} {...control('dniType')}>
                <option value="">{t('account.dniTypeNone')}</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`account.dniTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="account-dni" label={t('account.dni')} error={message('dni')} block="mesa-field">
            {(describedBy) => (
              <input type="text" autoComplete="off" aria-describedby={describedBy} {...control('dni')} />
            )}
          </Field>
        </div>
        <fieldset className="mesa-account__categories">
          <legend>{t('account.categories')}</legend>
          {PROFILE_CATEGORIES.map((category) => (
            <label key={category} className="mesa-account__category">
              <input
                type="checkbox"
                checked={fields.categories.includes(category)}
                onChange={() => categoryToggled(category)}
              />
              {t(`account.category.${category}`)}
            </label>
          ))}
        </fieldset>
        {/* aria-disabled, not disabled: a disabled button drops the focus, which the error dialog gives back. */}
        <button type="submit" className="mesa-button mesa-button--wide" aria-disabled={busy}>
          {t('account.save')}
        </button>
        {status === 'saved' ? <p role="status">{t('account.saved')}</p> : null}
        {status === 'failed' ? <p role="alert">{t('account.failed')}</p> : null}
      </form>
      <PhoneVerification />
    </section>
  );
}
