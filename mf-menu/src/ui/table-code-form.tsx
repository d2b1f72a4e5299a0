import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

interface TableCodeFormProps {
  room: boolean;
  value: string;
  missing: boolean;
  onChange: (code: string) => void;
  onSubmit: () => void;
}

/** The table's or room's number typed by hand: it opens the same link the QR does. */
export function TableCodeForm({ room, value, missing, onChange, onSubmit }: TableCodeFormProps) {
  const { t } = useTranslation(MENU_NS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="mn-code-form" noValidate onSubmit={submit} data-testid="table-code-form">
      <label htmlFor="mn-table-code">{t(room ? 'table.typeRoom' : 'table.typeTable')}</label>
      <p className="mn-product__note" id="mn-table-code-hint">
        {t(room ? 'table.typeRoomHint' : 'table.typeTableHint')}
      </p>
      <div className="mn-code-form__row">
        <input
          id="mn-table-code"
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          value={value}
          aria-invalid={missing}
          aria-describedby={missing ? 'mn-table-code-hint mn-table-code-error' : 'mn-table-code-hint'}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="mesa-button">
          {t(room ? 'table.openRoom' : 'table.openTable')}
        </button>
      </div>
      {missing ? (
        <p className="mn-dialog__problem" id="mn-table-code-error" role="alert">
          {t('table.codeMissing')}
        </p>
      ) : null}
    </form>
  );
}
