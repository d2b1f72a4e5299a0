import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessageKey, RatingForm, useFocusWhenCounted, useTranslation } from 'shared-contracts';
import { NS } from '../../i18n.ts';
import { RatePurchasePageGate, ratePurchasePageModel, SCALE } from '../model/rate-purchase-page.ts';
import '../../common/ui/checkout.css';

const stars = (count: number) => '★'.repeat(count);
const firstStar = () => document.querySelector<HTMLInputElement>('.co-scale input[type="radio"]');

function RateLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page co-page" data-testid="rate-purchase-page">
      <h1 className="mesa-title co-title">{t('rate.title')}</h1>
      {children}
    </div>
  );
}

/**
 * Opens the page's gate with the link of the path, and closes it when the page goes. Keyed by the link:
 * another purchase or token in the path opens the page again, as a fresh visit.
 */
function RatePurchaseGate() {
  const { purchaseId = '', token = '' } = useParams();
  return (
    <RatePurchasePageGate key={`${purchaseId}/${token}`} purchaseId={Number(purchaseId)} token={token} />
  );
}

/** `/ratecluvi/{purchase_id}/{token}`: the rating link of a purchase; a score 1–5 is required, once. */
export function RatePurchasePage() {
  return (
    <>
      <RatePurchaseGate />
      <RatePurchaseScreen />
    </>
  );
}

function RatePurchaseScreen() {
  const { t } = useTranslation(NS);
  const { status, score, comment, error, sending, scoreAsked, scoreChosen, commentChanged, formSubmitted } =
    useUnit(ratePurchasePageModel);
  // Sent without a score: the focus goes to the first star, which the message describes (not left on "send").
  useFocusWhenCounted(scoreAsked, firstStar);

  if (status === 'loading') return <RateLayout />;
  if (status === 'sent' || status === 'already' || status === 'invalid') {
    const said = { sent: 'rate.thanks', already: 'rate.already', invalid: 'rate.invalid' }[status];
    return (
      <RateLayout>
        <p className="co-state" role="status" data-testid="rate-result">
          {t(said)}
        </p>
      </RateLayout>
    );
  }
  // An unknown purchase and a wrong token answer alike: the link is not valid.
  const invalid = error === 'purchase_not_found' || error === 'bad_request';
  return (
    <RateLayout>
      {status === 'refused' ? (
        // Someone at the bill rated it while this diner wrote: what they wrote stays, to copy.
        <p className="co-state" role="alert" data-testid="rate-refused">
          {t('rate.alreadyOnSend')}
        </p>
      ) : null}
      <RatingForm
        prefix="co"
        values={SCALE}
        rate={score}
        comment={comment}
        error={
          error === null
            ? null
            : error === 'rateRequired'
              ? t('rate.required')
              : invalid
                ? t('rate.invalid')
                : t(errorMessageKey(error), { ns: 'common' })
        }
        sending={sending}
        onRate={scoreChosen}
        onComment={commentChanged}
        onSubmit={formSubmitted}
        labels={{ question: t('rate.question'), comment: t('rate.comment'), submit: t('rate.submit') }}
        commentMaxLength={500}
        commentRows={3}
        labelOf={(value) => t('rate.stars', { count: value })}
        display={stars}
      />
    </RateLayout>
  );
}
