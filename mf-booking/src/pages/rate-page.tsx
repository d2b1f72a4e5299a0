import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, paths, RatingForm, useFocusWhenCounted, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { RatePageGate, ratePageModel, SCALE } from '../model/rate-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { BookingGate } from '../ui/booking-gate.tsx';
import '../ui/booking.css';

const firstChoice = () => document.querySelector<HTMLInputElement>('.bk-scale input[type="radio"]');

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
  return (
    <>
      <BookingGate gate={RatePageGate} />
      <RateScreen />
    </>
  );
}

function RateScreen() {
  const { t } = useTranslation(NS);
  const { token = '' } = useParams();
  const {
    status,
    booking,
    rate,
    comment,
    error,
    sending,
    rateAsked,
    blocked,
    retryClicked,
    rateChosen,
    commentChanged,
    formSubmitted,
  } = useUnit(ratePageModel);
  // Sent without a rate: the focus goes to the scale's first choice, which the message describes.
  useFocusWhenCounted(rateAsked, firstChoice);

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

  return (
    <RateLayout>
      <p className="bk-branch">{t('at', { branch: booking.branch_label })}</p>
      <RatingForm
        prefix="bk"
        values={SCALE}
        rate={rate}
        comment={comment}
        error={error === 'rateRequired' ? t('rate.required') : error ? <ApiErrorText code={error} /> : null}
        sending={sending}
        onRate={rateChosen}
        onComment={commentChanged}
        onSubmit={formSubmitted}
        labels={{ question: t('rate.question'), comment: t('rate.comment'), submit: t('rate.submit') }}
        commentMaxLength={1000}
      />
    </RateLayout>
  );
}
