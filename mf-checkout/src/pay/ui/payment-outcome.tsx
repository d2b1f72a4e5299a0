import { formatMinor, type Payment, useTranslation } from 'shared-contracts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';

/** The bank's page of a PSE payment, when the answer named one: only a web address is followed. */
const bankPageOf = (payment: Payment): string | null =>
  payment.method === 'pse' && payment.status === 'pending' && /^https?:\/\//i.test(payment.redirect_url ?? '')
    ? payment.redirect_url
    : null;

/**
 * The words of a payment's state: a payment the staff settle says so in their words, a transfer and PSE in
 * their own; a cancelled one whose late bank approval found the bill paid says its money is owed back.
 */
function outcomeKey(payment: Payment, refused: boolean): string {
  const byStaff =
    payment.method === 'cash' || payment.method === 'card_reader' || payment.method === 'bank_transfer';
  if (payment.status === 'approved') return 'approved';
  if (payment.status === 'cancelled') return payment.reason === 'refund_due' ? 'refund_due' : 'cancelled';
  if (refused && byStaff) return 'staff_declined';
  if (payment.status === 'pending' && payment.method === 'bank_transfer') return 'awaiting_transfer';
  if (payment.status === 'pending' && payment.method === 'pse') return 'awaiting_pse';
  return payment.reason ?? payment.status;
}

/** The message for a payment's state; refused and cancelled ones offer a way forward. */
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
  const refused = payment.status === 'declined' || payment.status === 'error';
  // Given up by its payer: nothing went wrong, but the diner may pay again (the bill holds it no more).
  const cancelled = payment.status === 'cancelled';
  const key = outcomeKey(payment, refused);
  const bankPage = bankPageOf(payment);
  return (
    <div
      className={refused ? 'co-outcome co-outcome--refused' : 'co-outcome'}
      role={refused ? 'alert' : 'status'}
      data-testid="payment-outcome"
      data-status={payment.status}
    >
      {/* A refused payment leaves the order not completed: say so first, then the reason. */}
      {refused ? (
        <p className="co-outcome__title">
          <strong>{t('outcome.notCompleted')}</strong>
        </p>
      ) : null}
      <p>
        {(key === 'awaiting_staff' || key === 'awaiting_transfer') && billOf !== 'table'
          ? td(payment.method === 'bank_transfer' ? 'awaiting.bank_transfer' : `awaiting.${billOf}`, {
              amount,
            })
          : t(`outcome.${key}`, { amount, defaultValue: t('outcome.error') })}
      </p>
      {/* Back from the bank's page before deciding there: the way back to it, while the API names it. */}
      {bankPage ? (
        <a className="mesa-button" href={bankPage} data-testid="back-to-bank">
          {t('backToBank')}
        </a>
      ) : null}
      {(refused || cancelled) && onRetry && onChangeMethod ? (
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
