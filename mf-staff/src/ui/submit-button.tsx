import type { ReactNode } from 'react';

/**
 * A console form's submit button. While the form sends it is marked `aria-disabled` and a press does not
 * submit again, rather than being `disabled`: a focused button that becomes `disabled` drops the keyboard's
 * focus to the page's body, so the next Tab would start again from the top of the screen. The form's model
 * ignores a submit while it sends, too (Enter in a field submits without pressing the button).
 */
export function SubmitButton({
  busy,
  label,
  children,
}: {
  busy: boolean;
  /** The name a screen reader says when the visible words are the same on every card ("Save"). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="mesa-button"
      aria-disabled={busy || undefined}
      aria-label={label}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
