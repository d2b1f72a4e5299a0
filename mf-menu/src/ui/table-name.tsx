import type { TableRef } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { useTranslation } from 'shared-contracts';

/** Where the diner sits, under the branch's name: "Mesa M03" or "Habitación 201". */
export function TableName({ table }: { table: TableRef }) {
  const { t } = useTranslation(MENU_NS);
  return (
    <p className="mn-hero__description" data-testid="table-name">
      {table.kind === 'room' ? t('table.room', { code: table.code }) : t('table.table', { code: table.code })}
    </p>
  );
}
