import type { ReactNode } from 'react';

interface OverlayDialogProps {
  role: 'dialog' | 'alertdialog';
  titleId: string;
  testId: string;
  children: ReactNode;
  icon?: string;
}

/** A modal box over a dimmed page, named by its heading (`titleId`). */
export function OverlayDialog({ role, titleId, testId, children, icon }: OverlayDialogProps) {
  return (
    <div className="mesa-overlay">
      <div
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
