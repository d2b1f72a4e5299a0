import { formatMinor, useTranslation, type StaffOrder } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { CloseCost } from '../model/close-cost.ts';
import { optionLabels } from '../model/kitchen-board.ts';
import { ActionButton } from './action-button.tsx';
import { CloseTableConfirm } from './close-table-confirm.tsx';

export interface FloorOrderActions {
  busy: boolean;
  canSettle: boolean;
  onAnswerCall: (purchaseId: number) => void;
  onDeliver: (line: { purchaseId: number; itemId: number }) => void;
  onSettle: (settle: { paymentId: number; status: 'approved' | 'declined' }) => void;
  onClose: (purchaseId: number) => void;
  /** The bill whose closing asks for confirmation first, with what is still due on it. */
  closing: { purchaseId: number; cost: CloseCost } | null;
  onCloseConfirmed: () => void;
  onCloseCancelled: () => void;
}

/** The payment proofs a diner sent, each opened in its own tab. */
function ProofLinks({ proofs }: { proofs: readonly { id: number; url: string }[] }) {
  const { t } = useTranslation(NS);
  return proofs.map((proof) => (
    <a key={proof.id} href={proof.url} target="_blank" rel="noreferrer">
      {t('floor.proof')}
    </a>
  ));
}

/** One bill on the floor: its lines, what is due, the waiter call and the payments that wait for the staff. */
export function FloorOrder({ order, actions }: { order: StaffOrder; actions: FloorOrderActions }) {
  const { t } = useTranslation(NS);
  const balance = order.balance;
  const calling = order.waiter_called && !order.waiter_answered;
  return (
    <div className="st-order" data-testid="floor-order">
      <p className="st-order-id">#{order.id}</p>
      {calling && (
        <ActionButton
          className="st-call"
          disabled={actions.busy}
          onClick={() => actions.onAnswerCall(order.id)}
        >
          {t('floor.answerCall')}
        </ActionButton>
      )}
      <ul className="st-lines" aria-label={t('floor.lines')}>
        {order.items.map((line) => (
          <li key={line.id} className={`st-floor-line st-line-${line.status}`} data-testid="floor-line">
            <span>
              {line.count} × {line.label}
            </span>
            {line.options.length > 0 && <span className="st-options"> · {optionLabels(line)}</span>}
            <span className="st-line-status"> · {t(`line.${line.status}`)}</span>
            {line.status === 'prepared' && (
              <ActionButton
                disabled={actions.busy}
                onClick={() => actions.onDeliver({ purchaseId: order.id, itemId: line.id })}
              >
                {t('floor.deliver')}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      {balance && (
        <dl className="st-bill" data-testid="floor-bill">
          <dt>{t('floor.total')}</dt>
          <dd>{formatMinor(balance.due_minor, balance.currency)}</dd>
          <dt>{t('floor.paid')}</dt>
          <dd>{formatMinor(balance.paid_minor, balance.currency)}</dd>
          <dt>{t('floor.remaining')}</dt>
          <dd data-testid="floor-remaining">{formatMinor(balance.remaining_minor, balance.currency)}</dd>
        </dl>
      )}
      {order.pending_payments.map((payment) => (
        <div key={payment.id} className="st-payment" data-testid="floor-payment">
          <p>
            {t('floor.paymentWaits', {
              method: t(`method.${payment.method}`, { defaultValue: payment.method }),
              // The payment is in the bill's currency (its `balance` comes with the payments capability).
              amount: balance ? formatMinor(payment.amount_minor, balance.currency) : '',
            })}
          </p>
          <ProofLinks proofs={payment.proofs} />
          {actions.canSettle && (
            <>
              {(['approved', 'declined'] as const).map((status) => (
                <ActionButton
                  key={status}
                  disabled={actions.busy}
                  onClick={() => actions.onSettle({ paymentId: payment.id, status })}
                >
                  {t(status === 'approved' ? 'floor.approve' : 'floor.decline')}
                </ActionButton>
              ))}
            </>
          )}
        </div>
      ))}
      <ProofLinks proofs={order.proofs} />
      {order.status === 'open' &&
        (actions.closing?.purchaseId === order.id ? (
          <CloseTableConfirm
            purchaseId={order.id}
            cost={actions.closing.cost}
            busy={actions.busy}
            onConfirm={actions.onCloseConfirmed}
            onKeep={actions.onCloseCancelled}
          />
        ) : (
          <ActionButton disabled={actions.busy} onClick={() => actions.onClose(order.id)}>
            {t('floor.close')}
          </ActionButton>
        ))}
    </div>
  );
}
