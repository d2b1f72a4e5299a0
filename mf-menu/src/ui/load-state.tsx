import { LoadFailed, type ScreenStatus, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

/** What a menu screen shows while its menu loads or after the load failed; null once it is here. */
export function MenuLoadState({ status, onRetry }: { status: ScreenStatus; onRetry: () => void }) {
  const { t } = useTranslation(MENU_NS);
  if (status === 'failed') {
    return (
      <LoadFailed className="mn-state" message={t('loadError')} retryLabel={t('retry')} onRetry={onRetry} />
    );
  }
  if (status === 'loading') {
    return (
      <p className="mn-state" role="status">
        {t('loading')}
      </p>
    );
  }
  return null;
}
