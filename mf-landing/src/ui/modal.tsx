import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from 'shared-contracts';

interface ModalProps {
  /** The id its opening button names in `aria-controls`. */
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal box over a dimmed page, named by its title. It keeps the keyboard as the frame's dialogs do
 * (`useModalFocus`): the focus moves in and Tab stays inside, Escape closes it, and when it goes the focus
 * returns to the button that opened it. A native `<dialog>` removed while open gives the focus back to
 * nobody (the page's body), and the page removes these boxes rather than closing them.
 */
export function Modal({ id, title, closeLabel, onClose, children, testId }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(box, true, { onEscape: onClose });
  return (
    <div className="ld-modal-backdrop">
      <div
        ref={box}
        id={id}
        className="ld-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="ld-modal__head">
          <h2 id={titleId} className="ld-modal__title">
            {title}
          </h2>
          <button type="button" className="ld-modal__close" onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
