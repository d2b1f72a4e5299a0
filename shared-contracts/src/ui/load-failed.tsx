interface LoadFailedProps {
  /** The screen's own class for its state messages (`mn-state`, `bk-state`…). */
  className: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A screen whose data failed to load: what happened and the button that tries again. */
export function LoadFailed({ className, message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="mesa-button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
