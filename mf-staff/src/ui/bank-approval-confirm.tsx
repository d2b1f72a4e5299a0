import { useTranslation, type StaffPendingPayment } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ConfirmBlock } from './confirm-block.tsx';

/**
 * "Approve money the bank has not confirmed?": the second step before a payment the bank never answered
 * is taken as paid. The keyboard starts on "wait for the bank", so a second Enter approves nothing.
 */
export function BankApprovalConfirm({
  payment,
  amount,
  busy,
  onConfirm,
  onKeep,
}: {
  payment: Pick<StaffPendingPayment, 'method'>;
  /** The payment's amount as the card writes it. */
  amount: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation(NS);
  const method = t(`method.${payment.method}`, { defaultValue: payment.method });
  return (
    <ConfirmBlock
      label={t('floor.bankTitle', { amount })}
      confirm={t('floor.bankConfirm')}
      keep={t('floor.bankKeep')}
      busy={busy}
      onConfirm={onConfirm}
      onKeep={onKeep}
    >
      {t('floor.bankText', { method })}
    </ConfirmBlock>
  );
}
