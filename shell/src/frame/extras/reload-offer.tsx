import { useUnit } from 'effector-react';
import { $chunkFailure, reloadOfferDismissed, reloadRequested, useTranslation } from 'shared-contracts';
import { $online } from '../connectivity.ts';
import { SHELL_NS } from '../i18n.ts';
import { useHydrated } from '../use-hydrated.ts';

const reloadOfferModel = {
  failure: $chunkFailure,
  online: $online,
  reload: reloadRequested,
  dismissed: reloadOfferDismissed,
};

/**
 * A script chunk (`ChunkLoadError`) or a style chunk (`CSS_CHUNK_LOAD_FAILED`) that did not
 * load. The page says so and offers a reload (a redeploy is the usual cause: a new page loads the new
 * files) instead of leaving a broken or unstyled screen.
 */
export function ReloadOffer() {
  const { t } = useTranslation(SHELL_NS);
  const { failure, online, reload, dismissed } = useUnit(reloadOfferModel);
  // A chunk may fail while the server's HTML hydrates: the offer waits, so hydration matches. Offline a
  // reload cannot help (the offline notice says why things are missing): the offer waits for the network.
  const hydrated = useHydrated();
  if (!failure || !hydrated || !online) return null;
  return (
    <section className="mesa-reload" role="alert" data-testid="reload-offer" data-kind={failure}>
      <p>
        <strong>{t(failure === 'style' ? 'reload.style' : 'reload.script')}</strong> {t('reload.body')}
      </p>
      <div className="mesa-reload__actions">
        <button type="button" className="mesa-button" onClick={() => reload()}>
          {t('reload.action')}
        </button>
        <button type="button" className="mesa-button mesa-button--ghost" onClick={() => dismissed()}>
          {t('reload.dismiss')}
        </button>
      </div>
    </section>
  );
}
