import { formatCalendarDate, formatMinor, useTranslation, type StaffOrder } from 'shared-contracts';
import { formatPhone } from 'shared-contracts/phone';
import { NS } from '../i18n.ts';
import { optionLabels } from '../model/kitchen-board.ts';
import { nextStatusOf } from '../model/orders-board.ts';
import { ActionButton } from './action-button.tsx';
import { ConfirmBlock } from './confirm-block.tsx';
import { PendingPayments, type SettleActions } from './pending-payments.tsx';

export interface CancelActions {
  /** The order whose cancelling waits for its confirmation. */
  cancelling: number | null;
  onAsk: (id: number) => void;
  onKeep: () => void;
  onConfirm: () => void;
}

/** "Cancel order #N?": what the diner already paid is named, since it goes back to them. */
function CancelConfirm({ order, busy, cancel }: { order: StaffOrder; busy: boolean; cancel: CancelActions }) {
  const { t } = useTranslation(NS);
  const paid = order.balance ? order.balance.paid_minor + order.balance.pending_minor : 0;
  return (
    <ConfirmBlock
      label={t('orders.cancelTitle', { id: order.id })}
      confirm={t('orders.cancelConfirm')}
      keep={t('orders.cancelKeep')}
      busy={busy}
      onConfirm={cancel.onConfirm}
      onKeep={cancel.onKeep}
    >
      {paid > 0 && order.balance
        ? t('orders.cancelPaid', { amount: formatMinor(paid, order.balance.currency) })
        : t('orders.cancelUnpaid')}
    </ConfirmBlock>
  );
}

/**
 * One delivery or take-away order on the orders screen: where it goes, whom to call, when, its lines, the
 * payment to collect, and its buttons. The card is a focus scope keyed by the order (`data-focus-key`):
 * when its button moves it to another column, the focus follows it to its heading there
 * (`useFocusKept`).
 */
export function OrderCard({
  order,
  settle,
  cancel,
  onAdvance,
}: {
  order: StaffOrder;
  settle: SettleActions;
  cancel: CancelActions;
  onAdvance: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const next = nextStatusOf(order);
  const delivery = order.delivery;
  const schedule = delivery?.schedule;
  const headingId = `st-order-${order.id}`;
  return (
    <li
      className="st-ticket"
      data-testid="staff-order"
      data-order-id={order.id}
      aria-labelledby={headingId}
      data-focus-scope
      data-focus-key={`order-${order.id}`}
    >
      <h3 id={headingId} tabIndex={-1}>
        #{order.id} · {t(`place.${order.service}`)}
      </h3>
      <dl className="st-order-details">
        {delivery?.address && (
          <>
            <dt>{t('orders.address')}</dt>
            <dd data-testid="staff-order-address">
              {delivery.address}
              {delivery.reference ? ` · ${delivery.reference}` : ''}
            </dd>
          </>
        )}
        {order.contact && (order.contact.name !== '' || order.contact.phone) && (
          <>
            <dt>{t('orders.contact')}</dt>
            <dd data-testid="staff-order-contact">
              {order.contact.name}
              {order.contact.phone && (
                <>
                  {order.contact.name !== '' ? ' · ' : null}
                  <a href={`tel:${order.contact.phone.replace(/[^+\d]/g, '')}`}>
                    {formatPhone(order.contact.phone)}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        <dt>{t('orders.when')}</dt>
        <dd>
          {schedule
            ? t('orders.scheduled', {
                day: formatCalendarDate(schedule.date, i18n.language),
                hour: schedule.hour,
              })
            : t('orders.asap')}
        </dd>
      </dl>
      <ul className="st-lines" aria-label={t('floor.lines')}>
        {order.items.map((line) => (
          <li key={line.id}>
            {line.count} × {line.label}
            {line.options.length > 0 && <span className="st-options"> · {optionLabels(line)}</span>}
          </li>
        ))}
      </ul>
      {order.comment && <p className="st-comment">{order.comment}</p>}
      <PendingPayments order={order} actions={settle} testId="staff-order-payment" />
      {/* Money due with nothing waiting: a payment was declined, or never made. */}
      {order.balance && order.balance.remaining_minor > 0 && order.pending_payments.length === 0 && (
        <p className="st-order-due" role="status" data-testid="staff-order-due">
          {t('orders.due', { amount: formatMinor(order.balance.remaining_minor, order.balance.currency) })}
        </p>
      )}
      {cancel.cancelling === order.id ? (
        <CancelConfirm order={order} busy={settle.busy} cancel={cancel} />
      ) : (
        <div className="st-order-actions">
          {next && (
            <ActionButton disabled={settle.busy} onClick={() => onAdvance(order.id)}>
              {t(`orders.to.${next}`)}
            </ActionButton>
          )}
          <ActionButton
            className="mesa-button--ghost"
            disabled={settle.busy}
            onClick={() => cancel.onAsk(order.id)}
          >
            {t('orders.cancel')}
          </ActionButton>
        </div>
      )}
    </li>
  );
}
