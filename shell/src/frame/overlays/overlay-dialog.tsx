import { useRef, type ReactNode } from 'react';
import { useModalFocus } from 'shared-contracts';

interface OverlayDialogProps {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  testId: string;
  children: ReactNode;
  icon?: string;
  /** Escape closes the box when given (an alert that must be read has no Escape). */
  onEscape?: () => void;
}

/** A modal box over a dimmed page, named by its heading (`titleId`); it holds the focus while shown. */
export function OverlayDialog({ role, titleId, testId, children, icon, onEscape }: OverlayDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, true, onEscape ? { onEscape } : {});
  return (
    <div className="mesa-overlay">
      <div
        ref={box}
        className="mesa-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        data-icon={icon}
      >
        {children}
      </div>
    </div>
  );
}
