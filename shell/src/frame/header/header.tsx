import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  hasServiceChoice,
  type HeaderKind,
  paths,
  seatAt,
  seatHomePath,
  serviceLabel,
  type SupplierSummary,
  useTranslation,
} from 'shared-contracts';
import { CartIcon } from './cart-icon.tsx';
import { FrameIcon, ICON_PATHS } from './frame-icon.tsx';
import { FrameTools } from './frame-tools.tsx';
import { headerModel } from '../frame-model.ts';
import { SHELL_NS } from '../i18n.ts';
import { sidePanelModel } from '../side-panel/side-panel-model.ts';
import { useHydrated } from '../use-hydrated.ts';

interface HeaderProps {
  kind: HeaderKind;
  showCart: boolean;
  /** The branch the route names, when the instance has it. */
  branch: SupplierSummary | null;
  /** Where the back control of the back, pay and selector headers leads. */
  backTo: string;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Link className="mesa-header__control" to={to} aria-label={t('back')} data-testid="header-back">
      <FrameIcon path={ICON_PATHS.back} />
    </Link>
  );
}

/**
 * The internal header's left control: the side panel toggle, or back to the selector for a one-service
 * branch. A seated diner always gets the panel: it names the table and is where they choose to leave it.
 */
function BranchControl({ branch, seated }: { branch: SupplierSummary; seated: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const { open, toggled } = useUnit({ open: sidePanelModel.open, toggled: sidePanelModel.toggled });
  if (!hasServiceChoice(branch) && !seated) {
    return (
      <Link
        className="mesa-header__control"
        to={paths.main()}
        aria-label={t('backToSelector')}
        data-testid="back-to-selector"
      >
        <FrameIcon path={ICON_PATHS.back} />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="mesa-header__control"
      aria-label={t('panelOpen')}
      aria-expanded={open}
      aria-controls="mesa-side-panel"
      data-testid="panel-toggle"
      onClick={() => toggled()}
    >
      <FrameIcon path={ICON_PATHS.menu} />
    </button>
  );
}

/** The header bar, one of its types per route (the route table's `header`). */
export function Header({ kind, showCart, branch, backTo }: HeaderProps) {
  const { t } = useTranslation(SHELL_NS);
  const { brand, current, labels, seated } = useUnit({
    brand: headerModel.brand,
    seated: headerModel.seat,
    current: sidePanelModel.current,
    labels: sidePanelModel.labels,
  });
  const { name, logo } = brand;
  const hydrated = useHydrated();
  const seat = seatAt(seated, branch?.slug);
  // The logo is home: the seated diner's home is the table's.
  const home = seat ? seatHomePath(seat) : branch ? paths.home(branch.slug) : paths.main();
  const serviceName = current === null ? null : serviceLabel(labels, current, t);
  return (
    <header className={`mesa-header mesa-header--${kind}`} data-header-kind={kind}>
      <a className="mesa-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {kind === 'internal' && branch ? <BranchControl branch={branch} seated={seat !== null} /> : null}
      {kind === 'back' || kind === 'pay' || kind === 'selector' ? <BackLink to={backTo} /> : null}
      <div className="mesa-header__title">
        {kind === 'pay' ? (
          <span className="mesa-header__name">{t('payTitle')}</span>
        ) : (
          <Link className="mesa-header__home" to={home} aria-label={t('home', { name })}>
            {logo ? <img className="mesa-header__logo" src={logo} alt="" width={40} height={40} /> : null}
            <span className="mesa-header__name">{name}</span>
          </Link>
        )}
        {branch && serviceName && hydrated ? (
          <span className="mesa-header__service" data-testid="current-service">
            {t('currentService', { service: serviceName })}
          </span>
        ) : branch && kind !== 'pay' ? (
          // Its line is kept while the service is unknown (stored, or chosen once the table is joined,
          // both after the server's HTML), so the page does not move down when it shows.
          <span className="mesa-header__service" aria-hidden="true" />
        ) : null}
      </div>
      <div className="mesa-header__tools">
        <FrameTools branch={branch?.slug ?? null} />
        {showCart && branch ? <CartIcon supplierSlug={branch.slug} /> : null}
      </div>
    </header>
  );
}
