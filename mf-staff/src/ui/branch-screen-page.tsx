import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { BranchScreenUnits } from '../model/branch-screen.ts';
import { ApiErrorAlert } from './api-error-text.tsx';
import { BranchGate } from './branch-gate.tsx';
import { BranchScreenProblem, LiveBadge } from './branch-screen-problem.tsx';
import { useFocusKept } from './focus-kept.ts';

/**
 * The frame of a live branch screen (the kitchen, the floor, the orders, the bookings): it opens the
 * screen for the branch of the path, shows the gate's answer or the failed first read instead of the
 * screen, and otherwise the title, the stream's badge, the last failed action and, once read, `children`.
 * A button whose change removes it hands the focus on (`useFocusKept`): to the next control of its card
 * (marked `data-focus-scope`), the card's heading, or the title.
 */
export function BranchScreenPage({
  screen,
  name,
  title,
  bar,
  children,
}: {
  screen: BranchScreenUnits;
  /** Names the section: class `st-<name>`, test id `staff-<name>`. */
  name: 'kitchen' | 'floor' | 'orders' | 'bookings';
  title: string;
  /** The screen's own controls in its top bar, after the stream's badge. */
  bar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { $status: status, $live: live, $actionError: actionError, retryClicked } = useUnit(screen.units);
  const keepFocus = useFocusKept();
  return (
    <>
      <BranchGate gate={screen.Gate} />
      {status !== 'ready' && status !== 'loading' ? (
        <BranchScreenProblem status={status} title={title} onRetry={retryClicked} />
      ) : (
        <section
          ref={keepFocus}
          className={`st-page st-${name}`}
          data-testid={`staff-${name}`}
          aria-busy={status === 'loading'}
        >
          <header className="st-bar">
            <h1 tabIndex={-1}>{title}</h1>
            <LiveBadge live={live} />
            {bar}
          </header>
          {actionError && <ApiErrorAlert code={actionError} />}
          {status === 'loading' ? <p role="status">{t('loading')}</p> : children}
        </section>
      )}
    </>
  );
}
