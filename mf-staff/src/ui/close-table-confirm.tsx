import { formatMinor, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { CloseCost } from '../model/close-cost.ts';
import { ConfirmBlock } from './confirm-block.tsx';

/** "Close the table?" for a bill with money or products still due, naming what is due. */
export function CloseTableConfirm({
  purchaseId,
  cost,
  busy,
  onConfirm,
  onKeep,
}: {
  purchaseId: number;
  cost: CloseCost;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation(NS);
  const due = [
    cost.unpaid && t('floor.closeUnpaid', { amount: formatMinor(cost.unpaid.minor, cost.unpaid.currency) }),
    cost.unpaid &&
      cost.awaitingMinor > 0 &&
      t('floor.closeAwaiting', { amount: formatMinor(cost.awaitingMinor, cost.unpaid.currency) }),
    cost.undelivered > 0 && t('floor.closeUndelivered', { count: cost.undelivered }),
  ].filter(Boolean);
  return (
    <ConfirmBlock
      label={t('floor.closeTitle', { id: purchaseId })}
      confirm={t('floor.closeConfirm')}
      keep={t('floor.closeKeep')}
      // A payment waiting for the staff keeps the bill open (the API refuses): it is settled first.
      busy={busy || cost.awaitingMinor > 0}
      onConfirm={onConfirm}
      onKeep={onKeep}
    >
      {due.join(' ')}
    </ConfirmBlock>
  );
}
