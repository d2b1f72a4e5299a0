import { useUnit } from 'effector-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessageKey, RatingScale, useTranslation } from 'shared-contracts';
import { NS } from '../../i18n.ts';
import { ratePurchasePageModel, SCALE } from '../model/rate-purchase-page.ts';
import '../../common/ui/checkout.css';

const stars = (count: number) => '★'.repeat(count);

function RateLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page co-page" data-testid="rate-purchase-page">
      <h1 className="mesa-title co-title">{t('rate.title')}</h1>
      {children}
    </div>
  );
}

/** `/ratecluvi/{purchase_id}/{token}`: the rating link of a purchase; a score 1–5 is required, once. */
export function RatePurchasePage() {
  const { t } = useTranslation(NS);
  const { purchaseId = '', token = '' } = useParams();
  const { score, comment, result, error, sending, pageOpened, scoreChosen, commentChanged, formSubmitted } =
    useUnit(ratePurchasePageModel);

  useEffect(() => {
    pageOpened({ purchaseId: Number(purchaseId), token });
  }, [purchaseId, token, pageOpened]);

  if (result !== null) {
    return (
      <RateLayout>
        <p className="co-state" role="status" data-testid="rate-result">
          {t(result === 'sent' ? 'rate.thanks' : 'rate.already')}
        </p>
      </RateLayout>
    );
  }
  // An unknown purchase and a wrong token answer alike: the link is not valid.
  const invalid = error === 'purchase_not_found' || error === 'bad_request';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formSubmitted();
  };
  const errorId = 'co-rate-error';
  return (
    <RateLayout>
      <form className="co-form" noValidate onSubmit={submit}>
        <RatingScale
          name="rate"
          legend={t('rate.question')}
          values={SCALE}
          value={score}
          onChange={scoreChosen}
          block="co-scale"
          labelOf={(value) => t('rate.stars', { count: value })}
          display={stars}
          describedBy={error ? errorId : undefined}
        />
        <label className="co-field">
          {t('rate.comment')}
          <textarea
            value={comment}
            maxLength={500}
            rows={3}
            onChange={(e) => commentChanged(e.target.value)}
          />
        </label>
        {error ? (
          <p role="alert" id={errorId}>
            {error === 'rateRequired'
              ? t('rate.required')
              : invalid
                ? t('rate.invalid')
                : t(errorMessageKey(error), { ns: 'common' })}
          </p>
        ) : null}
        <button type="submit" className="mesa-button" disabled={sending}>
          {t('rate.submit')}
        </button>
      </form>
    </RateLayout>
  );
}
