import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatCalendarDate, useTranslation, type StaffOrder } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { optionLabels } from '../model/kitchen-board.ts';
import { nextStatusOf } from '../model/orders-board.ts';
import { ordersPageModel } from '../model/orders-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { BranchScreenProblem, LiveBadge } from '../ui/branch-screen-problem.tsx';

function OrderCard({
  order,
  busy,
  onAdvance,
}: {
  order: StaffOrder;
  busy: boolean;
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
        {order.contact && (
          <>
            <dt>{t('orders.contact')}</dt>
            <dd>
              {order.contact.name}
              {order.contact.phone && (
                <>
                  {' · '}
                  <a href={`tel:${order.contact.phone.replace(/[^+\d]/g, '')}`}>{order.contact.phone}</a>
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
      {next && (
        <button type="button" className="mesa-button" disabled={busy} onClick={() => onAdvance(order.id)}>
          {t(`orders.to.${next}`)}
        </button>
      )}
    </li>
  );
}

/** Delivery and take-away orders by step, each moved forward with one button, live. */
export function OrdersPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(ordersPageModel);
  const { branch = '' } = useParams();
  const { pageOpened, pageClosed } = model;
  useEffect(() => {
    pageOpened({ branch });
    return () => pageClosed();
  }, [pageOpened, pageClosed, branch]);

  const title = t('screen.orders');
  if (model.$status !== 'ready' && model.$status !== 'loading') {
    return <BranchScreenProblem status={model.$status} title={title} onRetry={model.retryClicked} />;
  }
  const empty = model.$columns.every((column) => column.orders.length === 0);
  return (
    <section className="st-page st-orders" data-testid="staff-orders" aria-busy={model.$status === 'loading'}>
      <header className="st-bar">
        <h1>{title}</h1>
        <LiveBadge live={model.$live} />
      </header>
      {model.$actionError && (
        <p role="alert" className="st-error">
          <ApiErrorText code={model.$actionError} />
        </p>
      )}
      {model.$status === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : empty ? (
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
                  <OrderCard
                    key={order.id}
                    order={order}
                    busy={model.$busy}
                    onAdvance={model.orderAdvanced}
                  />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </section>
  );
}
