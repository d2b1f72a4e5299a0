import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailed, type OpenedBranch } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { bookPageModel } from '../model/book-page.ts';
import type { BookingField } from '../model/booking-form.ts';
import { Field } from '../ui/field.tsx';
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

export function BookPage() {
  const { t } = useTranslation(NS);
  const { supplier: slug = '' } = useParams();
  const {
    branch,
    status,
    rules,
    form,
    errors,
    sent,
    lastSubmit,
    today,
    pageOpened,
    retryClicked,
    fieldChanged,
    formSubmitted,
  } = useUnit(bookPageModel);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    pageOpened(slug);
  }, [slug, pageOpened]);

  // Focus is the view's part of a submit: the first invalid field, else the confirmation.
  useEffect(() => {
    if (!lastSubmit) return;
    if (lastSubmit.firstInvalid) document.getElementById(`bk-${lastSubmit.firstInvalid}`)?.focus();
    else sentRef.current?.focus();
  }, [lastSubmit]);

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
              <input
                type="date"
                min={today ?? undefined}
                aria-describedby={describedBy}
                {...control('date')}
              />
            )}
          </Field>
          <Field id="bk-hour" label={t('hour')} error={message('hour')}>
            {(describedBy) => (
              <input type="time" step={1800} aria-describedby={describedBy} {...control('hour')} />
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
        <button type="submit" className="mesa-button">
          {t('submit')}
        </button>
        {sent ? (
          <p className="bk-sent" role="status" tabIndex={-1} ref={sentRef}>
            {t('later')}
          </p>
        ) : null}
      </form>
    </BookLayout>
  );
}
