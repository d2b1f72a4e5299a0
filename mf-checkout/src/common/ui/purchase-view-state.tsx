import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  $seat,
  errorMessageKey,
  LoadFailed,
  paths,
  seatAt,
  seatMenuPath,
  useTranslation,
} from 'shared-contracts';
import type { ViewStatus } from '../model/purchase-view.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';

interface PurchaseViewStateProps {
  status: ViewStatus;
  /** `purchaseView.error`: the API error code the failure names. */
  error: string | null;
  onRetry: () => void;
  /**
   * A page that finds the diner's open purchase says when there is none (its message's test id) and
   * leads back to the branch's menu; without it, `none` shows as loading (a page of one named purchase).
   */
  none?: { supplier: string; testId: string };
}

/**
 * 'An error occurred retrieving your order', with the reason when the diner can act on
 * it: no connection says so; a code with its own message (another table's order, a closed one) is that
 * message alone; anything else is the order's message.
 */
export function failureMessage(code: string, common: (key: string) => string): string {
  if (code === 'network_error') return `${common('order.fetch_failed')} ${common('errors.network_error')}`;
  // The link of someone else's order (a delivery's, shared): which table is not the question here.
  if (code === 'not_your_purchase') return common('order.not_yours');
  const key = errorMessageKey(code);
  return key === 'errors.generic' ? common('order.fetch_failed') : common(key);
}

/**
 * What a page of the purchase view (MyOrder, precheckout, order status) shows until its purchase is
 * ready: loading, no open purchase, or why it failed with the button that tries again.
 */
export function PurchaseViewState({ status, error, onRetry, none }: PurchaseViewStateProps) {
  const { t } = useTranslation(ORDER_NS);
  const { t: tPay } = useTranslation(PAY_NS);
  const seat = seatAt(useUnit($seat), none?.supplier);
  if (status === 'none' && none) {
    return (
      <>
        <p className="co-state" role="status" data-testid={none.testId}>
          {t('myOrder.none')}
        </p>
        <Link className="mesa-button" to={seat ? seatMenuPath(seat) : paths.menu(none.supplier)}>
          {t('myOrder.backToMenu')}
        </Link>
      </>
    );
  }
  if (status === 'loading' || status === 'none') return <p className="co-state">{t('common:loading')}</p>;
  return (
    <LoadFailed
      className="co-state"
      message={failureMessage(error ?? 'generic', (key) => t(`common:${key}`))}
      retryLabel={tPay('retry')}
      onRetry={onRetry}
    />
  );
}
