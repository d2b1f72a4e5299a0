import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MENU_NS } from '../i18n.ts';
import { ManualPayGate, manualPayModel } from '../model/manual-pay.ts';
import { menuPageModel } from '../model/menu-page.ts';
import { orderLinesModel } from '../model/order-lines.ts';
import { productDialogModel } from '../model/product-dialog.ts';
import { tableBillModel } from '../model/table-bill.ts';
import { TablePageGate, tablePageModel, type TableVisit } from '../model/table-page.ts';
import { tableTabsModel } from '../model/table-tabs.ts';
import { AddedNotice } from '../ui/added-notice.tsx';
import { BillClosed } from '../ui/bill-closed.tsx';
import { PaymentView } from '../ui/payment-view.tsx';
import { EarlyDialogFrame, ProductDialog } from '../ui/product-dialog.tsx';
import { TableCodeForm } from '../ui/table-code-form.tsx';
import { TableName } from '../ui/table-name.tsx';
import { orderHeadingKey, ownOrderNoteKey } from '../ui/order-heading.ts';
import { TableOrder } from '../ui/table-order.tsx';
import { tabLabelledBy, tabPanelId, TableTabs } from '../ui/table-tabs.tsx';
import { MenuBody } from './menu-page.tsx';
import '../ui/menu.css';
import { $seat, paths, seatAt, seatMenuPath, useTranslation } from 'shared-contracts';

/**
 * OnTableMenuDigital (`/{supplier}/menu-digital?mesa=`), room service (`/{supplier}/service-room?mesa=`)
 * and grab-and-go (`/{supplier}/grab-and-go`: the same menu and order without a table, picked up at the
 * counter).
 */
function TableMenuGate({ kind }: { kind: TableVisit['kind'] }) {
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  // Grab-and-go has no table, whatever the link says.
  const code = kind === 'grab' ? null : searchParams.get('mesa') || null;
  // The printed QR's key beside the code: it seats the diner at the table's bill.
  const key = kind === 'grab' ? null : searchParams.get('k') || null;
  // Keyed by the link: another branch, code or key opens the page again, as a fresh visit.
  return <TablePageGate key={`${slug}|${code}|${key}`} visit={{ slug, code, kind, key }} />;
}

function TableMenu({ kind }: { kind: TableVisit['kind'] }) {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  // Grab-and-go has no table, whatever the link says.
  const code = kind === 'grab' ? null : searchParams.get('mesa');
  // A code without the printed QR's key (typed, or a link passed on) seats the diner on an order of their own.
  const keyless = code !== null && !searchParams.get('k');
  const { branch, currency, sections, status, filter, filtering, retryClicked, filterChanged } =
    useUnit(menuPageModel);
  const {
    table,
    tableProblem,
    withoutTable,
    typedCode,
    typedCodeMissing,
    codeToOpen,
    codeTyped,
    codeSubmitted,
    purchase,
    purchaseComing,
    closedState,
    ownOrderAtTable,
    notice,
    joining,
    cooking,
    unknownTableChosen,
    cookClicked,
    waiterClicked,
    noticeDismissed,
    billClosed,
    newBillClicked,
  } = useUnit(tablePageModel);
  const manualPay = useUnit(manualPayModel);
  const seat = seatAt(useUnit($seat), slug);
  const { productOpened } = useUnit(productDialogModel);
  const { editableLineIds, changingLine, lineCountChanged, lineRemoveClicked } = useUnit(orderLinesModel);
  const { tab, orderUnits, historyBacks, tabChosen, tabBackClicked } = useUnit(tableTabsModel);
  const { bill, closedBillReveals } = useUnit(tableBillModel);
  const navigate = useNavigate();
  const backsDone = useRef(historyBacks);

  // The tabs' back rule asked for a step back in history.
  useEffect(() => {
    if (historyBacks <= backsDone.current) return;
    backsDone.current = historyBacks;
    void navigate(-1);
  }, [historyBacks, navigate]);

  useGate(ManualPayGate);

  // The diner sits here: a link without the code (the side panel's, a bookmark) is the seat's table.
  if (!code && kind !== 'grab' && seat && (seat.kind === 'room') === (kind === 'room')) {
    return <Navigate replace to={seatMenuPath(seat)} />;
  }
  if (codeToOpen) {
    const link =
      kind === 'room'
        ? paths.serviceRoom(slug, { mesa: codeToOpen })
        : paths.menuDigital(slug, { mesa: codeToOpen });
    return <Navigate replace to={link} />;
  }
  if (manualPay.path) return <Navigate to={manualPay.path} />;

  const place = table ?? null;
  const room = kind === 'room';
  const inAppPayment = branch?.details?.has_cluvi_pay ?? false;
  return (
    <div className="mn-page" data-testid="table-page">
      {/* Before the products: a tap on one while the rest of the page is still being parsed finds it. */}
      <EarlyDialogFrame />
      <header className="mn-hero">
        <h1 className="mn-hero__title">{branch?.label ?? ''}</h1>
        {place ? (
          <TableName table={place.table} />
        ) : code && tableProblem === null ? (
          // The table's line is kept while the code is checked, as the tabs below are.
          <p className="mn-hero__description mn-reserved" aria-hidden="true">
            {t(kind === 'room' ? 'table.room' : 'table.table', { code })}
          </p>
        ) : null}
        {kind === 'grab' ? (
          <div className="mn-grab" data-testid="grab-and-go">
            <p className="mn-hero__description">
              <strong>{t('grab.title')}</strong> {t('grab.body')}
            </p>
            <Link className="mesa-button mesa-button--ghost" to={paths.grabAndGoMyOrder(slug)}>
              {t('grab.myOrder')}
            </Link>
          </div>
        ) : null}
      </header>

      {tableProblem === 'missing' || tableProblem === 'not_found' ? (
        <div className="mn-state" role="alert" data-testid="scan-qr">
          <p>{t('common:errors.table_not_found')}</p>
          {tableProblem === 'not_found' && code ? (
            <p>{t(room ? 'table.roomNotFound' : 'table.tableNotFound', { code })}</p>
          ) : null}
          <TableCodeForm
            room={room}
            value={typedCode}
            missing={typedCodeMissing}
            onChange={codeTyped}
            onSubmit={codeSubmitted}
          />
          {/* A room's order needs its room: only a table's diner may order without the number. */}
          {room ? null : (
            <>
              <p className="mn-product__note">{t('table.unknownExplained')}</p>
              <button
                type="button"
                className="mesa-button mesa-button--ghost"
                onClick={unknownTableChosen}
                disabled={joining}
              >
                {t('table.unknown')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {withoutTable && kind === 'table' ? (
        <details className="mn-notice" data-testid="without-table">
          <summary>{t('table.withoutTable')}</summary>
          <p>{t('table.unknownExplained')}</p>
          <TableCodeForm
            room={false}
            value={typedCode}
            missing={typedCodeMissing}
            onChange={codeTyped}
            onSubmit={codeSubmitted}
          />
        </details>
      ) : null}
      {manualPay.notice ? (
        <p className="mn-notice" role="alert">
          {t(manualPay.notice.key, manualPay.notice.values)}
        </p>
      ) : null}

      {closedState ? (
        <div className="mn-state" role="alert" data-testid="branch-closed">
          <p>{t(`common:errors.${closedState}`)}</p>
        </div>
      ) : null}

      <BillClosed
        closed={billClosed}
        bill={bill}
        reveals={closedBillReveals}
        joining={joining}
        onNewBill={newBillClicked}
      />

      {ownOrderAtTable ? (
        <p className="mn-hero__description" data-testid="own-order-at-table">
          {t(ownOrderNoteKey(room))}
        </p>
      ) : keyless && !purchase && tableProblem === null && !withoutTable ? (
        // Its place is kept while the table is checked and joined, as the table's name and tabs are.
        <p className="mn-hero__description mn-reserved" aria-hidden="true">
          {t(ownOrderNoteKey(room))}
        </p>
      ) : null}

      {notice ? (
        <div className="mn-notice" role="alert">
          <p>{t(notice.key, notice.values)}</p>
          <button type="button" className="mesa-button mesa-button--ghost" onClick={noticeDismissed}>
            {t('close')}
          </button>
        </div>
      ) : null}

      {purchase ? (
        <TableTabs
          label={t(orderHeadingKey(purchase))}
          tab={tab}
          unitCount={orderUnits}
          canPay={purchase.rules.list_only ? inAppPayment : purchase.items.length > 0}
          payable={bill.kind === 'due'}
          onChoose={tabChosen}
        />
      ) : code && tableProblem === null ? (
        // While the table is checked and joined (in the browser, after the server's HTML), the tabs'
        // place is kept, so the menu below does not jump when they arrive.
        <div className="mn-reserved" aria-hidden="true" inert>
          <TableTabs
            label={t(room ? 'order.roomTitle' : keyless ? 'order.ownTitle' : 'order.title')}
            tab={0}
            unitCount={0}
            canPay={false}
            onChoose={tabChosen}
          />
        </div>
      ) : null}

      <div
        id={tabPanelId}
        role={purchase ? 'tabpanel' : undefined}
        aria-labelledby={purchase ? tabLabelledBy(tab) : undefined}
      >
        {tab !== 0 && purchase ? (
          <button type="button" className="mesa-button mesa-button--ghost" onClick={tabBackClicked}>
            {t('tabs.back')}
          </button>
        ) : null}
        {tab === 0 ? (
          <MenuBody
            status={status}
            sections={sections}
            currency={currency}
            activeCategory={searchParams.get('category_id')}
            onRetry={retryClicked}
            onAdd={productOpened}
            filter={{ value: filter, active: filtering, onChange: filterChanged }}
            onTable
          />
        ) : null}

        {purchase && tab !== 2 ? (
          <TableOrder
            purchase={purchase}
            currency={currency}
            cooking={cooking}
            onCook={cookClicked}
            onCallWaiter={waiterClicked}
            payBill={
              purchase.rules.list_only && inAppPayment
                ? { busy: manualPay.opening, onPay: () => manualPay.payBillClicked(slug) }
                : null
            }
            paid={bill.kind === 'paid'}
            lines={{
              editableIds: billClosed ? [] : editableLineIds,
              busy: changingLine,
              onCount: lineCountChanged,
              onRemove: lineRemoveClicked,
            }}
          />
        ) : null}
        {purchase && tab === 2 ? (
          <PaymentView
            slug={slug}
            purchase={purchase}
            currency={currency}
            bill={bill}
            payBill={
              purchase.rules.list_only
                ? { busy: manualPay.opening, onPay: () => manualPay.payBillClicked(slug) }
                : null
            }
          />
        ) : null}
      </div>

      <div className="mn-cart-bar">
        <AddedNotice onShowOrder={() => tabChosen(1)} />
      </div>

      {/* A product tapped while the table is joined opens at once; only its add waits for the table. */}
      {purchase || purchaseComing ? <ProductDialog currency={currency} /> : null}
    </div>
  );
}

function TableMenuPageOf({ kind }: { kind: TableVisit['kind'] }) {
  return (
    <>
      <TableMenuGate kind={kind} />
      <TableMenu kind={kind} />
    </>
  );
}

export const TableMenuPage = () => <TableMenuPageOf kind="table" />;
export const RoomServicePage = () => <TableMenuPageOf kind="room" />;
export const GrabAndGoPage = () => <TableMenuPageOf kind="grab" />;
