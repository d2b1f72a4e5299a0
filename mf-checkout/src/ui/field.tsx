import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form control with its error message wired through aria-describedby. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'co-field co-field--invalid' : 'co-field'}>
      <label className="co-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p className="co-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
