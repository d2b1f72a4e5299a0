import { formatMinor, useTranslation, type StaffOrder } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { PaymentSettle } from '../model/payment-settle.ts';
import { ActionButton } from './action-button.tsx';

export interface SettleActions {
  busy: boolean;
  canSettle: boolean;
  onSettle: (settle: PaymentSettle) => void;
}

/** The payment proofs a diner sent, each opened in its own tab. */
export function ProofLinks({ proofs }: { proofs: readonly { id: number; url: string }[] }) {
  const { t } = useTranslation(NS);
  return proofs.map((proof) => (
    <a key={proof.id} href={proof.url} target="_blank" rel="noreferrer">
      {t('floor.proof')}
    </a>
  ));
}

/**
 * The order's payments that wait for the staff (cash to collect, a transfer's proof to check), each with
 * its approve and decline buttons for an account that handles money.
 */
export function PendingPayments({
  order,
  actions,
  testId,
}: {
  order: StaffOrder;
  actions: SettleActions;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const balance = order.balance;
  return order.pending_payments.map((payment) => (
    <div key={payment.id} className="st-payment" data-testid={testId}>
      <p id={`st-payment-${payment.id}`}>
        {t('floor.paymentWaits', {
          method: t(`method.${payment.method}`, { defaultValue: payment.method }),
          // The payment is in the bill's currency (its `balance` comes with the payments capability).
          amount: balance ? formatMinor(payment.amount_minor, balance.currency) : '',
        })}
      </p>
      <ProofLinks proofs={payment.proofs} />
      {actions.canSettle &&
        (['approved', 'declined'] as const).map((status) => (
          <ActionButton
            key={status}
            disabled={actions.busy}
            // A bill may wait on two payments: each pair of buttons says which one it settles.
            describedBy={`st-payment-${payment.id}`}
            onClick={() => actions.onSettle({ paymentId: payment.id, status })}
          >
            {t(status === 'approved' ? 'floor.approve' : 'floor.decline')}
          </ActionButton>
        ))}
    </div>
  ));
}
