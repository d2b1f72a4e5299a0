import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { floorPageModel } from '../model/floor-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { FloorOrder, type FloorOrderActions } from '../ui/floor-order.tsx';
import { BranchScreenProblem, LiveBadge } from '../ui/branch-screen-problem.tsx';

/** The floor: every table and room with its state and bills, live. */
export function FloorPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(floorPageModel);
  const { branch = '' } = useParams();
  const { pageOpened, pageClosed } = model;
  useEffect(() => {
    pageOpened({ branch });
    return () => pageClosed();
  }, [pageOpened, pageClosed, branch]);

  const title = t('screen.tables');
  if (model.$status !== 'ready' && model.$status !== 'loading') {
    return <BranchScreenProblem status={model.$status} title={title} onRetry={model.retryClicked} />;
  }
  const actions: FloorOrderActions = {
    busy: model.$busy,
    canSettle: model.$canSettle,
    onAnswerCall: model.waiterCallAnswered,
    onDeliver: model.lineDelivered,
    onSettle: model.paymentSettled,
    onClose: model.tableClosed,
  };
  return (
    <section className="st-page st-floor" data-testid="staff-floor" aria-busy={model.$status === 'loading'}>
      <header className="st-bar">
        <h1>{title}</h1>
        <LiveBadge live={model.$live} />
        {model.$qrSheetUrl && (
          <a className="mesa-button" href={model.$qrSheetUrl} target="_blank" rel="noreferrer">
            {t('floor.qrSheet')}
          </a>
        )}
      </header>
      {model.$actionError && (
        <p role="alert" className="st-error">
          <ApiErrorText code={model.$actionError} />
        </p>
      )}
      {model.$status === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <ul className="st-tables">
            {model.$tables.map((table) => (
              <li
                key={`${table.kind}-${table.code}`}
                className={`st-table st-state-${table.state}`}
                data-testid="floor-table"
                aria-labelledby={`st-table-${table.kind}-${table.code}`}
              >
                <h2 id={`st-table-${table.kind}-${table.code}`}>
                  {t(`place.${table.kind}`, { code: table.code })}
                </h2>
                <p className="st-table-state" data-testid="floor-state">
                  {t(`state.${table.state}`)}
                </p>
                {table.orders.map((order) => (
                  <FloorOrder key={order.id} order={order} actions={actions} />
                ))}
              </li>
            ))}
          </ul>
          {model.$unseated.length > 0 && (
            <section aria-labelledby="st-unseated">
              <h2 id="st-unseated">{t('floor.unseated')}</h2>
              <ul className="st-tables">
                {model.$unseated.map(({ state, order }) => (
                  <li key={order.id} className={`st-table st-state-${state}`} data-testid="floor-unseated">
                    <p className="st-table-state">{t(`state.${state}`)}</p>
                    <FloorOrder order={order} actions={actions} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
