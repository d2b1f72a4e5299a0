import { formatMinor, type Payment, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../pay-i18n.ts';

/** SPEC section 8's message for a payment's state; refused ones offer a way forward. */
export function PaymentOutcome({
  payment,
  onRetry,
  onChangeMethod,
}: {
  payment: Payment;
  onRetry?: () => void;
  onChangeMethod?: () => void;
}) {
  const { t } = useTranslation(PAY_NS);
  const amount = formatMinor(payment.amount_minor, payment.currency);
  const key = payment.status === 'approved' ? 'approved' : (payment.reason ?? payment.status);
  const refused = payment.status === 'declined' || payment.status === 'error';
  return (
    <div
      className={refused ? 'co-outcome co-outcome--refused' : 'co-outcome'}
      role={refused ? 'alert' : 'status'}
      data-testid="payment-outcome"
      data-status={payment.status}
    >
      {/* SPEC section 8: a refused payment leaves the order not completed; the reason follows. */}
      {refused ? (
        <p className="co-outcome__title">
          <strong>{t('outcome.notCompleted')}</strong>
        </p>
      ) : null}
      <p>{t(`outcome.${key}`, { amount, defaultValue: t('outcome.error') })}</p>
      {refused && onRetry && onChangeMethod ? (
        <div className="co-actions">
          <button type="button" className="mesa-button" onClick={onRetry}>
            {t('retryPayment')}
          </button>
          <button type="button" className="mesa-button mesa-button--ghost" onClick={onChangeMethod}>
            {t('changeMethod')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
