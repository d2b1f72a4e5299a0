import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { RemotesPageGate, remotesPageModel } from '../model/remotes-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ApiErrorAlert } from '../ui/api-error-text.tsx';
import { ConfirmBlock } from '../ui/confirm-block.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

/** The parts of the site this instance runs: on or off, pinned to a published release or the current build. */
export function RemotesPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(remotesPageModel);
  useGate(RemotesPageGate);

  const title = t('remotes.title');
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  return (
    <section className="st-page" data-testid="staff-remotes">
      <h1>{title}</h1>
      <ul className="st-remotes" aria-label={title}>
        {model.remotes.map((remote) => {
          const name = t(`remotes.name.${remote.name}`);
          const confirming = model.confirmingOff === remote.name;
          const error = model.error?.remote === remote.name ? model.error.code : null;
          return (
            <li key={remote.name} data-testid={`staff-remote-${remote.name}`} aria-label={name}>
              <h2>{name}</h2>
              <p>
                <strong>{t(remote.enabled ? 'remotes.on' : 'remotes.off')}</strong> ·{' '}
                {remote.release
                  ? t('remotes.pinned', { release: remote.release })
                  : t('remotes.currentBuild')}
              </p>
              {confirming ? (
                <ConfirmBlock
                  label={t('remotes.confirmTitle', { name })}
                  confirm={t('remotes.confirmOff', { name })}
                  keep={t('remotes.keepOn')}
                  busy={model.saving}
                  onConfirm={model.offConfirmed}
                  onKeep={model.offCancelled}
                >
                  {t(`remotes.cost.${remote.name}`)}
                </ConfirmBlock>
              ) : (
                <ActionButton
                  disabled={model.saving}
                  onClick={() => model.switchClicked({ remote: remote.name, enabled: !remote.enabled })}
                >
                  {t(remote.enabled ? 'remotes.switchOff' : 'remotes.switchOn', { name })}
                </ActionButton>
              )}
              <form
                className="st-release-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  model.pinClicked(remote.name);
                }}
              >
                <label>
                  {t('remotes.release')}
                  <input
                    value={model.releaseDrafts[remote.name] ?? ''}
                    placeholder="2026-11-24.1"
                    onChange={(event) =>
                      model.releaseTyped({ remote: remote.name, value: event.target.value })
                    }
                  />
                </label>
                <SubmitButton busy={model.saving}>{t('remotes.pin')}</SubmitButton>
                {remote.release && (
                  <ActionButton disabled={model.saving} onClick={() => model.unpinClicked(remote.name)}>
                    {t('remotes.unpin')}
                  </ActionButton>
                )}
              </form>
              {error && <ApiErrorAlert code={error} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
