import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from 'shared-contracts';
import { ActionButton } from './action-button.tsx';
import { useFocusBack } from './focus-back.ts';

/**
 * The second step of a change that costs something (switching a remote off, removing an account): what it
 * costs, the button that does it and the one that keeps things as they are. The keyboard stays in it
 * until one is chosen: the focus starts on "keep" (Enter on a destructive change must not be a
 * reflex away), Tab cycles inside, Escape keeps, and the focus goes back to the control that opened it.
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
  const box = useRef<HTMLDivElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useModalFocus(box, true, { onEscape: onKeep, initial: keepButton });
  useFocusBack(box);
  return (
    <div ref={box} role="alertdialog" aria-label={label} aria-describedby={textId}>
      <p id={textId}>{children}</p>
      <ActionButton disabled={busy} onClick={onConfirm}>
        {confirm}
      </ActionButton>
      {/* A plain button: ActionButton takes no ref, and the focus starts here. */}
      <button ref={keepButton} type="button" className="mesa-button" onClick={onKeep}>
        {keep}
      </button>
    </div>
  );
}
