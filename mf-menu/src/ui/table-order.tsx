import { Link, useParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import {
  $profile,
  formatMoney,
  optionsSummary,
  paths,
  useTranslation,
  type Currency,
  type TablePurchase,
} from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { LineEditor } from './line-editor.tsx';
import { orderHeadingKey } from './order-heading.ts';
import type { PayBill } from './payment-view.tsx';

interface TableOrderProps {
  purchase: TablePurchase;
  currency: Currency;
  cooking: boolean;
  onCook: () => void;
  onCallWaiter: () => void;
  /** A list-only table of a branch with in-app payment pays the waiter's bill (the manual payment). */
  payBill?: PayBill | null;
  /** Nothing is left to pay (a pay-first bill stays open once paid, for more rounds). */
  paid?: boolean;
  /** The diner's own pending lines, and what changing one sends. */
  lines: {
    editableIds: number[];
    busy: boolean;
    onCount: (line: { lineId: number; count: number }) => void;
    onRemove: (lineId: number) => void;
  };
}

/** The order on the table screen (a table's shared one, a room's, the diner's own): its lines with their status, sending to the kitchen, the waiter. */
export function TableOrder({
  purchase,
  currency,
  cooking,
  onCook,
  onCallWaiter,
  payBill = null,
  paid = false,
  lines,
}: TableOrderProps) {
  const { t } = useTranslation(MENU_NS);
  const { supplier = '' } = useParams();
  const profile = useUnit($profile);
  const { rules } = purchase;
  // Who added a line: the diner themself, a table mate by the name they gave, or an unnamed mate.
  const addedBy = (item: TablePurchase['items'][number]) =>
    item.profile_id === profile?.id
      ? t('order.byYou')
      : item.profile_name.trim()
        ? t('order.by', { name: item.profile_name })
        : t('order.byMate');
  return (
    <section className="mn-order" aria-labelledby="mn-order-title" data-testid="table-order">
      <h2 id="mn-order-title" className="mn-section__title">
        {t(orderHeadingKey(purchase))}
      </h2>
      {purchase.items.length === 0 ? (
        <p>{t('order.empty')}</p>
      ) : (
        <ul className="mn-order__lines">
          {purchase.items.map((item) => (
            <li key={item.id} className="mn-order__line" data-testid="order-line">
              <span className="mn-order__label">
                {item.count} × {item.label}
                {item.options.length > 0 ? (
                  <small className="mn-order__options">{optionsSummary(item.options, currency)}</small>
                ) : null}
                <small data-testid="order-line-by">{addedBy(item)}</small>
              </span>
              <span className="mn-order__status" data-testid="order-line-status">
                {t(`common:lineStatus.${item.status}`)}
              </span>
              <span>{formatMoney(item.total, currency)}</span>
              {lines.editableIds.includes(item.id) ? (
                <LineEditor
                  lineId={item.id}
                  label={item.label}
                  count={item.count}
                  busy={lines.busy}
                  onCount={lines.onCount}
                  onRemove={lines.onRemove}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mn-order__total" data-testid="order-total">
        {t('order.total', { total: formatMoney(purchase.total, currency) })}
      </p>
      {rules.list_only ? <p className="mn-product__note">{t('order.showWaiter')}</p> : null}
      {rules.payment_required ? <p className="mn-product__note">{t('order.paymentRequired')}</p> : null}
      {/* A bill the staff closed takes no more sends, payments or calls: the page offers a new bill. */}
      {purchase.status === 'closed' ? null : (
        <div className="mn-order__actions">
          {/* Payment-first classes send their lines to the kitchen with the payment. */}
          {rules.list_only || rules.payment_required ? null : (
            <button
              type="button"
              className="mesa-button"
              disabled={purchase.count_pending === 0 || cooking}
              onClick={onCook}
            >
              {t('order.cook', { count: purchase.count_pending })}
            </button>
          )}
          {paid ? (
            <p className="mn-product__note" data-testid="bill-paid">
              {t('pay.paid')}
            </p>
          ) : !rules.list_only && purchase.items.length > 0 ? (
            <Link
              className="mesa-button"
              to={paths.checkout(supplier, String(purchase.id))}
              data-testid="pay-bill"
            >
              {t('order.pay')}
            </Link>
          ) : null}
          {payBill ? (
            <button
              type="button"
              className="mesa-button"
              disabled={payBill.busy}
              onClick={payBill.onPay}
              data-testid="pay-bill"
            >
              {t('order.pay')}
            </button>
          ) : null}
          {rules.can_call_waiter ? (
            <button
              type="button"
              className="mesa-button mesa-button--ghost"
              disabled={purchase.waiter_called}
              onClick={onCallWaiter}
              data-testid="call-waiter"
            >
              {purchase.waiter_called ? t('order.waiterCalled') : t('order.callWaiter')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
