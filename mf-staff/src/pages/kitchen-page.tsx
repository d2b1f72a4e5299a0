import { useUnit } from 'effector-react';
import { formatCalendarDate, useTranslation, type DeliverySchedule } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { KITCHEN_LEAD_MIN, optionLabels, waitOf, type KitchenTicket } from '../model/kitchen-board.ts';
import { kitchenPageModel, kitchenScreen } from '../model/kitchen-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';

/** A schedule's day in words of the screen's language and its hour (both already on the branch's clock). */
function useScheduleText(): (schedule: DeliverySchedule) => string {
  const { t, i18n } = useTranslation(NS);
  return (schedule) =>
    t('kitchen.scheduledAt', { day: formatCalendarDate(schedule.date, i18n.language), hour: schedule.hour });
}

function PlaceText({ ticket }: { ticket: KitchenTicket }) {
  const { t } = useTranslation(NS);
  const scheduleText = useScheduleText();
  const place = ticket.place;
  if ('code' in place) return <>{t(`place.${place.kind}`, { code: place.code })}</>;
  if (place.kind === 'counter') return <>{t('place.counter')}</>;
  return (
    <>
      {place.schedule
        ? t(`place.${place.kind}At`, { time: scheduleText(place.schedule) })
        : t(`place.${place.kind}`)}
    </>
  );
}

/**
 * The orders scheduled beyond the lead time, folded below the list: what is coming, with no wait clock
 * and no buttons (each joins the list, where it is cooked, `KITCHEN_LEAD_MIN` before its time).
 */
function LaterTickets({ tickets }: { tickets: KitchenTicket[] }) {
  const { t } = useTranslation(NS);
  if (tickets.length === 0) return null;
  return (
    <details className="st-later" data-testid="kitchen-later">
      <summary>{t('kitchen.later', { count: tickets.length })}</summary>
      <p className="st-later-note">{t('kitchen.laterNote', { minutes: KITCHEN_LEAD_MIN })}</p>
      <ol className="st-later-list">
        {tickets.map((ticket) => (
          <li key={ticket.orderId} className="st-later-ticket" data-testid="kitchen-later-ticket">
            <strong>
              <PlaceText ticket={ticket} /> · #{ticket.orderId}
            </strong>
            <span className="st-options">
              {ticket.lines.map((line) => `${line.count} × ${line.label}`).join(', ')}
            </span>
            {ticket.comment && <span className="st-comment">{ticket.comment}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The kitchen display: every order with lines to cook, the longest wait first, live; scheduled ones below. */
export function KitchenPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(kitchenPageModel);
  const sound = model.$soundOn ? (
    <p className="st-sound-on">{t('sound.on')}</p>
  ) : (
    <ActionButton onClick={model.soundAllowed}>{t('sound.allow')}</ActionButton>
  );
  return (
    <BranchScreenPage screen={kitchenScreen} name="kitchen" title={t('screen.kitchen')} bar={sound}>
      {model.$tickets.length === 0 ? (
        <p>{t('kitchen.empty')}</p>
      ) : (
        <ol className="st-tickets">
          {model.$tickets.map((ticket) => {
            const { minutes, age } = waitOf(ticket, model.$now);
            const news = model.$news[ticket.orderId];
            return (
              <li
                key={ticket.orderId}
                className={`st-ticket st-age-${age}${news ? ` st-ticket-${news}` : ''}`}
                data-testid="kitchen-ticket"
                aria-labelledby={`st-ticket-${ticket.orderId}`}
              >
                <h2 id={`st-ticket-${ticket.orderId}`}>
                  <PlaceText ticket={ticket} /> · #{ticket.orderId}
                </h2>
                {news && (
                  <p className="st-news" data-testid="kitchen-news">
                    {t(`kitchen.${news}`)}
                  </p>
                )}
                {minutes !== null && <p className="st-waited">{t(`age.${age}`, { minutes })}</p>}
                {ticket.comment && <p className="st-comment">{ticket.comment}</p>}
                <ul className="st-lines">
                  {ticket.lines.map((line) => (
                    <li key={line.id}>
                      <button
                        type="button"
                        className={`st-line st-line-${line.status}`}
                        data-testid="kitchen-line"
                        aria-pressed={line.status === 'prepared'}
                        disabled={line.status !== 'ordered'}
                        onClick={() => model.lineTapped({ orderId: ticket.orderId, itemId: line.id })}
                      >
                        <span className="st-count">{line.count} ×</span> {line.label}
                        {line.options.length > 0 && <span className="st-options">{optionLabels(line)}</span>}
                        {line.comment && <span className="st-line-comment">“{line.comment}”</span>}
                        <span className="st-line-status">{t(`line.${line.status}`)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {!ticket.allPrepared && (
                  <ActionButton onClick={() => model.orderTapped(ticket.orderId)}>
                    {t('kitchen.orderPrepared')}
                  </ActionButton>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <LaterTickets tickets={model.$later} />
    </BranchScreenPage>
  );
}
