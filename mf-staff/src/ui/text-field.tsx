import type { InputHTMLAttributes } from 'react';

/** A labelled input whose text is a store: `onValue` gets each change (the rest goes to the input as is). */
export function TextField({
  label,
  value,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input {...input} value={value} onChange={(event) => onValue(event.target.value)} />
    </label>
  );
}
