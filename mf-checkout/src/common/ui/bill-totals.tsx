import { formatMinor, type PurchaseBalance, useTranslation } from 'shared-contracts';
import { ORDER_NS } from '../../order-i18n.ts';

/**
 * How the bill adds up: the products, the tip (by its name here), the delivery fee and the coupon. A table's
 * bill always names its tip ("sin propina" too); a delivery or take-away order (`forTable` false) names it
 * once the diner chose one, so the lines always add up to the total.
 */
export function BillTotals({
  balance,
  tipLabel,
  forTable = true,
  serviceFee = false,
}: {
  balance: PurchaseBalance;
  tipLabel: string;
  forTable?: boolean;
  /** The branch calls the tip a service fee: none is said of the service fee, never of a tip. */
  serviceFee?: boolean;
}) {
  const { t } = useTranslation(ORDER_NS);
  const money = (minor: number) => formatMinor(minor, balance.currency);
  return (
    <dl className="co-balance" data-testid="bill-totals">
      <div>
        <dt>{t('bill.items')}</dt>
        <dd data-testid="bill-items">{money(balance.items_minor)}</dd>
      </div>
      {forTable || balance.tip_minor > 0 ? (
        <div>
          <dt>{tipLabel}</dt>
          <dd data-testid="bill-tip">
            {balance.tip_minor > 0
              ? money(balance.tip_minor)
              : t(serviceFee ? 'bill.noServiceFee' : 'bill.noTip')}
          </dd>
        </div>
      ) : null}
      {balance.delivery_fee_minor > 0 ? (
        <div>
          <dt>{t('bill.delivery')}</dt>
          <dd>{money(balance.delivery_fee_minor)}</dd>
        </div>
      ) : null}
      {balance.coupon_code ? (
        <div>
          <dt>{t('bill.coupon', { code: balance.coupon_code })}</dt>
          <dd data-testid="bill-discount">−{money(balance.discount_minor)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
