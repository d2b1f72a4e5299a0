import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { OrdersColumn } from '../model/orders-board.ts';
import { OrderCard, type CancelActions } from './order-card.tsx';
import type { SettleActions } from './pending-payments.tsx';

/** The orders screen's columns, one per step, each with its orders' cards. */
export function OrderColumns({
  columns,
  settle,
  cancel,
  onAdvance,
}: {
  columns: readonly OrdersColumn[];
  settle: SettleActions;
  cancel: CancelActions;
  onAdvance: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  return columns.map((column) => (
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
            <OrderCard key={order.id} order={order} settle={settle} cancel={cancel} onAdvance={onAdvance} />
          ))}
        </ul>
      )}
    </section>
  ));
}
