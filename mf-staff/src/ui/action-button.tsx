import type { ReactNode } from 'react';

/**
 * A button on a card that makes one change (answer a call, deliver, approve, seat, remove…).
 *
 * While it waits it is marked `aria-disabled` and ignores presses rather than being `disabled`: a focused
 * button that becomes `disabled` drops the keyboard's focus to the page's body, so the next key pressed
 * (a second Enter, a Tab) would start again from the top of the screen.
 */
export function ActionButton({
  onClick,
  disabled,
  className,
  label,
  describedBy,
  children,
}: {
  onClick: () => void;
  /** While a change is under way the card's buttons wait (the API refuses a second one anyway). */
  disabled?: boolean;
  className?: string;
  /**
   * The name a screen reader says when the visible words are the same on every card ("Delivered to the
   * table" on each line): those words and what they act on.
   */
  label?: string;
  /** The id of the text that says what the button acts on, when it is not in its name. */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `mesa-button ${className}` : 'mesa-button'}
      aria-disabled={disabled || undefined}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {children}
    </button>
  );
}
