import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  $coverageDialogOpen,
  $heldForCoverage,
  coverageConfirmationClosed,
  coverageLocateChosen,
  ghostLocationChosen,
  paths,
  useTranslation,
} from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { OverlayDialog } from './overlay-dialog.tsx';

const coverageModel = {
  open: $coverageDialogOpen,
  held: $heldForCoverage,
  located: coverageLocateChosen,
  stayed: ghostLocationChosen,
  closed: coverageConfirmationClosed,
};

/**
 * The coverage validation for delivery: a product added to a delivery order before any
 * place is known waits here; the diner gives the address (the product goes in once it is covered) or
 * stays at the branch on screen (the ghost location), or does not add it.
 */
export function CoverageConfirmation() {
  const { t } = useTranslation(SHELL_NS);
  const { open, held, located, stayed, closed } = useUnit(coverageModel);
  if (!open || !held) return null;
  return (
    <OverlayDialog
      role="dialog"
      titleId="mesa-coverage-title"
      testId="coverage-confirmation"
      onEscape={() => closed()}
    >
      <h2 id="mesa-coverage-title">{t('coverage.title')}</h2>
      <p>{t('coverage.body', { product: held.product.label })}</p>
      <Link className="mesa-button mesa-button--wide" to={paths.myLocation()} onClick={() => located()}>
        {t('coverage.locate')}
      </Link>
      <button
        type="button"
        className="mesa-button mesa-button--wide mesa-button--ghost"
        onClick={() => stayed()}
      >
        {t('coverage.stay')}
      </button>
      <button type="button" className="mesa-button mesa-button--ghost" onClick={() => closed()}>
        {t('coverage.cancel')}
      </button>
    </OverlayDialog>
  );
}
