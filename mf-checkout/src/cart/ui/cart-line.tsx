import { formatMoney, optionsSummary, useTranslation, type CartItem, type Currency } from 'shared-contracts';
import { NS } from '../../i18n.ts';

interface CartLineProps {
  item: CartItem;
  currency: Currency;
  onIncrease: (item: CartItem) => void;
  onDecrease: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}

export function CartLine({ item, currency, onIncrease, onDecrease, onRemove }: CartLineProps) {
  const { t } = useTranslation(NS);
  return (
    <li className="mesa-card co-line" data-testid="cart-line">
      <div className="co-line__info">
        <h2 className="co-line__label">{item.label}</h2>
        {item.options.length > 0 ? (
          <p className="co-line__options" data-testid="cart-line-options">
            {optionsSummary(item.options, currency)}
          </p>
        ) : null}
        <p className="co-line__unit">{t('unitPrice', { price: formatMoney(item.price, currency) })}</p>
      </div>
      <div className="co-line__controls">
        <div className="co-stepper" role="group" aria-label={t('quantity', { name: item.label })}>
          <button
            type="button"
            className="co-stepper__button"
            aria-label={t('decrease', { name: item.label })}
            onClick={() => onDecrease(item)}
          >
            −
          </button>
          <output className="co-stepper__count" aria-live="polite" data-testid="cart-line-count">
            {item.count}
          </output>
          <button
            type="button"
            className="co-stepper__button"
            aria-label={t('increase', { name: item.label })}
            onClick={() => onIncrease(item)}
          >
            +
          </button>
        </div>
        <p className="co-line__subtotal" data-testid="cart-line-subtotal">
          {formatMoney(item.subtotal, currency)}
        </p>
        <button
          type="button"
          className="co-link-button"
          aria-label={t('removeNamed', { name: item.label })}
          onClick={() => onRemove(item)}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
