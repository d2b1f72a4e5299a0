import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { formatMinor, type Payment, useModalFocus, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../../pay-i18n.ts';
import { refusalWords } from '../../common/model/refusal.ts';
import { paymentCancelModel } from '../model/payment-cancel.ts';

/**
 * "Cancel this payment" beside the notice of a PSE payment that waits for the bank. Giving it up cannot
 * be undone, and a diner who already approved it at the bank should wait instead: the diner confirms
 * first, reading what becomes of money the bank takes anyway.
 */
export function PaymentCancel({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation(PAY_NS);
  const m = useUnit(paymentCancelModel);
  const region = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once cancelled the button is gone with the question: the focus stays where the outcome is told.
  useModalFocus(box, m.confirmingCancel, { onEscape: m.cancelDismissed, initial: heading, fallback: region });
  const amount = formatMinor(payment.amount_minor, payment.currency);
  const refusal = m.cancelRefusal
    ? refusalWords(m.cancelRefusal, i18n.language, [`api.${m.cancelRefusal.code}`, 'cancel.failed'])
    : null;
  return (
    <div ref={region} tabIndex={-1} className="co-cancel" data-testid="payment-cancel">
      {m.cancellable ? (
        <button
          type="button"
          className="mesa-button mesa-button--ghost"
          aria-disabled={m.cancelling || undefined}
          onClick={m.cancelling ? undefined : m.cancelPaymentClicked}
        >
          {m.cancelling ? t('cancel.cancelling') : t('cancel.open')}
        </button>
      ) : null}
      {refusal ? (
        <p className="co-cancel__refusal" role="alert">
          {t(refusal.keys, refusal.values)}
        </p>
      ) : null}
      {m.confirmingCancel ? (
        <div className="mesa-sheet-backdrop">
          <div
            ref={box}
            className="mesa-sheet"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="co-cancel-title"
            aria-describedby="co-cancel-body"
          >
            <h2 id="co-cancel-title" ref={heading} tabIndex={-1} className="co-dialog__title">
              {t('cancel.title')}
            </h2>
            <p id="co-cancel-body">{t('cancel.body', { amount })}</p>
            <div className="mesa-sheet__actions">
              <button type="button" className="mesa-button" onClick={m.cancelConfirmed}>
                {t('cancel.confirm')}
              </button>
              <button type="button" className="mesa-button mesa-button--ghost" onClick={m.cancelDismissed}>
                {t('cancel.keep')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
