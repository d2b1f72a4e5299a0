import { useTranslation, type FloorTable } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { FloorOrder, type FloorOrderActions } from './floor-order.tsx';

/**
 * A table or room on the floor: its name, its state and its bills. It is a focus scope: when a button of
 * its bills goes (a call answered, a line delivered, a bill closed), the focus moves to the next control of
 * the table, else to its name.
 */
export function FloorTableCard({ table, actions }: { table: FloorTable; actions: FloorOrderActions }) {
  const { t } = useTranslation(NS);
  const headingId = `st-table-${table.kind}-${table.code}`;
  return (
    <li
      className={`st-table st-state-${table.state}`}
      data-testid="floor-table"
      data-focus-scope
      aria-labelledby={headingId}
    >
      <h2 id={headingId} tabIndex={-1}>
        {t(`place.${table.kind}`, { code: table.code })}
      </h2>
      <p className="st-table-state" data-testid="floor-state">
        {t(`state.${table.state}`)}
      </p>
      {table.orders.map((order) => (
        <FloorOrder key={order.id} order={order} actions={actions} />
      ))}
    </li>
  );
}
