import { useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { floorPageModel, floorScreen } from '../model/floor-page.ts';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';
import { FloorNoticeText } from '../ui/floor-notice.tsx';
import { FloorOrder, type FloorOrderActions } from '../ui/floor-order.tsx';
import { FloorTableCard } from '../ui/floor-table.tsx';

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
    confirming: model.$confirmingPayment,
    onBankApprovalConfirmed: model.bankApprovalConfirmed,
    onBankApprovalKept: model.bankApprovalKept,
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
          <FloorTableCard key={`${table.kind}-${table.code}`} table={table} actions={actions} />
        ))}
      </ul>
      {model.$unseated.length > 0 && (
        // The bills without a table: a bill settled and gone hands the focus to the next one, else here.
        <section aria-labelledby="st-unseated" data-focus-scope>
          <h2 id="st-unseated" tabIndex={-1}>
            {t('floor.unseated')}
          </h2>
          <ul className="st-tables">
            {model.$unseated.map(({ state, order }) => (
              <li
                key={order.id}
                className={`st-table st-state-${state}`}
                data-testid="floor-unseated"
                data-focus-scope
              >
                <p className="st-table-state">{t(`state.${state}`)}</p>
                <FloorOrder order={order} actions={actions} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <FloorNoticeText notice={model.$notice} />
    </BranchScreenPage>
  );
}
