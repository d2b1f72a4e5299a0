import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { cartIconModel } from './cart-icon-model.ts';
import { FrameIcon } from './frame-icon.tsx';
import { SHELL_NS } from '../i18n.ts';

// The basket and its two wheels (circles drawn as two arcs each), in the frame's one icon style.
const CART_PATH =
  'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6' +
  'M8.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M16.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0';

function CartGlyph({ count }: { count: number }) {
  return (
    <>
      <FrameIcon path={CART_PATH} />
      <span className="mesa-header__badge" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </>
  );
}

/** The header's cart icon: where it leads follows the diner's service. */
export function CartIcon({ supplierSlug }: { supplierSlug: string }) {
  const { t } = useTranslation(SHELL_NS);
  const {
    action,
    noPendingShown,
    opening,
    manualPaymentToShow,
    pressed,
    myOrderLinkFollowed,
    manualPaymentShown,
    count,
    label: labelKey,
  } = useUnit(cartIconModel);
  const navigate = useNavigate();
  const label = t(labelKey, { count });

  // The manual payment was opened: MyOrder shows it (the icon stays in the header, so it navigates once).
  useEffect(() => {
    if (manualPaymentToShow === null) return;
    manualPaymentShown();
    void navigate(paths.myOrder(supplierSlug, String(manualPaymentToShow)));
  }, [manualPaymentToShow, manualPaymentShown, navigate, supplierSlug]);

  if (action.kind === 'cart-in-progress' || action.kind === 'my-order') {
    const to =
      action.kind === 'my-order'
        ? paths.myOrder(supplierSlug, action.purchaseId)
        : paths.deliveryOrder(supplierSlug);
    return (
      <Link
        className="mesa-header__cart"
        to={to}
        aria-label={label}
        data-testid="cart-link"
        onClick={action.kind === 'my-order' ? () => myOrderLinkFollowed(action.purchaseId) : undefined}
      >
        <CartGlyph count={count} />
      </Link>
    );
  }
  return (
    <span className="mesa-header__cart-wrap">
      <button
        type="button"
        className="mesa-header__cart"
        aria-label={label}
        aria-busy={opening}
        disabled={opening}
        data-testid="cart-link"
        onClick={() => pressed()}
      >
        <CartGlyph count={count} />
      </button>
      {noPendingShown ? (
        <span className="mesa-header__tooltip" role="status" data-testid="no-pending-payments">
          {t('noPendingPayments')}
        </span>
      ) : null}
    </span>
  );
}
