import { useUnit } from 'effector-react';
import { formatCalendarDate, useTranslation, type StaffOrder } from 'shared-contracts';
import { formatPhone } from 'shared-contracts/phone';
import { NS } from '../i18n.ts';
import { optionLabels } from '../model/kitchen-board.ts';
import { nextStatusOf } from '../model/orders-board.ts';
import { ordersPageModel, ordersScreen } from '../model/orders-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';
import { PendingPayments, type SettleActions } from '../ui/pending-payments.tsx';

function OrderCard({
  order,
  settle,
  onAdvance,
}: {
  order: StaffOrder;
  settle: SettleActions;
  onAdvance: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const next = nextStatusOf(order);
  const delivery = order.delivery;
  const schedule = delivery?.schedule;
  const headingId = `st-order-${order.id}`;
  return (
    <li className="st-ticket" data-testid="staff-order" data-order-id={order.id} aria-labelledby={headingId}>
      <h3 id={headingId}>
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
      {next && (
        <ActionButton disabled={settle.busy} onClick={() => onAdvance(order.id)}>
          {t(`orders.to.${next}`)}
        </ActionButton>
      )}
    </li>
  );
}

/** Delivery and take-away orders by step, each moved forward with one button, live. */
export function OrdersPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(ordersPageModel);
  const empty = model.$columns.every((column) => column.orders.length === 0);
  const settle: SettleActions = {
    busy: model.$busy,
    canSettle: model.$canSettle,
    onSettle: model.paymentSettled,
  };
  return (
    <BranchScreenPage screen={ordersScreen} name="orders" title={t('screen.orders')}>
      {empty ? (
        <p>{t('orders.empty')}</p>
      ) : (
        model.$columns.map((column) => (
          <section
            key={column.step}
            aria-labelledby={`st-step-${column.step}`}
            data-testid={`orders-${column.step}`}
          >
            <h2 id={`st-step-${column.step}`}>
              {t(`orders.step.${column.step}`)} ({column.orders.length})
            </h2>
            {column.orders.length > 0 && (
              <ul className="st-tickets">
                {column.orders.map((order) => (
                  <OrderCard key={order.id} order={order} settle={settle} onAdvance={model.orderAdvanced} />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </BranchScreenPage>
  );
}
