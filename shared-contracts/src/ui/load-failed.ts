import { createElement } from 'react';

interface LoadFailedProps {
  /** The screen's own class for its state messages (`mn-state`, `bk-state`…). */
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A screen whose data failed to load: what happened and the button that tries again. Written with
 * `createElement` like `Field`: the shell's server runs this source with no React in scope for JSX, and a
 * server render of a failed load (a diner's page the API refused) must not fail itself.
 */
export function LoadFailed({ className, message, retryLabel, onRetry }: LoadFailedProps) {
  return createElement(
    'div',
    { className, role: 'alert' },
    createElement('p', null, message),
    createElement('button', { type: 'button', className: 'mesa-button', onClick: onRetry }, retryLabel),
  );
}
