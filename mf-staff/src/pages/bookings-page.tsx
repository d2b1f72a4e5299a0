import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatCalendarDate, useTranslation, type StaffBooking } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { actionsOf, type BookingAction } from '../model/bookings-board.ts';
import { bookingsPageModel } from '../model/bookings-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { BranchScreenProblem, LiveBadge } from '../ui/branch-screen-problem.tsx';

function BookingRow({
  booking,
  busy,
  onAnswer,
}: {
  booking: StaffBooking;
  busy: boolean;
  onAnswer: (answer: { bookingId: number; action: BookingAction }) => void;
}) {
  const { t } = useTranslation(NS);
  const nameId = `st-booking-${booking.id}`;
  return (
    <li
      className={`st-booking st-booking-${booking.status}`}
      data-testid="staff-booking"
      data-booking-id={booking.id}
      aria-labelledby={nameId}
    >
      <p id={nameId}>
        <strong>{booking.name}</strong> · {t('bookings.persons', { count: booking.persons })} · #{booking.id}
      </p>
      <p>
        <a href={`tel:${booking.phone.replace(/[^+\d]/g, '')}`}>{booking.phone}</a>
        {booking.preorder_units > 0 && <> · {t('bookings.preorder', { count: booking.preorder_units })}</>}
      </p>
      <p className="st-booking-status" data-testid="staff-booking-status">
        {t(`bookings.status.${booking.status}`)}
      </p>
      {actionsOf(booking.status).map((action) => (
        <button
          key={action}
          type="button"
          className="mesa-button"
          disabled={busy}
          onClick={() => onAnswer({ bookingId: booking.id, action })}
        >
          {t(`bookings.action.${action}`)}
        </button>
      ))}
    </li>
  );
}

/** Today's and the coming days' bookings by slot with each slot's waitlist; approve, decline, seat; live. */
export function BookingsPage() {
  const { t, i18n } = useTranslation(NS);
  const model = useUnit(bookingsPageModel);
  const { branch = '' } = useParams();
  const { pageOpened, pageClosed } = model;
  useEffect(() => {
    pageOpened({ branch });
    return () => pageClosed();
  }, [pageOpened, pageClosed, branch]);

  const title = t('screen.bookings');
  if (model.$status !== 'ready' && model.$status !== 'loading') {
    return <BranchScreenProblem status={model.$status} title={title} onRetry={model.retryClicked} />;
  }
  return (
    <section
      className="st-page st-bookings"
      data-testid="staff-bookings"
      aria-busy={model.$status === 'loading'}
    >
      <header className="st-bar">
        <h1>{title}</h1>
        <LiveBadge live={model.$live} />
      </header>
      {model.$actionError && (
        <p role="alert" className="st-error">
          <ApiErrorText code={model.$actionError} />
        </p>
      )}
      {model.$status === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : model.$days.length === 0 ? (
        <p>{t('bookings.empty')}</p>
      ) : (
        model.$days.map((day) => (
          <section key={day.date} aria-labelledby={`st-day-${day.date}`}>
            <h2 id={`st-day-${day.date}`}>{formatCalendarDate(day.date, i18n.language)}</h2>
            {day.slots.map((slot) => (
              <section
                key={slot.hour}
                className="st-slot"
                aria-labelledby={`st-slot-${day.date}-${slot.hour}`}
              >
                <h3 id={`st-slot-${day.date}-${slot.hour}`}>
                  {slot.hour} · {t('bookings.seats', { held: slot.seatsHeld, total: slot.seatsPerSlot })}
                </h3>
                {slot.booked.length > 0 && (
                  <ul className="st-tickets">
                    {slot.booked.map((booking) => (
                      <BookingRow
                        key={booking.id}
                        booking={booking}
                        busy={model.$busy}
                        onAnswer={model.bookingAnswered}
                      />
                    ))}
                  </ul>
                )}
                {slot.waitlist.length > 0 && (
                  <>
                    <h4>{t('bookings.waitlist')}</h4>
                    <ol className="st-tickets">
                      {slot.waitlist.map((booking) => (
                        <BookingRow
                          key={booking.id}
                          booking={booking}
                          busy={model.$busy}
                          onAnswer={model.bookingAnswered}
                        />
                      ))}
                    </ol>
                  </>
                )}
              </section>
            ))}
          </section>
        ))
      )}
    </section>
  );
}
