import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $branchFailed, $instance, $supplier, branchOpened } from 'shared-contracts';
import { NS } from '../i18n.ts';
import {
  EMPTY_BOOKING,
  isoDate,
  validateBooking,
  type BookingField,
  type BookingForm,
} from '../model/booking-form.ts';
import { Field } from '../ui/field.tsx';
import '../ui/booking.css';

const FIELDS: BookingField[] = ['date', 'hour', 'persons', 'name', 'phone'];

export function BookPage() {
  const { t } = useTranslation(NS);
  const { supplier: slug = '' } = useParams();
  const [instance, supplier, failed] = useUnit([$instance, $supplier, $branchFailed]);
  const [form, setForm] = useState<BookingForm>(EMPTY_BOOKING);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    branchOpened(slug);
  }, [slug]);

  const branch =
    supplier?.slug === slug
      ? supplier.label
      : (instance?.suppliers.find((s) => s.slug === slug)?.label ?? '');
  const address = supplier?.slug === slug ? supplier.address : '';
  const loaded = supplier?.slug === slug ? supplier : null;
  const rules = { countryCode: instance?.country_code ?? 'CO', maxParty: loaded?.booking?.max_party ?? 1 };
  const errors = submitted ? validateBooking(form, rules) : {};
  const message = (field: BookingField) => {
    const key = errors[field];
    return key ? t(key, { max: rules.maxParty }) : undefined;
  };

  const update = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setSent(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateBooking(form, rules);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`bk-${firstInvalid}`)?.focus();
      return;
    }
    setSent(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  return (
    <div className="bk-page" data-testid="book-page">
      <h1 className="bk-title">{t('title')}</h1>
      {branch ? <p className="bk-branch">{t('at', { branch })}</p> : null}
      {address ? <p className="bk-address">{address}</p> : null}
      {failed ? (
        <div role="alert" className="bk-state">
          <p>{t('loadError')}</p>
          <button type="button" className="mesa-button" onClick={() => branchOpened(slug)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {loaded && (!loaded.service_book || !loaded.booking) ? (
        <p className="bk-state" role="status" data-testid="no-bookings">
          {t('noBookings')}
        </p>
      ) : null}

      {loaded?.service_book && loaded.booking ? (
        <form className="bk-form" noValidate onSubmit={submit}>
          {submitted && Object.keys(errors).length > 0 ? (
            <p className="bk-form__summary" role="alert">
              {t('errorsSummary')}
            </p>
          ) : null}
          <div className="bk-row">
            <Field id="bk-date" label={t('date')} error={message('date')}>
              {(describedBy) => (
                <input
                  id="bk-date"
                  type="date"
                  required
                  min={isoDate(new Date())}
                  value={form.date}
                  onChange={update('date')}
                  aria-invalid={Boolean(errors.date)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id="bk-hour" label={t('hour')} error={message('hour')}>
              {(describedBy) => (
                <input
                  id="bk-hour"
                  type="time"
                  required
                  step={1800}
                  value={form.hour}
                  onChange={update('hour')}
                  aria-invalid={Boolean(errors.hour)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>
          <Field id="bk-persons" label={t('persons')} error={message('persons')}>
            {(describedBy) => (
              <select
                id="bk-persons"
                required
                value={form.persons}
                onChange={update('persons')}
                aria-invalid={Boolean(errors.persons)}
                aria-describedby={describedBy}
              >
                {Array.from({ length: rules.maxParty }, (_, i) => String(i + 1)).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="bk-name" label={t('name')} error={message('name')}>
            {(describedBy) => (
              <input
                id="bk-name"
                type="text"
                autoComplete="name"
                required
                value={form.name}
                onChange={update('name')}
                aria-invalid={Boolean(errors.name)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <Field id="bk-phone" label={t('phone')} error={message('phone')}>
            {(describedBy) => (
              <input
                id="bk-phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                value={form.phone}
                onChange={update('phone')}
                aria-invalid={Boolean(errors.phone)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <button type="submit" className="mesa-button">
            {t('submit')}
          </button>
          {sent ? (
            <p className="bk-sent" role="status" tabIndex={-1} ref={summaryRef}>
              {t('later')}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
