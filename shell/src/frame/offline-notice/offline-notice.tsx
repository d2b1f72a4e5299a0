import { SHELL_NS } from '../i18n.ts';
import { useTranslation } from 'shared-contracts';

/**
 * Shown while the browser is offline: what the device kept (the service worker's last copy) still
 * works, and anything never opened says why it does not load instead of leaving a blank page.
 */
export function OfflineNotice() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <p className="mesa-offline" role="status" data-testid="offline-notice">
      {t('offline')}
    </p>
  );
}
