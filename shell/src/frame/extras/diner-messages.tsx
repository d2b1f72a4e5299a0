import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $dinerMessages, dinerMessagesCleared, useTranslation, type DinerMessage } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';

const dinerMessagesModel = { messages: $dinerMessages, cleared: dinerMessagesCleared };

function MessageText({ message }: { message: DinerMessage }) {
  const { t } = useTranslation(SHELL_NS);
  return <>{t(`messages.${message.key}`, message.values ?? {})}</>;
}

/**
 * The diner's recent messages (the waiter's answer, an order ready, a payment's outcome; the last 5):
 * the newest in the page's flow under the header, announced to screen readers, the rest on demand.
 */
export function DinerMessages() {
  const { t } = useTranslation(SHELL_NS);
  const { messages, cleared } = useUnit(dinerMessagesModel);
  // Whether the list is open is this widget's own business, not the page's state.
  const [open, setOpen] = useState(false);
  const latest = messages.at(-1);
  if (!latest) return null;
  return (
    <section className="mesa-messages" aria-label={t('messages.title')} data-testid="diner-messages">
      <p className="mesa-messages__latest" role="status" data-testid="diner-message-latest">
        <MessageText message={latest} />
      </p>
      <div className="mesa-messages__actions">
        {messages.length > 1 ? (
          <button
            type="button"
            className="mesa-button mesa-button--ghost"
            aria-expanded={open}
            aria-controls="mesa-messages-list"
            onClick={() => setOpen(!open)}
          >
            {open ? t('messages.hide') : t('messages.showAll', { count: messages.length })}
          </button>
        ) : null}
        <button
          type="button"
          className="mesa-button mesa-button--ghost"
          onClick={() => {
            setOpen(false);
            cleared();
          }}
        >
          {t('messages.clear')}
        </button>
      </div>
      {open && messages.length > 1 ? (
        <ol id="mesa-messages-list" className="mesa-messages__list" reversed>
          {[...messages].reverse().map((message) => (
            <li key={message.id} data-testid="diner-message">
              <MessageText message={message} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
