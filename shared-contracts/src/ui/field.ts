import { createElement, type ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** The CSS block of the package's form (`bk-field`, `co-field`): `__label`, `__error`, `--invalid`. */
  block: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form control with its error message wired through aria-describedby. Written with
 * `createElement`: the shell's server build compiles shared-contracts' JSX with the classic runtime,
 * where a bare `React` is not in scope (LoadFailed only renders on a failure, this on every form).
 */
export function Field({ id, label, error, block, children }: FieldProps) {
  const errorId = `${id}-error`;
  return createElement(
    'div',
    { className: error ? `${block} ${block}--invalid` : block },
    createElement('label', { className: `${block}__label`, htmlFor: id }, label),
    children(error ? errorId : undefined),
    error ? createElement('p', { className: `${block}__error`, id: errorId }, error) : null,
  );
}
