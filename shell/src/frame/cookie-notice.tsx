import { useUnit } from 'effector-react';
import { SHELL_NS } from './i18n.ts';
import { cookieNoticeModel } from './overlays-model.ts';
import { useTranslation } from 'shared-contracts';

/**
 * Shown until the diner accepts, once the consent is known: from its cookie on the shell's server (the
 * notice is then in the served HTML, so it is painted with the page and never arrives late), or from
 * storage where the browser renders alone.
 */
export function CookieNotice() {
  const { t } = useTranslation(SHELL_NS);
  const { shown, accepted } = useUnit(cookieNoticeModel);
  if (!shown) return null;
  return (
    <section className="mesa-cookies" aria-label={t('cookieLabel')} data-testid="cookie-notice">
      <p>{t('cookieText')}</p>
      <button type="button" className="mesa-button" onClick={() => accepted()}>
        {t('cookieAccept')}
      </button>
    </section>
  );
}
