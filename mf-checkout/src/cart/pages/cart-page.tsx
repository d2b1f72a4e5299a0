import { useGate, useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  $lang,
  formatCalendarDate,
  formatMinor,
  formatMoney,
  paths,
  reopeningWords,
  useTranslation,
} from 'shared-contracts';
import { CART_API_ERRORS, CART_NS } from '../../cart-i18n.ts';
import { NS } from '../../i18n.ts';
import { BUILD_LABEL } from '../model/build-label.ts';
import { CartPageGate, cartPageModel, precheckoutOf } from '../model/cart-page.ts';
import { refusalWords, type Refusal } from '../../common/model/refusal.ts';
import { CartLine } from '../ui/cart-line.tsx';
import { DeliveryFields } from '../ui/delivery-fields.tsx';
import { OrderKindChoice } from '../ui/order-kind.tsx';
import '../../common/ui/checkout.css';

function CartLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page co-page" data-testid="cart-page" data-build={BUILD_LABEL}>
      <h1 className="mesa-title co-title">{t('title')}</h1>
      {children}
      {BUILD_LABEL ? (
        <footer className="co-build" data-testid="checkout-build">
          {t('build', { label: BUILD_LABEL })}
        </footer>
      ) : null}
    </div>
  );
}

export function CartPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation(CART_NS);
  const { supplier: slug = '' } = useParams();
  const m = useUnit(cartPageModel);
  const lang = useUnit($lang);

  useGate(CartPageGate);
  useEffect(() => {
    if (m.lastSubmit?.firstInvalid) document.getElementById(`co-${m.lastSubmit.firstInvalid}`)?.focus();
  }, [m.lastSubmit]);

  if (m.next) return <Navigate to={precheckoutOf(m.branch?.slug ?? slug, m.next)} />;
  // The cart moved to another branch (the place's): its address is that branch's cart.
  if (m.branch && m.branch.slug !== slug && m.status === 'ready') {
    return <Navigate replace to={paths.deliveryOrder(m.branch.slug)} />;
  }

  if (m.status === 'empty') {
    return (
      <CartLayout>
        <div className="co-empty">
          <p>{t('empty')}</p>
          <Link className="mesa-button" to={paths.menu(slug)}>
            {t('backToMenu')}
          </Link>
        </div>
      </CartLayout>
    );
  }
  const money = (minor: number) => formatMinor(minor, m.currency);
  const { totals } = m;
  // A refusal the cart has no words of its own for: "try again in…" when the server asks to wait.
  const otherRefusal = (refusal: Refusal) => {
    const words = refusalWords(refusal, lang, ['api.generic']);
    return tc(words.keys, words.values);
  };
  // Closed now: it says when the branch opens next, with its day (it may be another day's hour).
  const opensDate = m.placeError?.details.opens_date;
  const refusal = m.placeError
    ? // The closed-now notice above says it already, with the way to schedule.
      m.placeError.code === 'outside_opening_hours' && m.closedNow
      ? null
      : m.placeError.code === 'outside_opening_hours' && !opensDate
        ? tc('api.business_closed')
        : CART_API_ERRORS.has(m.placeError.code)
          ? tc(`api.${m.placeError.code}`, {
              day: opensDate ? formatCalendarDate(String(opensDate), lang) : '',
              amount: money(Number(m.placeError.details.minimum_minor ?? 0)),
              max: m.placeError.details.max_quantity ?? '',
              hour: m.placeError.details.opens_hour ?? '',
              label: m.placeError.details.label ?? '',
              price: formatMoney(Number(m.placeError.details.price ?? 0), m.currency),
            })
          : otherRefusal(m.placeError)
    : null;
  // Closed now for an immediate order: when the branch opens next, if any day does.
  const reopens = m.closedNow ? reopeningWords(m.closedNow, lang) : null;
  // Why "Continue" does nothing yet: the first reason that holds, said beside the button.
  const blocked =
    m.placing ||
    m.moving ||
    totals.belowMinimum ||
    m.needsPlace ||
    m.closedState !== null ||
    m.closedNow !== null;
  const blockedBy = [
    m.closedState ? 'cart-closed' : null,
    m.closedNow ? 'cart-closed-now' : null,
    m.needsPlace ? 'cart-needs-place' : null,
    m.moving ? 'cart-moving' : null,
    totals.belowMinimum ? 'cart-below-minimum' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <CartLayout>
      {m.moveNotice ? (
        <div className="co-notice co-notice--info" role="status" data-testid="cart-moved">
          <p>{tc('movedToPlace', { from: m.moveNotice.from, to: m.moveNotice.to })}</p>
          {m.moveNotice.dropped.length > 0 ? (
            <p>{tc('movedDropped', { to: m.moveNotice.to, products: m.moveNotice.dropped.join(', ') })}</p>
          ) : null}
        </div>
      ) : null}
      <ul className="mesa-stack">
        {m.items.map((item) => (
          <CartLine
            key={item.key}
            item={item}
            currency={m.currency}
            onIncrease={m.increaseClicked}
            onDecrease={m.decreaseClicked}
            onRemove={m.removeClicked}
          />
        ))}
      </ul>
      <Link className="co-add-more" to={paths.menu(m.branch?.slug ?? slug)}>
        {t('addMore')}
      </Link>
      <OrderKindChoice offered={m.offeredKinds} kind={m.orderKind} onChoose={m.kindChosen} />
      {m.closedState ? (
        <p className="co-notice" role="alert" id="cart-closed" data-testid="cart-closed">
          {tc(`closed.${m.closedState}`)}
        </p>
      ) : null}
      {m.closedNow && !m.closedState ? (
        <div className="co-notice" role="alert" id="cart-closed-now" data-testid="cart-closed-now">
          <p>{reopens ? tc('api.outside_opening_hours', reopens) : tc('api.business_closed')}</p>
          {m.orderKind === 'delivery' && m.offeredKinds.includes('schedule') ? (
            <button
              type="button"
              className="mesa-button mesa-button--ghost"
              onClick={() => m.kindChosen('schedule')}
            >
              {tc('scheduleInstead')}
            </button>
          ) : null}
        </div>
      ) : null}
      {m.needsPlace ? (
        <p className="co-notice" id="cart-needs-place" data-testid="cart-needs-place">
          {tc('needsPlace')} <Link to={paths.myLocation()}>{tc('choosePlace')}</Link>
        </p>
      ) : null}
      {m.moving ? (
        <p className="co-notice" role="status" id="cart-moving" data-testid="cart-moving">
          {tc('moving')}
        </p>
      ) : null}
      {m.place && m.orderKind !== 'take_away' ? (
        <p className="co-zone" data-testid="cart-zone">
          {tc('zone', { zone: m.place.polygon.name })}
        </p>
      ) : null}
      {m.orderKind ? (
        <DeliveryFields
          kind={m.orderKind}
          details={m.details}
          fixedAddress={m.orderKind === 'take_away' ? null : m.fixedAddress}
          errors={m.errors}
          scheduleDays={m.scheduleDays}
          scheduleHours={m.scheduleHours}
          lang={lang}
          onText={m.textChanged}
          onCutlery={m.cutleryToggled}
          onPacked={m.packedToggled}
        />
      ) : null}
      <section className="co-summary" aria-labelledby="co-summary-total">
        <dl>
          <div className="co-summary__row">
            <dt>{t('subtotal')}</dt>
            <dd>{money(totals.itemsMinor)}</dd>
          </div>
          {m.orderKind === 'delivery' || m.orderKind === 'schedule' ? (
            <div className="co-summary__row">
              <dt>{tc('deliveryFee')}</dt>
              <dd data-testid="cart-delivery-fee">{m.place ? money(totals.feeMinor) : '—'}</dd>
            </div>
          ) : null}
          {totals.minimumMinor !== null && totals.minimumMinor > 0 ? (
            <div className="co-summary__row">
              <dt>{tc('minimum')}</dt>
              <dd data-testid="cart-minimum">{money(totals.minimumMinor)}</dd>
            </div>
          ) : null}
          <div className="co-summary__row co-summary__row--total">
            <dt id="co-summary-total">{t('total')}</dt>
            <dd data-testid="cart-total">{money(totals.totalMinor)}</dd>
          </div>
        </dl>
        <p className="co-summary__count">{t('items', { count: m.count })}</p>
        {totals.belowMinimum && totals.minimumMinor !== null ? (
          <p className="co-notice" role="alert" id="cart-below-minimum" data-testid="cart-below-minimum">
            {tc('belowMinimum', { amount: money(totals.minimumMinor) })}.{' '}
            {tc('belowMinimumMissing', { amount: money(totals.minimumMinor - totals.itemsMinor) })}
          </p>
        ) : null}
        {refusal ? (
          <div className="co-notice" role="alert" data-testid="cart-refused">
            <p>{refusal}</p>
            {/* The no-coverage alert offers its two ways on: another address, or a branch. */}
            {m.placeError?.code === 'no_coverage' ? (
              <div className="co-actions">
                <Link className="mesa-button" to={paths.myLocation()}>
                  {tc('coverage.addAddress')}
                </Link>
                <Link className="mesa-button mesa-button--ghost" to={paths.location()}>
                  {tc('coverage.withoutGps')}
                </Link>
              </div>
            ) : null}
          </div>
        ) : null}
        <button
          type="button"
          className="mesa-button mesa-button--wide"
          onClick={m.continueClicked}
          aria-disabled={blocked || m.orderKind === null}
          aria-describedby={blockedBy || undefined}
        >
          {m.placing ? tc('placing') : t('continue')}
        </button>
      </section>
    </CartLayout>
  );
}
