import { formatMinor, useTranslation, type StaffOrder } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { billDue, type CloseCost } from '../model/close-cost.ts';
import { lineName } from '../model/floor-notice.ts';
import { optionLabels } from '../model/kitchen-board.ts';
import { ActionButton } from './action-button.tsx';
import { CloseTableConfirm } from './close-table-confirm.tsx';
import { PendingPayments, ProofLinks, type SettleActions } from './pending-payments.tsx';

export interface FloorOrderActions extends SettleActions {
  onAnswerCall: (purchaseId: number) => void;
  onDeliver: (line: { purchaseId: number; itemId: number }) => void;
  onClose: (purchaseId: number) => void;
  /** The bill whose closing asks for confirmation first, with what is still due on it. */
  closing: { purchaseId: number; cost: CloseCost } | null;
  onCloseConfirmed: () => void;
  onCloseCancelled: () => void;
}

/** One bill on the floor: its lines, what is due, the waiter call and the payments that wait for the staff. */
export function FloorOrder({ order, actions }: { order: StaffOrder; actions: FloorOrderActions }) {
  const { t } = useTranslation(NS);
  const balance = order.balance;
  const due = balance && billDue(balance);
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
            <span>{lineName(line)}</span>
            {line.options.length > 0 && <span className="st-options"> · {optionLabels(line)}</span>}
            <span className="st-line-status"> · {t(`line.${line.status}`)}</span>
            {line.status === 'prepared' && (
              <ActionButton
                disabled={actions.busy}
                // Every prepared line has this button: its name says which product it delivers.
                label={t('forItem', { action: t('floor.deliver'), item: lineName(line) })}
                onClick={() => actions.onDeliver({ purchaseId: order.id, itemId: line.id })}
              >
                {t('floor.deliver')}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      {balance && due && (
        <dl className="st-bill" data-testid="floor-bill">
          <dt>{t('floor.total')}</dt>
          <dd>{formatMinor(balance.due_minor, balance.currency)}</dd>
          <dt>{t('floor.paid')}</dt>
          <dd>{formatMinor(balance.paid_minor, balance.currency)}</dd>
          {/* Not paid for sure: a cash payment nobody took yet is still due, and said apart below. */}
          <dt>{t('floor.remaining')}</dt>
          <dd data-testid="floor-remaining">{formatMinor(due.unpaidMinor, balance.currency)}</dd>
          {due.awaitingMinor > 0 && (
            <>
              <dt>{t('floor.awaiting')}</dt>
              <dd data-testid="floor-awaiting">{formatMinor(due.awaitingMinor, balance.currency)}</dd>
            </>
          )}
        </dl>
      )}
      <PendingPayments order={order} actions={actions} testId="floor-payment" />
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
