import { Link } from 'react-router-dom';
import { paths, type RemoteName, useTranslation } from 'shared-contracts';
import { PROVIDER_LINKS, SHELL_NS } from '../i18n.ts';
import { MessagePage } from './message-page.tsx';

export function NotAvailablePage({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessagePage title={t('notAvailableTitle')} testId="not-available">
      <p>{t(`remote.${remote}`)}</p>
      <Link className="mesa-button" to={paths.main()}>
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}

export function RetryPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessagePage title={t('retryTitle')} tone="error" testId="remote-retry">
      <p>{t('retryBody')}</p>
      <button type="button" className="mesa-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </MessagePage>
  );
}

export function UpdateNeededPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessagePage title={t('updateTitle')} testId="remote-update-needed">
      <p>{t('updateBody')}</p>
    </MessagePage>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessagePage title={t('notFoundTitle')} testId="not-found">
      <p>{t('notFoundBody')}</p>
      <Link className="mesa-button" to={paths.main()}>
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}

/** The only page a locked instance shows: no header, no remote is loaded. */
export function InactiveSitePage({ name, logo }: { name: string; logo: string }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <main className="mesa-inactive" data-testid="inactive-site">
      {logo ? <img className="mesa-inactive__logo" src={logo} alt={name} width={120} height={120} /> : null}
      <h1>{t('inactiveTitle')}</h1>
      <p>{t('inactiveBody')}</p>
      <ul className="mesa-inactive__links">
        <li>
          <a className="mesa-button" href={PROVIDER_LINKS.restaurants}>
            {t('inactiveOthers')}
          </a>
        </li>
        <li>
          <a className="mesa-button mesa-button--ghost" href={PROVIDER_LINKS.signup}>
            {t('inactiveSignup')}
          </a>
        </li>
      </ul>
    </main>
  );
}

export function BranchNotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessagePage title={t('branchNotFoundTitle')} testId="branch-not-found">
      <p>{t('branchNotFoundBody')}</p>
      <Link className="mesa-button" to={paths.main()}>
        {t('backHome')}
      </Link>
    </MessagePage>
  );
}
