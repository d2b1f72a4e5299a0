import { useUnit } from 'effector-react';
import { type Currency, formatMinor, useTranslation } from 'shared-contracts';
import { refusalWords } from '../../common/model/refusal.ts';
import { couponFormModel, type CouponProblem } from '../model/coupon-form.ts';
import { PAY_NS } from '../../pay-i18n.ts';

const KNOWN = new Set([
  'coupon_too_short',
  'coupon_invalid',
  'coupon_used',
  'coupon_expired',
  'coupon_min_purchase',
  'coupon_locked',
]);

/** The checkout's coupon: a code to apply, or the applied one with its discount and a way to remove it. */
export function CouponForm({ purchaseId, currency }: { purchaseId: number; currency: Currency }) {
  const { t, i18n } = useTranslation(PAY_NS);
  const { text, problem, applied, locked, busy, couponTextChanged, couponSubmitted, couponRemoved } =
    useUnit(couponFormModel);
  const message = (p: CouponProblem) => {
    if (KNOWN.has(p.code)) {
      return t(`couponError.${p.code}`, { amount: formatMinor(Number(p.details.min_minor ?? 0), currency) });
    }
    const words = refusalWords(p, i18n.language);
    return t(words.keys, words.values);
  };
  const errorId = 'co-coupon-error';
  return (
    <section className="co-box" aria-labelledby="co-coupon-title" data-testid="coupon">
      <h2 id="co-coupon-title" className="co-box__title">
        {t('coupon')}
      </h2>
      {applied ? (
        <p className="co-coupon__applied" data-testid="coupon-applied">
          {applied.discountMinor > 0
            ? t('couponApplied', { code: applied.code, amount: formatMinor(applied.discountMinor, currency) })
            : t('couponBelowMinimum', { code: applied.code })}
          {locked ? null : (
            <>
              {' '}
              <button
                type="button"
                className="mesa-button mesa-button--ghost"
                onClick={() => couponRemoved(purchaseId)}
              >
                {t('couponRemove')}
              </button>
            </>
          )}
        </p>
      ) : locked ? (
        <p className="co-note" data-testid="coupon-locked">
          {t('couponError.coupon_locked')}
        </p>
      ) : (
        <form
          className="co-coupon"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            couponSubmitted(purchaseId);
          }}
        >
          <div className="co-field">
            <label htmlFor="co-coupon-code">{t('couponCode')}</label>
            <input
              id="co-coupon-code"
              value={text}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => couponTextChanged(event.target.value)}
            />
          </div>
          <button type="submit" className="mesa-button" disabled={busy}>
            {t('couponApply')}
          </button>
        </form>
      )}
      {problem ? (
        <p className="co-coupon__error" role="alert" id={errorId} data-testid="coupon-error">
          {message(problem)}
        </p>
      ) : null}
    </section>
  );
}
