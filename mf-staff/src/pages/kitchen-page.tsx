import { useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ageOf, minutesWaited, optionLabels, type KitchenTicket } from '../model/kitchen-board.ts';
import { kitchenPageModel, kitchenScreen } from '../model/kitchen-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { BranchScreenPage } from '../ui/branch-screen-page.tsx';

function PlaceText({ ticket }: { ticket: KitchenTicket }) {
  const { t } = useTranslation(NS);
  const place = ticket.place;
  if ('code' in place) return <>{t(`place.${place.kind}`, { code: place.code })}</>;
  if (place.kind === 'counter') return <>{t('place.counter')}</>;
  return <>{place.time ? t(`place.${place.kind}At`, { time: place.time }) : t(`place.${place.kind}`)}</>;
}

/** The kitchen display: every order with lines to cook, oldest first, live. */
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
            const minutes = minutesWaited(ticket.sentAt, model.$now);
            const age = minutes === null ? 'fresh' : ageOf(minutes);
            return (
              <li
                key={ticket.orderId}
                className={`st-ticket st-age-${age}`}
                data-testid="kitchen-ticket"
                aria-labelledby={`st-ticket-${ticket.orderId}`}
              >
                <h2 id={`st-ticket-${ticket.orderId}`}>
                  <PlaceText ticket={ticket} /> · #{ticket.orderId}
                </h2>
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
    </BranchScreenPage>
  );
}
