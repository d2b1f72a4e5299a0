import { useTranslation } from 'shared-contracts';
import { CART_NS } from '../../cart-i18n.ts';
import type { OrderKind } from '../model/delivery-form.ts';

/** How the diner gets the order: the ways the branch offers, as one radio group. */
export function OrderKindChoice({
  offered,
  kind,
  onChoose,
}: {
  offered: readonly OrderKind[];
  kind: OrderKind | null;
  onChoose: (kind: OrderKind) => void;
}) {
  const { t } = useTranslation(CART_NS);
  if (offered.length === 0) return <p className="co-notice">{t('noKind')}</p>;
  return (
    <fieldset className="co-kind" data-testid="order-kind">
      <legend>{t('kindLegend')}</legend>
      {offered.map((option) => (
        <label key={option} className="co-kind__option">
          <input
            type="radio"
            name="co-order-kind"
            value={option}
            checked={kind === option}
            onChange={() => onChoose(option)}
          />
          {t(`kind.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
