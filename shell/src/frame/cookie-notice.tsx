import { useUnit } from 'effector-react';
import { SHELL_NS } from './i18n.ts';
import { cookieNoticeModel } from './overlays-model.ts';
import { useHydrated } from './use-hydrated.ts';
import { useTranslation } from 'shared-contracts';

/** Shown once storage is read (after hydration) until the diner accepts; the consent API is issue 12's. */
export function CookieNotice() {
  const { t } = useTranslation(SHELL_NS);
  const { shown, accepted } = useUnit(cookieNoticeModel);
  const hydrated = useHydrated();
  if (!shown || !hydrated) return null;
  return (
    <section className="mesa-cookies" aria-label={t('cookieLabel')} data-testid="cookie-notice">
      <p>{t('cookieText')}</p>
      <button type="button" className="mesa-button" onClick={() => accepted()}>
        {t('cookieAccept')}
      </button>
    </section>
  );
}
