import { useUnit } from 'effector-react';
import { NS } from '../i18n.ts';
import type { AddressField } from '../model/address-form.ts';
import { myLocationPageModel } from '../model/my-location-page.ts';
import { DELIVERY_PLACE_MAX, formControls, useTranslation } from 'shared-contracts';

const FIELDS: { field: AddressField; label: string; hint?: string; required: boolean }[] = [
  { field: 'address', label: 'mlFieldAddress', hint: 'mlFieldAddressHint', required: true },
  { field: 'building', label: 'mlFieldBuilding', required: false },
  { field: 'neighbourhood', label: 'mlFieldNeighbourhood', required: true },
  { field: 'reference', label: 'mlFieldReference', hint: 'mlFieldReferenceHint', required: true },
];

/** The delivery address form; its rule lives in `model/address-form.ts`. */
export function AddressFormSection() {
  const { t } = useTranslation(NS);
  const { form, errors, searchProblem, example, fieldChanged, formSubmitted } = useUnit(myLocationPageModel);
  const control = formControls({
    idPrefix: 'dl-',
    values: form,
    errors,
    onChange: fieldChanged,
    required: false,
  });
  return (
    <form
      className="mesa-stack dl-form"
      noValidate
      aria-labelledby="dl-address-title"
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <h2 id="dl-address-title" className="dl-subtitle-2">
        {t('mlAddressTitle')}
      </h2>
      {searchProblem ? (
        <p className="dl-alert" role="alert" data-testid="address-search-problem">
          {t(searchProblem === 'not-found' ? 'mlNotFound' : 'mlSearchUnavailable')}
        </p>
      ) : null}
      {FIELDS.map(({ field, label, hint, required }) => {
        const error = errors[field];
        const input = control(field);
        const id = input.id;
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field} className="dl-field">
            <label htmlFor={id}>
              {t(label)}
              {required ? null : ` ${t('mlOptional')}`}
            </label>
            {hint ? (
              <span id={`${id}-hint`} className="dl-field__hint">
                {/* The example is one the geocoder finds; without one the hint gives none. */}
                {field === 'address'
                  ? example
                    ? t('mlFieldAddressHint', { example })
                    : t('mlFieldAddressHintPlain')
                  : t(hint)}
              </span>
            ) : null}
            <input
              {...input}
              required={required}
              aria-describedby={describedBy || undefined}
              autoComplete={field === 'address' ? 'street-address' : 'off'}
            />
            {error ? (
              <span id={`${id}-error`} className="dl-field__error">
                {t(`mlError_${error}`, { max: DELIVERY_PLACE_MAX })}
              </span>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="mesa-button mesa-button--wide">
        {t('mlSearchAddress')}
      </button>
    </form>
  );
}
