import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { ScreenAccess } from '../model/screen-access.ts';
import { LoadFailedSection } from './page-states.tsx';
import { ScreenGate } from './screen-gate.tsx';

/** A live branch screen that cannot show itself: the gate's answer, or its first read failed (a retry). */
export function BranchScreenProblem({
  status,
  title,
  onRetry,
}: {
  status: Exclude<ScreenAccess, 'ok'> | 'failed';
  title: string;
  onRetry: () => void;
}) {
  if (status !== 'failed') return <ScreenGate access={status} title={title} />;
  return <LoadFailedSection title={title} onRetry={onRetry} />;
}

/** Whether the branch's stream holds ("live", "reconnecting…"), announced to screen readers as it changes. */
export function LiveBadge({ live }: { live: string }) {
  const { t } = useTranslation(NS);
  return (
    <p role="status" className={`st-live st-live-${live}`} data-testid="staff-live">
      {t(`live.${live}`)}
    </p>
  );
}
