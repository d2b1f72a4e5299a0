import { useState, type FormEvent } from 'react';
import type { AgeCheckRequest } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { useTranslation } from 'shared-contracts';

interface AgeFormProps {
  busy: boolean;
  onSubmit: (answer: AgeCheckRequest) => void;
}

/** SPEC section 5 age check: a birth date and the legal-age confirmation; the API judges the date. */
export function AgeForm({ busy, onSubmit }: AgeFormProps) {
  const { t } = useTranslation(MENU_NS);
  const [birthday, setBirthday] = useState('');
  const [confirm, setConfirm] = useState(false);
  const ready = birthday !== '' && confirm;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ birthday_date: birthday, confirm });
  };

  return (
    <form className="mn-age" onSubmit={submit} data-testid="age-form">
      <p>{t('age.intro')}</p>
      <label htmlFor="mn-birthday">{t('age.birthday')}</label>
      <input
        id="mn-birthday"
        type="date"
        required
        value={birthday}
        onChange={(event) => setBirthday(event.target.value)}
      />
      <label className="mn-options__choice">
        <input type="checkbox" checked={confirm} onChange={(event) => setConfirm(event.target.checked)} />
        {t('age.confirm')}
      </label>
      <button type="submit" className="mesa-button mesa-button--wide" disabled={!ready || busy}>
        {t('age.submit')}
      </button>
    </form>
  );
}
