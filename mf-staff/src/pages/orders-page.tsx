import { useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ordersPageModel, ordersScreen } from '../model/orders-page.ts';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';
import type { CancelActions } from '../ui/order-card.tsx';
import { OrderColumns } from '../ui/order-columns.tsx';
import { OrdersNoticeText } from '../ui/orders-notice.tsx';
import type { SettleActions } from '../ui/pending-payments.tsx';

/** Delivery and take-away orders by step, each moved forward with one button, live. */
export function OrdersPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(ordersPageModel);
  const empty = model.$columns.every((column) => column.orders.length === 0);
  const settle: SettleActions = {
    busy: model.$busy,
    canSettle: model.$canSettle,
    onSettle: model.paymentSettled,
    confirming: model.$confirmingPayment,
    onBankApprovalConfirmed: model.bankApprovalConfirmed,
    onBankApprovalKept: model.bankApprovalKept,
  };
  const cancel: CancelActions = {
    cancelling: model.$cancelling,
    onAsk: model.cancelAsked,
    onKeep: model.cancelKept,
    onConfirm: model.cancelConfirmed,
  };
  return (
    <BranchScreenPage screen={ordersScreen} name="orders" title={t('screen.orders')}>
      {empty ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <OrderColumns
          columns={model.$columns}
          settle={settle}
          cancel={cancel}
          onAdvance={model.orderAdvanced}
        />
      )}
      {/* Outside the columns: the last order finished still has its words said on an empty screen. */}
      <OrdersNoticeText notice={model.$notice} />
    </BranchScreenPage>
  );
}
