import { formatMinor, useTranslation, type StaffOrder } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { bankUnanswered, type PaymentSettle } from '../model/payment-settle.ts';
import { ActionButton } from './action-button.tsx';
import { BankApprovalConfirm } from './bank-approval-confirm.tsx';

export interface SettleActions {
  busy: boolean;
  canSettle: boolean;
  onSettle: (settle: PaymentSettle) => void;
  /** The payment whose approval waits for a second "yes" (the bank has not answered it). */
  confirming: number | null;
  onBankApprovalConfirmed: () => void;
  onBankApprovalKept: () => void;
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
 * The order's payments that wait for the staff (cash to collect, a transfer's proof to check, a bank
 * payment never answered), each with its approve and decline buttons for an account that handles money.
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
  return order.pending_payments.map((payment) => {
    // The payment is in the bill's currency (its `balance` comes with the payments capability).
    const amount = balance ? formatMinor(payment.amount_minor, balance.currency) : '';
    const method = t(`method.${payment.method}`, { defaultValue: payment.method });
    // Nobody has seen this money: the words say so before anyone approves it.
    const unanswered = bankUnanswered(payment);
    const approve = unanswered ? 'floor.approveUnanswered' : 'floor.approve';
    return (
      <div key={payment.id} className="st-payment" data-testid={testId}>
        <p id={`st-payment-${payment.id}`}>
          {t(unanswered ? 'floor.paymentWaitsBank' : 'floor.paymentWaits', { method, amount })}
        </p>
        <ProofLinks proofs={payment.proofs} />
        {actions.canSettle &&
          (actions.confirming === payment.id ? (
            <BankApprovalConfirm
              payment={payment}
              amount={amount}
              busy={actions.busy}
              onConfirm={actions.onBankApprovalConfirmed}
              onKeep={actions.onBankApprovalKept}
            />
          ) : (
            (['approved', 'declined'] as const).map((status) => (
              <ActionButton
                key={status}
                disabled={actions.busy}
                // A bill may wait on two payments: each pair of buttons says which one it settles.
                describedBy={`st-payment-${payment.id}`}
                onClick={() => actions.onSettle({ paymentId: payment.id, status })}
              >
                {t(status === 'approved' ? approve : 'floor.decline')}
              </ActionButton>
            ))
          ))}
      </div>
    );
  });
}
