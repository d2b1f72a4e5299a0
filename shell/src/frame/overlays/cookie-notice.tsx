import { useUnit } from 'effector-react';
import { SHELL_NS } from '../i18n.ts';
import { cookieNoticeModel } from './overlays-model.ts';
import { useTranslation } from 'shared-contracts';

/**
 * Shown until the diner answers, once the consent is known: from its cookie on the shell's server (the
 * notice is then in the served HTML, so it is painted with the page and never arrives late), or from
 * storage where the browser renders alone. It says what the app keeps to work and what an acceptance
 * adds; both answers are buttons of the same weight, and either one closes it for good.
 */
export function CookieNotice() {
  const { t } = useTranslation(SHELL_NS);
  const { shown, pixels, accepted, rejected } = useUnit(cookieNoticeModel);
  if (!shown) return null;
  return (
    <section className="mesa-cookies" aria-label={t('cookieLabel')} data-testid="cookie-notice">
      <p className="mesa-cookies__text">
        {t('cookieText')} {t('cookieMeasure')}
        {pixels ? ` ${t(`cookiePixels.${pixels}`)}` : null}
      </p>
      <div className="mesa-cookies__actions">
        <button type="button" className="mesa-button" onClick={() => rejected()}>
          {t('cookieReject')}
        </button>
        <button type="button" className="mesa-button" onClick={() => accepted()}>
          {t('cookieAccept')}
        </button>
      </div>
    </section>
  );
}
