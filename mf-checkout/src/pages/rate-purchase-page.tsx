import { useUnit } from 'effector-react';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessageKey } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ratePurchasePageModel, SCALE } from '../model/rate-purchase-page.ts';
import '../ui/checkout.css';

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
        <fieldset className="co-scale" aria-describedby={error ? errorId : undefined}>
          <legend>{t('rate.question')}</legend>
          {SCALE.map((value) => (
            <label
              key={value}
              className={value === score ? 'co-scale__item co-scale__item--on' : 'co-scale__item'}
            >
              <input
                type="radio"
                name="rate"
                value={value}
                checked={value === score}
                onChange={() => scoreChosen(value)}
                aria-label={t('rate.stars', { count: value })}
              />
              <span aria-hidden="true">{'★'.repeat(value)}</span>
            </label>
          ))}
        </fieldset>
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
