import { formatMinor, type PurchaseBalance, useTranslation } from 'shared-contracts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';

/**
 * The bill's total, what is paid and what is left, live for everyone at the table; for one diner's
 * delivery or take-away order (`forTable` false) the total is the order's, not a bill's.
 */
export function BalanceSummary({
  balance,
  forTable = true,
}: {
  balance: PurchaseBalance;
  forTable?: boolean;
}) {
  const { t } = useTranslation(PAY_NS);
  const { t: td } = useTranslation(DELIVERY_NS);
  const money = (minor: number) => formatMinor(minor, balance.currency);
  return (
    <dl className="co-balance" data-testid="balance" aria-live="polite">
      <div>
        <dt>{forTable ? t('due') : td('due')}</dt>
        <dd data-testid="balance-due">{money(balance.due_minor)}</dd>
      </div>
      <div>
        <dt>{t('paid')}</dt>
        <dd data-testid="balance-paid">{money(balance.paid_minor)}</dd>
      </div>
      {balance.pending_minor > 0 ? (
        <div>
          <dt>{t('pendingAmount')}</dt>
          <dd>{money(balance.pending_minor)}</dd>
        </div>
      ) : null}
      <div className="co-balance__remaining">
        <dt>{t('remaining')}</dt>
        <dd data-testid="balance-remaining">{money(balance.remaining_minor)}</dd>
      </div>
    </dl>
  );
}
