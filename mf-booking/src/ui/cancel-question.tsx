import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { formatCalendarDate, useModalFocus, useTranslation, type Booking } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { bookInfoPageModel } from '../model/book-info-page.ts';

/** Cancelling cannot be undone (the seats go to the next party): the diner confirms it first. */
export function CancelQuestion({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation(NS);
  const { confirmingCancel, busy, cancelConfirmed, cancelDismissed } = useUnit(bookInfoPageModel);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, confirmingCancel, { onEscape: cancelDismissed, initial: heading });
  if (!confirmingCancel) return null;
  return (
    <div className="mesa-sheet-backdrop">
      <div
        ref={box}
        className="mesa-sheet"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="bk-cancel-title"
        aria-describedby="bk-cancel-body"
        data-testid="cancel-question"
      >
        <h2 id="bk-cancel-title" ref={heading} tabIndex={-1} className="bk-card__title">
          {t('info.cancelTitle')}
        </h2>
        <p id="bk-cancel-body">
          {t('info.cancelBody', {
            date: formatCalendarDate(booking.date, i18n.language, true),
            hour: booking.hour,
            branch: booking.branch_label,
          })}
        </p>
        <div className="mesa-sheet__actions">
          <button type="button" className="mesa-button" disabled={busy} onClick={cancelConfirmed}>
            {t('info.cancelConfirm')}
          </button>
          <button type="button" className="mesa-button mesa-button--ghost" onClick={cancelDismissed}>
            {t('info.cancelKeep')}
          </button>
        </div>
      </div>
    </div>
  );
}
