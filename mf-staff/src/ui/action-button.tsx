import type { ReactNode } from 'react';

/** A button on a card that makes one change (answer a call, deliver, approve, seat, remove…). */
export function ActionButton({
  onClick,
  disabled,
  className,
  children,
}: {
  onClick: () => void;
  /** While a change is under way the card's buttons wait (the API refuses a second one anyway). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `mesa-button ${className}` : 'mesa-button'}
      disabled={disabled}
      onClick={() => onClick()}
    >
      {children}
    </button>
  );
}
