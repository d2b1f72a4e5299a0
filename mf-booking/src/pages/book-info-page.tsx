import { useUnit } from 'effector-react';
import { useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  type Booking,
  formatCalendarDate,
  formatMoney,
  isOpenBooking,
  LoadFailed,
  optionsSummary,
  paths,
  promoPrice,
  useTranslation,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import { BookInfoPageGate, bookInfoPageModel } from '../model/book-info-page.ts';
import { BookingGate } from '../ui/booking-gate.tsx';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { CancelQuestion } from '../ui/cancel-question.tsx';
import { PreorderDialog } from '../ui/preorder-dialog.tsx';
import '../ui/booking.css';

function InfoLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page bk-page" data-testid="book-info-page">
      <h1 className="mesa-title bk-title">{t('info.title')}</h1>
      {children}
    </div>
  );
}

/** A booking can be cancelled while it still stands. */
const cancellable = (booking: Booking) => isOpenBooking(booking.status);

/** `/book_info/{id}/{token}`: the booking, its live status, its pre-order and total. */
export function BookInfoPage() {
  return (
    <>
      <BookingGate gate={BookInfoPageGate} />
      <BookInfoScreen />
    </>
  );
}

function BookInfoScreen() {
  const { t, i18n } = useTranslation(NS);
  const { token = '' } = useParams();
  const {
    status,
    booking,
    menuProducts,
    chosenProduct,
    calendarUrl,
    actionError,
    busy,
    currency,
    canRate,
    retryClicked,
    cancelClicked,
    productChosen,
    addClicked,
    lineRemoved,
  } = useUnit(bookInfoPageModel);
  const productList = useRef<HTMLSelectElement>(null);

  if (status === 'loading') return <InfoLayout />;
  if (status === 'failed') {
    return (
      <InfoLayout>
        <LoadFailed
          className="bk-state"
          message={t('info.loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      </InfoLayout>
    );
  }
  if (status === 'empty' || !booking) {
    return (
      <InfoLayout>
        <p className="bk-state" role="status" data-testid="booking-not-found">
          {t('info.notFound')}
        </p>
      </InfoLayout>
    );
  }

  const money = (amount: number) => formatMoney(amount, currency);
  const open = cancellable(booking);
  return (
    <InfoLayout>
      <section className="bk-card" aria-labelledby="bk-info-branch">
        <h2 id="bk-info-branch" className="bk-card__title">
          {booking.branch_label}
        </h2>
        <p className="bk-address">{booking.branch_address}</p>
        <p className={`bk-status bk-status--${booking.status}`} role="status" data-testid="booking-status">
          {t(`status.${booking.status}`)}
        </p>
        <p className="bk-status__hint">{t(`statusHint.${booking.status}`)}</p>
        <dl className="bk-facts">
          <dt>{t('date')}</dt>
          <dd>{formatCalendarDate(booking.date, i18n.language, true)}</dd>
          <dt>{t('hour')}</dt>
          <dd>{booking.hour}</dd>
          <dt>{t('persons')}</dt>
          <dd>{booking.persons}</dd>
          <dt>{t('name')}</dt>
          <dd>{booking.name}</dd>
        </dl>
        {calendarUrl ? (
          <a
            className="mesa-button mesa-button--ghost"
            href={calendarUrl}
            download={`booking-${booking.id}.ics`}
          >
            {t('info.calendar')}
          </a>
        ) : null}
      </section>

      {/* A booking no longer standing takes no pre-order: its block shows only what was ordered, if anything. */}
      {open || booking.products.length > 0 ? (
        <section className="bk-card" aria-labelledby="bk-preorder-title" data-testid="preorder">
          <h2 id="bk-preorder-title" className="bk-card__title">
            {t('info.preorder')}
          </h2>
          {booking.products.length === 0 ? <p>{t('info.noProducts')}</p> : null}
          <ul className="bk-lines">
            {booking.products.map((line) => (
              <li key={line.id} className="bk-line">
                <span>
                  {line.count} × {line.label}
                  {line.options.length > 0 ? (
                    <small className="bk-line__options">{optionsSummary(line.options, currency)}</small>
                  ) : null}
                </span>
                <span>{money(line.subtotal)}</span>
                {open ? (
                  <button
                    type="button"
                    className="mesa-button mesa-button--ghost bk-line__remove"
                    disabled={busy}
                    onClick={() => lineRemoved(line.id)}
                  >
                    {t('info.remove', { product: line.label })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="bk-total" data-testid="preorder-total">
            {t('info.total')}: <strong>{money(booking.total)}</strong>
          </p>
          {open && menuProducts.length > 0 ? (
            <div className="bk-add">
              <label className="bk-field__label" htmlFor="bk-product">
                {t('info.product')}
              </label>
              <select
                ref={productList}
                id="bk-product"
                value={chosenProduct}
                onChange={(event) => productChosen(event.target.value)}
              >
                <option value="">{t('info.chooseProduct')}</option>
                {menuProducts.map((product) => (
                  <option key={product.id} value={String(product.id)}>
                    {product.label} · {money(promoPrice(product))}
                    {product.options.length > 0 ? ` · ${t('info.withOptions')}` : ''}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="mesa-button"
                disabled={busy || chosenProduct === ''}
                onClick={addClicked}
              >
                {t('info.add')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}

      {actionError ? (
        <p className="bk-form__summary" role="alert">
          <ApiErrorText {...actionError} />
        </p>
      ) : null}
      {open ? (
        <button
          type="button"
          className="mesa-button mesa-button--ghost"
          disabled={busy}
          onClick={cancelClicked}
        >
          {t('info.cancel')}
        </button>
      ) : null}
      {canRate ? (
        <Link className="mesa-button bk-link" to={paths.bookRate(booking.id, token)}>
          {t('info.rate')}
        </Link>
      ) : null}
      <PreorderDialog returnTo={productList} />
      <CancelQuestion booking={booking} />
    </InfoLayout>
  );
}
