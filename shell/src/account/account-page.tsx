import { useGate, useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import {
  ContactFields,
  Field,
  formControls,
  phoneCountriesFor,
  PROFILE_CATEGORIES,
  PROFILE_NAME_MAX,
  SEXES,
  useTranslation,
} from 'shared-contracts';
import type { AccountField } from './account-form.ts';
import { AccountPageGate, accountModel } from './account-model.ts';
import { ACCOUNT_NS, registerAccountTranslations } from './account-texts.ts';
import { PhoneVerification } from './phone-verification.tsx';

registerAccountTranslations();

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
export function AccountPage({ loader }: { loader: ReactNode }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const { fields, errors, status, busy, country, changed, categoryToggled, submitted } =
    useUnit(accountModel);
  useGate(AccountPageGate);

  if (status === 'loading') return loader;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  const message = (field: AccountField) => {
    const key = errors[field];
    return key ? t(`account.error.${key}`, { max: PROFILE_NAME_MAX }) : undefined;
  };
  const control = formControls<AccountField>({
    idPrefix: 'account-',
    values: fields,
    errors,
    onChange: changed,
    required: false,
  });
  const part = (field: AccountField, error = message(field)) => ({
    label: t(`account.${field}`),
    error,
    control: control(field),
  });
  const lang = i18n.language.split('-')[0] ?? 'es';
  return (
    <section className="mesa-page mesa-account" data-testid="account">
      <h1 className="mesa-title">{t('account.title')}</h1>
      <p className="mesa-account__intro">{t('account.intro')}</p>
      <form className="mesa-account__card" onSubmit={submit} noValidate>
        <ContactFields
          block="mesa-field"
          parts={{
            name: part('name'),
            phone: part('phone'),
            email: part('email'),
            // The document's type is optional and always valid: it shows no error.
            documentType: part('dniType', undefined),
            document: part('dni'),
          }}
          documentTypes={{
            placeholder: t('account.dniTypeNone'),
            labelOf: (type) => t(`account.dniTypes.${type}`),
          }}
          phoneAutoComplete="tel-national"
          phoneRow={{
            className: 'mesa-account__row mesa-account__row--phone',
            before: (
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
            ),
          }}
          emailFirst
          beforeDocument={
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
          }
          documentRow="mesa-account__row"
        />
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
