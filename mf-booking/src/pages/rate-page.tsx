import { useUnit } from 'effector-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, paths, RatingScale, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ratePageModel, SCALE } from '../model/rate-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import '../ui/booking.css';

function RateLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page bk-page" data-testid="rate-page">
      <h1 className="mesa-title bk-title">{t('rate.title')}</h1>
      {children}
    </div>
  );
}

/** `/rate/{id}/{token}`: the diner rates the booking from 1 to 10. */
export function RatePage() {
  const { t } = useTranslation(NS);
  const { id = '', token = '' } = useParams();
  const {
    status,
    booking,
    rate,
    comment,
    error,
    sending,
    blocked,
    pageOpened,
    retryClicked,
    rateChosen,
    commentChanged,
    formSubmitted,
  } = useUnit(ratePageModel);

  useEffect(() => {
    pageOpened({ id: Number(id), token });
  }, [id, token, pageOpened]);

  if (status === 'loading') return <RateLayout />;
  if (status === 'failed') {
    return (
      <RateLayout>
        <LoadFailed
          className="bk-state"
          message={t('info.loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      </RateLayout>
    );
  }
  if (status === 'empty' || !booking) {
    return (
      <RateLayout>
        <p className="bk-state" role="status" data-testid="booking-not-found">
          {t('info.notFound')}
        </p>
      </RateLayout>
    );
  }
  if (booking.rating !== null) {
    return (
      <RateLayout>
        <p className="bk-state" role="status" data-testid="rate-saved">
          {t('rate.thanks', { rate: booking.rating })}
        </p>
      </RateLayout>
    );
  }

  if (blocked) {
    return (
      <RateLayout>
        <p className="bk-state" role="status" data-testid="rate-blocked">
          {t(`rate.${blocked}`)}
        </p>
        <Link className="bk-link" to={paths.bookInfo(booking.id, token)}>
          {t('rate.toBooking')}
        </Link>
      </RateLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formSubmitted();
  };
  const errorId = 'bk-rate-error';
  return (
    <RateLayout>
      <p className="bk-branch">{t('at', { branch: booking.branch_label })}</p>
      <form className="bk-form" noValidate onSubmit={submit}>
        <RatingScale
          name="rate"
          legend={t('rate.question')}
          values={SCALE}
          value={rate}
          onChange={rateChosen}
          block="bk-scale"
          describedBy={error ? errorId : undefined}
        />
        <div className="bk-field">
          <label className="bk-field__label" htmlFor="bk-comment">
            {t('rate.comment')}
          </label>
          <textarea
            id="bk-comment"
            value={comment}
            maxLength={1000}
            onChange={(event) => commentChanged(event.target.value)}
          />
        </div>
        {error ? (
          <p className="bk-form__summary" role="alert" id={errorId}>
            {error === 'rateRequired' ? t('rate.required') : <ApiErrorText code={error} />}
          </p>
        ) : null}
        <button type="submit" className="mesa-button" disabled={sending}>
          {t('rate.submit')}
        </button>
      </form>
    </RateLayout>
  );
}
