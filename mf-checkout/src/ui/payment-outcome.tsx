import { formatMinor, type Payment, useTranslation } from 'shared-contracts';
import { DELIVERY_NS } from '../delivery-i18n.ts';
import { PAY_NS } from '../pay-i18n.ts';

/** SPEC section 8's message for a payment's state; refused ones offer a way forward. */
export function PaymentOutcome({
  payment,
  billOf = 'table',
  onRetry,
  onChangeMethod,
}: {
  payment: Payment;
  /** Whose bill: a payment taken at the door or the counter is confirmed there, not by a waiter. */
  billOf?: 'table' | 'delivery' | 'take_away';
  onRetry?: () => void;
  onChangeMethod?: () => void;
}) {
  const { t } = useTranslation(PAY_NS);
  const { t: td } = useTranslation(DELIVERY_NS);
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
      <p>
        {key === 'awaiting_staff' && billOf !== 'table'
          ? td(payment.method === 'bank_transfer' ? 'awaiting.bank_transfer' : `awaiting.${billOf}`, {
              amount,
            })
          : t(`outcome.${key}`, { amount, defaultValue: t('outcome.error') })}
      </p>
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
