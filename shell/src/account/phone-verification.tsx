import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { ACCOUNT_NS } from './account-texts.ts';
import { phoneVerificationModel } from './phone-verification-model.ts';

/**
 * The phone's verification code on the account page: for the saved phone, a 4-digit code by SMS,
 * typed back here; another code may be asked for 14 s after the last one.
 */
export function PhoneVerification() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { account, code, sentTo, resendIn, problem, busy, sendClicked, codeChanged, checkClicked } =
    useUnit(phoneVerificationModel);

  if (!account?.phone) return null;
  if (account.phone_verified) {
    return (
      <p className="mesa-verify__done" role="status" data-testid="phone-verified">
        {t('verify.verified')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkClicked();
  };
  const message = problem
    ? t(
        `verify.error.${problem.problem}`,
        problem.problem === 'code_wrong' ? { count: problem.attemptsLeft } : {},
      )
    : null;
  return (
    <section className="mesa-verify" aria-labelledby="verify-title" data-testid="phone-verification">
      <h2 id="verify-title">{t('verify.title')}</h2>
      {sentTo === null ? (
        <>
          <p>{t('verify.intro')}</p>
          <button
            type="button"
            className="mesa-button"
            onClick={() => sendClicked()}
            disabled={busy || resendIn > 0}
          >
            {t('verify.send')}
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p role="status">{t('verify.sent', { hint: sentTo })}</p>
          <p>
            <label htmlFor="verify-code">{t('verify.code')}</label>
            <input
              id="verify-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'verify-problem' : undefined}
              onChange={(event) => codeChanged(event.target.value)}
            />
          </p>
          <button type="submit" className="mesa-button" disabled={busy}>
            {t('verify.check')}
          </button>
          <button
            type="button"
            className="mesa-button mesa-button--ghost"
            onClick={() => sendClicked()}
            disabled={busy || resendIn > 0}
            data-testid="verify-resend"
          >
            {t('verify.resend')}
          </button>
          {resendIn > 0 ? (
            <p className="mesa-verify__wait">{t('verify.resendIn', { seconds: resendIn })}</p>
          ) : null}
        </form>
      )}
      {message ? (
        <p id="verify-problem" role="alert">
          {message}
        </p>
      ) : null}
    </section>
  );
}
