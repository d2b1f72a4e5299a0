import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { orderMoveSaid, type OrderMove } from '../model/orders-board.ts';

/**
 * The orders screen's live region: where the last move took an order ("Order #31 moved to “Packed”"), or
 * that it left the screen. Always on the page, empty until a move: a region added together with its words
 * is not announced.
 */
export function OrdersNoticeText({ notice }: { notice: OrderMove | null }) {
  const { t } = useTranslation(NS);
  const said = notice && orderMoveSaid(notice);
  return (
    <p role="status" className="st-visually-hidden" data-testid="orders-notice">
      {said?.kind === 'moved' &&
        t('orders.moved', { id: said.purchaseId, step: t(`orders.step.${said.step}`) })}
      {said?.kind === 'left' && t(`orders.left.${said.status}`, { id: said.purchaseId })}
    </p>
  );
}
