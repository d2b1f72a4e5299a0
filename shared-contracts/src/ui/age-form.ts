import { createElement, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeCheckRequest } from '../schemas/legal.ts';

export interface AgeFormProps {
  busy: boolean;
  onSubmit: (answer: AgeCheckRequest) => void;
  /** The CSS block of the package (`mn-age`, `bk-age`): `__choice`. */
  block: string;
  /** Ids unique on the page (`mn`, `bk`). */
  idPrefix: string;
}

/**
 * The age check before an alcoholic product: a birth date and the legal-age confirmation;
 * the API judges the date. Written with `createElement`, like `Field`.
 */
export function AgeForm({ busy, onSubmit, block, idPrefix }: AgeFormProps) {
  const { t } = useTranslation('common');
  const [birthday, setBirthday] = useState('');
  const [confirm, setConfirm] = useState(false);
  const ready = birthday !== '' && confirm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ birthday_date: birthday, confirm });
  };
  const dateId = `${idPrefix}-birthday`;
  return createElement(
    'form',
    { className: block, onSubmit: submit, 'data-testid': 'age-form' },
    createElement('p', null, t('age.intro')),
    createElement('label', { htmlFor: dateId }, t('age.birthday')),
    createElement('input', {
      id: dateId,
      type: 'date',
      required: true,
      value: birthday,
      onChange: (event: { target: { value: string } }) => setBirthday(event.target.value),
    }),
    createElement(
      'label',
      { className: `${block}__choice` },
      createElement('input', {
        type: 'checkbox',
        checked: confirm,
        onChange: (event: { target: { checked: boolean } }) => setConfirm(event.target.checked),
      }),
      t('age.confirm'),
    ),
    createElement(
      'button',
      { type: 'submit', className: 'mesa-button mesa-button--wide', disabled: !ready || busy },
      t('age.submit'),
    ),
  );
}
