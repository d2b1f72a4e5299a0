import { useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { PickupBoardPageGate, pickupBoardPageModel } from '../model/pickup-board-page.ts';
import '../ui/pickup-board.css';

function Column({ title, numbers, testId }: { title: string; numbers: number[]; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="dl-board-column" aria-label={title} data-testid={testId}>
      <h2 className="dl-board-heading">{title}</h2>
      {numbers.length === 0 ? (
        <p className="dl-board-none">{t('pbNone')}</p>
      ) : (
        <ul className="dl-board-numbers">
          {numbers.map((number) => (
            <li key={number} className="dl-board-number">
              {number}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Opens the board's gate with the branch of the path, and closes it when the page goes (its timer stops).
 * Keyed by the branch: another branch in the path closes the board and opens it again, as a fresh visit.
 */
function PickupBoardGate() {
  const { supplier = '' } = useParams();
  return <PickupBoardPageGate key={supplier} supplier={supplier} />;
}

/** `/{supplier}/pickup-board`: the screen at the counter; take-away order numbers being prepared and ready. */
export function PickupBoardPage() {
  return (
    <>
      <PickupBoardGate />
      <PickupBoardScreen />
    </>
  );
}

function PickupBoardScreen() {
  const { t } = useTranslation(NS);
  const { status, preparing, ready, connectionLost, retryClicked } = useUnit(pickupBoardPageModel);

  if (status === 'loading') return <p className="dl-board-state">{t('pbLoading')}</p>;
  if (status === 'failed') {
    return (
      <section className="dl-board" data-testid="pickup-board">
        <p className="dl-board-state" role="alert">
          {t('pbFailed')}
        </p>
        <button type="button" className="mesa-button" onClick={() => retryClicked()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  return (
    <section className="dl-board" data-testid="pickup-board">
      <h1 className="dl-board-title">{t('pbTitle')}</h1>
      {/* Always in the tree, so a screen reader hears the words as they come and go. */}
      <p className="dl-board-offline" role="status" data-testid="pickup-board-offline">
        {connectionLost ? t('pbOffline') : null}
      </p>
      <div className="dl-board-columns" aria-live="polite">
        <Column title={t('pbPreparing')} numbers={preparing} testId="board-preparing" />
        <Column title={t('pbReady')} numbers={ready} testId="board-ready" />
      </div>
    </section>
  );
}
