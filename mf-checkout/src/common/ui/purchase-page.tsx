import type { Gate } from 'effector-react';
import type { ReactNode } from 'react';
import {
  PageGate,
  type PaymentMethodsResponse,
  type PurchaseBalance,
  type TablePurchase,
  useTranslation,
} from 'shared-contracts';
import { viewTarget, type ViewStatus, type ViewTarget } from '../model/purchase-view.ts';
import { tipLabelKey } from '../model/tip-label.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { BillTotals } from './bill-totals.tsx';
import { PurchaseViewState } from './purchase-view-state.tsx';

/**
 * The skeleton of a page of the diner's purchase (MyOrder, precheckout): its gate opens with the branch
 * and the address's purchase (none when the address names no valid one: the newest open purchase is
 * looked up), and the screen renders beside it.
 */
export function PurchasePageGate({
  gate,
  supplier,
  purchaseId,
}: {
  gate: Gate<ViewTarget>;
  supplier: string;
  purchaseId: string | null;
}) {
  return <PageGate gate={gate} props={viewTarget(supplier, purchaseId)} />;
}

interface PurchaseScreenProps {
  testId: string;
  title: string;
  supplier: string;
  view: {
    status: ViewStatus;
    error: string | null;
    purchase: TablePurchase | null;
    balance: PurchaseBalance | null;
    retryClicked: () => void;
  };
  /** The test id of "no open purchase" (the page looks up the newest one). */
  noneTestId: string;
  /** What the page shows once its purchase and balance are in. */
  children: (purchase: TablePurchase, balance: PurchaseBalance) => ReactNode;
}

/** The page's frame: its title, then the purchase once ready, else loading, none or why it failed. */
export function PurchaseScreen({ testId, title, supplier, view, noneTestId, children }: PurchaseScreenProps) {
  return (
    <div className="mesa-page co-page" data-testid={testId}>
      <h1 className="mesa-title co-title">{title}</h1>
      {view.status === 'ready' && view.purchase && view.balance ? (
        children(view.purchase, view.balance)
      ) : (
        <PurchaseViewState
          status={view.status}
          error={view.error}
          onRetry={view.retryClicked}
          none={{ supplier, testId: noneTestId }}
        />
      )}
    </div>
  );
}

/**
 * How the purchase adds up and what is left to pay, the tip named as the branch names it. `forTable`
 * false: one diner's delivery or take-away order, whose total is the order's, not a bill's.
 */
export function PurchaseTotals({
  balance,
  methods,
  countryCode,
  forTable,
}: {
  balance: PurchaseBalance;
  methods: PaymentMethodsResponse | null;
  countryCode: string;
  forTable?: boolean;
}) {
  const { t } = useTranslation(PAY_NS);
  const tipKey = tipLabelKey(methods, countryCode);
  return (
    <>
      <BillTotals balance={balance} tipLabel={t(tipKey)} serviceFee={tipKey === 'serviceFee'} />
      <BalanceSummary balance={balance} forTable={forTable} />
    </>
  );
}

/** The branch's prices include the consumption tax: said under the totals. */
export function ConsumptionTaxNote({ methods }: { methods: PaymentMethodsResponse | null }) {
  const { t } = useTranslation(PAY_NS);
  return methods?.impoconsumo_label ? <p className="co-note">{t('impoconsumo')}</p> : null;
}
