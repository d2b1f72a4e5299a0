import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { headerModel } from './frame-model.ts';
import { SHELL_NS } from './i18n.ts';

interface HeaderProps {
  showCart: boolean;
  supplierSlug: string | undefined;
}

export function Header({ showCart, supplierSlug }: HeaderProps) {
  const { t } = useTranslation(SHELL_NS);
  const { brand, currentBranch, cartCount } = useUnit(headerModel);
  const cartSupplier = supplierSlug ?? currentBranch;
  const { name, logo } = brand;
  return (
    <header className="mesa-header">
      <a className="mesa-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Link
        className="mesa-header__home"
        to={supplierSlug ? paths.home(supplierSlug) : paths.main()}
        aria-label={t('home', { name })}
      >
        {logo ? <img className="mesa-header__logo" src={logo} alt="" width={40} height={40} /> : null}
        <span className="mesa-header__name">{name}</span>
      </Link>
      {showCart && cartSupplier ? (
        <Link
          className="mesa-header__cart"
          to={paths.deliveryOrder(cartSupplier)}
          aria-label={t('cart', { count: cartCount })}
          data-testid="cart-link"
        >
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6" />
            <circle cx="10" cy="20" r="1.5" />
            <circle cx="18" cy="20" r="1.5" />
          </svg>
          <span className="mesa-header__badge" data-testid="cart-count" aria-hidden="true">
            {cartCount}
          </span>
        </Link>
      ) : null}
    </header>
  );
}
