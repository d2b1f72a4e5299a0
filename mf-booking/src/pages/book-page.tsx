import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  CONTACT_NAME_MAX,
  ContactFields,
  formControls,
  formatCalendarDate,
  LoadFailed,
  type OpenedBranch,
  paths,
  useTranslation,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import { BookPageGate, bookPageModel } from '../model/book-page.ts';
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

/**
 * The booking form of branch `slug`: the page, and the popup of a branch. Its gate is keyed by the branch:
 * another branch closes the form and opens it again, as a fresh visit.
 */
export function BookScreen({ slug }: { slug: string }) {
  return (
    <>
      <BookPageGate key={slug} slug={slug} />
      <BookForm />
    </>
  );
}

function BookForm() {
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
    retryClicked,
    fieldChanged,
    formSubmitted,
  } = useUnit(bookPageModel);
  const sendErrorRef = useRef<HTMLParagraphElement>(null);

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
    return key ? t(key, { max: rules.maxParty, nameMax: CONTACT_NAME_MAX }) : undefined;
  };
  const control = formControls({
    idPrefix: 'bk-',
    values: form,
    errors,
    onChange: fieldChanged,
    required: true,
  });
  const part = (field: BookingField) => ({ label: t(field), error: message(field), control: control(field) });
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
        <ContactFields
          block="bk-field"
          parts={{
            name: part('name'),
            phone: part('phone'),
            email: part('email'),
            documentType: part('dniType'),
            document: part('dni'),
          }}
          documentTypes={{ placeholder: t('chooseDniType'), labelOf: (type) => t(`dniTypes.${type}`) }}
          documentRow="bk-row bk-row--document"
        />
        {sendError ? (
          <p className="bk-form__summary" role="alert" tabIndex={-1} ref={sendErrorRef}>
            <ApiErrorText {...sendError} />
          </p>
        ) : null}
        <button type="submit" className="mesa-button" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </BookLayout>
  );
}
