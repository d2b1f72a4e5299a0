import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal dialog on the native `<dialog>`: the browser traps focus, Escape closes it and focus returns
 * where it was. Shown with `showModal()` once mounted (the server renders nothing of it open).
 */
export function Modal({ title, closeLabel, onClose, children, testId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      className="ld-modal"
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
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
    </dialog>
  );
}
