import type { ChangeEvent } from 'react';
import { type BankTransferAccount, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../../pay-i18n.ts';
import { refusalWords, type Refusal } from '../../common/model/refusal.ts';

/** The branch's account a bank transfer goes to, as the diner copies it into their bank's app. */
export function BankAccount({ account }: { account: BankTransferAccount }) {
  const { t } = useTranslation(PAY_NS);
  return (
    <div className="co-box" data-testid="bank-account">
      <p className="co-subtitle">{t('transfer.title')}</p>
      <dl className="co-balance">
        <div>
          <dt>{t('transfer.bank')}</dt>
          <dd>{account.bank}</dd>
        </div>
        <div>
          <dt>{t('transfer.accountType')}</dt>
          <dd>{t(`transfer.type.${account.account_type}`)}</dd>
        </div>
        <div>
          <dt>{t('transfer.number')}</dt>
          <dd data-testid="bank-account-number">{account.account_number}</dd>
        </div>
        <div>
          <dt>{t('transfer.holder')}</dt>
          <dd>
            {account.holder} · {account.holder_document}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The receipt of a transfer: a picture the staff look at before they confirm the payment. */
export function ProofUpload({
  state,
  onChoose,
}: {
  state: 'sending' | 'sent' | { failed: Refusal } | null;
  onChoose: (image: Blob) => void;
}) {
  const { t, i18n } = useTranslation(PAY_NS);
  const refusal = (failed: Refusal) => {
    const words = refusalWords(failed, i18n.language, [`api.${failed.code}`, 'transfer.proofFailed']);
    return t(words.keys, words.values);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
  };
  return (
    <div className="co-box" data-testid="proof-upload">
      <label htmlFor="co-proof">{t('transfer.proof')}</label>
      <p className="co-note" id="co-proof-hint">
        {t('transfer.proofHint')}
      </p>
      <input
        id="co-proof"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby="co-proof-hint"
        disabled={state === 'sending'}
        onChange={choose}
      />
      {state === 'sent' ? (
        <p className="co-state" role="status" data-testid="proof-sent">
          {t('transfer.proofSent')}
        </p>
      ) : state !== null && state !== 'sending' ? (
        <p className="co-form__summary" role="alert">
          {refusal(state.failed)}
        </p>
      ) : null}
    </div>
  );
}
