import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  DOCUMENT_TYPES,
  formatCalendarDate,
  LoadFailed,
  type OpenedBranch,
  paths,
  useTranslation,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import { bookPageModel } from '../model/book-page.ts';
import type { BookingField } from '../model/booking-form.ts';
import { Field } from '../ui/field.tsx';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import '../ui/booking.css';

function BookLayout({ branch, children }: { branch: OpenedBranch | null; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page bk-page" data-testid="book-page">
      <h1 className="mesa-title bk-title">{t('title')}</h1>
      {branch?.label ? <p className="bk-branch">{t('at', { branch: branch.label })}</p> : null}
      {branch?.address ? <p className="bk-address">{branch.address}</p> : null}
      {children}
    </div>
  );
}

/** `/{supplier_id}/reservar`. */
export function BookPage() {
  const { supplier: slug = '' } = useParams();
  return <BookScreen slug={slug} />;
}

/** The booking form of branch `slug`: the page, and the popup of a branch. */
export function BookScreen({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation(NS);
  const {
    branch,
    status,
    rules,
    form,
    days,
    hours,
    errors,
    created,
    sending,
    sendError,
    lastSubmit,
    pageOpened,
    retryClicked,
    fieldChanged,
    formSubmitted,
  } = useUnit(bookPageModel);
  const sendErrorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    pageOpened(slug);
  }, [slug, pageOpened]);

  // Focus is the view's part of a submit: the first invalid field, or the API's refusal.
  useEffect(() => {
    if (lastSubmit?.firstInvalid) document.getElementById(`bk-${lastSubmit.firstInvalid}`)?.focus();
  }, [lastSubmit]);
  useEffect(() => {
    if (sendError) sendErrorRef.current?.focus();
  }, [sendError]);

  if (created) return <Navigate to={paths.bookInfo(created.id, created.token)} />;

  if (status === 'loading') return <BookLayout branch={branch} />;
  if (status === 'failed') {
    return (
      <BookLayout branch={branch}>
        <LoadFailed
          className="bk-state"
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      </BookLayout>
    );
  }
  if (status === 'empty') {
    return (
      <BookLayout branch={branch}>
        <p className="bk-state" role="status" data-testid="no-bookings">
          {t('noBookings')}
        </p>
      </BookLayout>
    );
  }

  const message = (field: BookingField) => {
    const key = errors[field];
    return key ? t(key, { max: rules.maxParty }) : undefined;
  };
  const control = (field: BookingField) => ({
    id: `bk-${field}`,
    required: true,
    value: form[field],
    onChange: (event: { target: { value: string } }) => fieldChanged({ field, value: event.target.value }),
    'aria-invalid': Boolean(errors[field]),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formSubmitted();
  };

  return (
    <BookLayout branch={branch}>
      <form className="bk-form" noValidate onSubmit={submit}>
        {Object.keys(errors).length > 0 ? (
          <p className="bk-form__summary" role="alert">
            {t('errorsSummary')}
          </p>
        ) : null}
        <div className="bk-row">
          <Field id="bk-date" label={t('date')} error={message('date')}>
            {(describedBy) => (
              <select aria-describedby={describedBy} {...control('date')}>
                <option value="">{t('chooseDate')}</option>
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {formatCalendarDate(day.date, i18n.language)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="bk-hour" label={t('hour')} error={message('hour')}>
            {(describedBy) => (
              <select aria-describedby={describedBy} {...control('hour')}>
                <option value="">{form.date ? t('chooseHour') : t('chooseDateFirst')}</option>
                {hours.map((slot) => (
                  <option key={slot.hour} value={slot.hour}>
                    {slot.waitlist ? t('hourWaitlist', { hour: slot.hour }) : slot.hour}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="bk-persons" label={t('persons')} error={message('persons')}>
          {(describedBy) => (
            <select aria-describedby={describedBy} {...control('persons')}>
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
            <input type="text" autoComplete="name" aria-describedby={describedBy} {...control('name')} />
          )}
        </Field>
        <Field id="bk-phone" label={t('phone')} error={message('phone')}>
          {(describedBy) => (
            <input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-describedby={describedBy}
              {...control('phone')}
            />
          )}
        </Field>
        <Field id="bk-email" label={t('email')} error={message('email')}>
          {(describedBy) => (
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-describedby={describedBy}
              {...control('email')}
            />
          )}
        </Field>
        <div className="bk-row">
          <Field id="bk-dniType" label={t('dniType')} error={message('dniType')}>
            {(describedBy) => (
              <select aria-describedby={describedBy} {...control('dniType')}>
                <option value="">{t('chooseDniType')}</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`dniTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="bk-dni" label={t('dni')} error={message('dni')}>
            {(describedBy) => (
              <input type="text" autoComplete="off" aria-describedby={describedBy} {...control('dni')} />
            )}
          </Field>
        </div>
        {sendError ? (
          <p className="bk-form__summary" role="alert" tabIndex={-1} ref={sendErrorRef}>
            <ApiErrorText code={sendError} />
          </p>
        ) : null}
        <button type="submit" className="mesa-button" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </BookLayout>
  );
}
