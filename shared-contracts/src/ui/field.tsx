import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** The CSS block of the package's form (`bk-field`, `co-field`): `__label`, `__error`, `--invalid`. */
  block: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form control with its error message wired through aria-describedby. */
export function Field({ id, label, error, block, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${block} ${block}--invalid` : block}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p className={`${block}__error`} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
