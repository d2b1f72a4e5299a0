import { useUnit } from 'effector-react';
import { $profile, type Currency, formatMoney, type PurchaseItem, useTranslation } from 'shared-contracts';
import { ORDER_NS } from '../../order-i18n.ts';

/** The purchase's lines as the table ordered them: count, product, options, who added it, its status and total. */
export function OrderLines({
  items,
  currency,
  showStatus = true,
}: {
  items: readonly PurchaseItem[];
  currency: Currency;
  showStatus?: boolean;
}) {
  const { t } = useTranslation(ORDER_NS);
  const profile = useUnit($profile);
  // Who added a line: the diner themself, a table mate by the name they gave, or an unnamed mate.
  const addedBy = (item: PurchaseItem) =>
    item.profile_id === profile?.id
      ? t('myOrder.byYou')
      : item.profile_name.trim()
        ? t('myOrder.by', { name: item.profile_name })
        : t('myOrder.byMate');
  return (
    <ul className="co-order-lines" aria-label={t('myOrder.lines')}>
      {items.map((item) => {
        const options = item.options.flatMap((group) => group.choices.map((choice) => choice.label));
        return (
          <li key={item.id} className="co-order-line" data-testid="my-order-line">
            <div className="co-line__info">
              <p className="co-line__label">
                {item.count} × {item.label}
              </p>
              {options.length > 0 ? <p className="co-line__unit">{options.join(', ')}</p> : null}
              {item.comment ? <p className="co-line__unit">{item.comment}</p> : null}
              <p className="co-line__unit">{addedBy(item)}</p>
            </div>
            {showStatus ? (
              <span className="co-order-line__status" data-testid="my-order-line-status">
                {t(`common:lineStatus.${item.status}`)}
              </span>
            ) : null}
            <p className="co-line__subtotal">{formatMoney(item.total, currency)}</p>
          </li>
        );
      })}
    </ul>
  );
}
