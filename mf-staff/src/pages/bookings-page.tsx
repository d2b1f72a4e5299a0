import { useUnit } from 'effector-react';
import { formatCalendarDate, useTranslation, type StaffBooking } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { BookingAction } from '../model/bookings-board.ts';
import { bookingsPageModel, bookingsScreen } from '../model/bookings-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';

function BookingRow({
  booking,
  actions,
  busy,
  onAnswer,
}: {
  booking: StaffBooking;
  /** The buttons the booking has now (no "seat" before its party may be seated). */
  actions: readonly BookingAction[];
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
      {actions.map((action) => (
        <ActionButton
          key={action}
          disabled={busy}
          onClick={() => onAnswer({ bookingId: booking.id, action })}
        >
          {t(`bookings.action.${action}`)}
        </ActionButton>
      ))}
    </li>
  );
}

/** Today's and the coming days' bookings by slot with each slot's waitlist; approve, decline, seat; live. */
export function BookingsPage() {
  const { t, i18n } = useTranslation(NS);
  const model = useUnit(bookingsPageModel);
  const rows = (bookings: readonly StaffBooking[]) =>
    bookings.map((booking) => (
      <BookingRow
        key={booking.id}
        booking={booking}
        actions={model.$actions[booking.id] ?? []}
        busy={model.$busy}
        onAnswer={model.bookingAnswered}
      />
    ));
  return (
    <BranchScreenPage screen={bookingsScreen} name="bookings" title={t('screen.bookings')}>
      {model.$bookingsOff ? (
        <p data-testid="staff-bookings-off">{t('bookings.off')}</p>
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
                {slot.booked.length > 0 && <ul className="st-tickets">{rows(slot.booked)}</ul>}
                {slot.waitlist.length > 0 && (
                  <>
                    <h4>{t('bookings.waitlist')}</h4>
                    <ol className="st-tickets">{rows(slot.waitlist)}</ol>
                  </>
                )}
              </section>
            ))}
          </section>
        ))
      )}
    </BranchScreenPage>
  );
}
