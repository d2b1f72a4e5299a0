import type { ReactNode } from 'react';
import { ActionButton } from './action-button.tsx';

/**
 * The second step of a change that costs something (switching a remote off, removing an account): what it
 * costs, the button that does it and the one that keeps things as they are.
 */
export function ConfirmBlock({
  label,
  confirm,
  keep,
  busy,
  onConfirm,
  onKeep,
  children,
}: {
  /** The dialog's name, e.g. "Remove ana@…?". */
  label: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  /** What the change costs, in words. */
  children: ReactNode;
}) {
  return (
    <div role="alertdialog" aria-label={label}>
      <p>{children}</p>
      <ActionButton disabled={busy} onClick={onConfirm}>
        {confirm}
      </ActionButton>
      <ActionButton onClick={onKeep}>{keep}</ActionButton>
    </div>
  );
}
