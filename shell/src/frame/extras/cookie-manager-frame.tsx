import { useUnit } from 'effector-react';
import { $cookieManagerUrl, useTranslation } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';

/**
 * The hidden 1 px cookie-manager frame: the API's own page with the stored session's id
 * (and the diner's consent), once the session exists. Never in the server's HTML (no session there).
 */
export function CookieManagerFrame() {
  const { t } = useTranslation(SHELL_NS);
  const url = useUnit($cookieManagerUrl);
  if (!url) return null;
  return (
    <iframe
      className="mesa-cookie-manager"
      src={url}
      title={t('cookieManager')}
      width={1}
      height={1}
      tabIndex={-1}
      aria-hidden="true"
      referrerPolicy="no-referrer"
      sandbox="allow-same-origin"
      data-testid="cookie-manager"
    />
  );
}
