import type { InputHTMLAttributes } from 'react';

/** One labelled input of a console form: what tells a password manager what it holds stays on it. */
export interface TextFieldSpec<Field extends string> {
  field: Field;
  label: string;
  type?: 'email' | 'password';
  name?: string;
  autoComplete: string;
  minLength?: number;
}

/**
 * A console form's inputs, each inside its label, its text a field of the form's model (`createForm`).
 * The console's forms show one message for the whole form, so validity and description are shared; a
 * field's own attributes win over the shared ones.
 */
export function TextFields<Field extends string>({
  fields,
  values,
  onChange,
  ...shared
}: {
  fields: readonly TextFieldSpec<Field>[];
  values: Readonly<Record<Field, string>>;
  /** The model's `fieldChanged`. */
  onChange: (change: { field: Field; value: string }) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'aria-invalid' | 'aria-describedby'>) {
  return fields.map(({ field, label, ...input }) => (
    <label key={field}>
      {label}
      <input
        {...shared}
        {...input}
        value={values[field]}
        onChange={(event) => onChange({ field, value: event.target.value })}
      />
    </label>
  ));
}
