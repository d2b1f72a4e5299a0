import type { ReactNode } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { ActionButton } from './action-button.tsx';

/** A screen waiting for its first answer: its title (and what stays usable meanwhile, `children`). */
export function LoadingSection({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <section className="st-page" aria-busy="true">
      <h1>{title}</h1>
      {children}
      <p role="status">{t('loading')}</p>
    </section>
  );
}

/** A screen whose read failed: what went wrong (the common words unless `message`) and a retry. */
export function LoadFailedSection({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  /** What stays usable above the message (the audit's filters). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <section className="st-page">
      <h1>{title}</h1>
      {children}
      <p role="alert">{message ?? t('loadError')}</p>
      <ActionButton onClick={onRetry}>{t('retry')}</ActionButton>
    </section>
  );
}
