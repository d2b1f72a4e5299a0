import { useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { floorPageModel, floorScreen } from '../model/floor-page.ts';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';
import { FloorOrder, type FloorOrderActions } from '../ui/floor-order.tsx';

/** The floor: every table and room with its state and bills, live. */
export function FloorPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(floorPageModel);
  const actions: FloorOrderActions = {
    busy: model.$busy,
    canSettle: model.$canSettle,
    onAnswerCall: model.waiterCallAnswered,
    onDeliver: model.lineDelivered,
    onSettle: model.paymentSettled,
    onClose: model.closeClicked,
    closing: model.$closing,
    onCloseConfirmed: model.closeConfirmed,
    onCloseCancelled: model.closeCancelled,
  };
  const qrSheet = model.$qrSheetUrl && (
    <a className="mesa-button" href={model.$qrSheetUrl} target="_blank" rel="noreferrer">
      {t('floor.qrSheet')}
    </a>
  );
  return (
    <BranchScreenPage screen={floorScreen} name="floor" title={t('screen.tables')} bar={qrSheet}>
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
    </BranchScreenPage>
  );
}
