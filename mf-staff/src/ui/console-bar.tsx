import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { consoleBarModel } from '../model/console-bar.ts';

/** The console's slim top bar: the instance, who is signed in, home, their password, sign out. */
export function ConsoleBar() {
  const { t } = useTranslation(NS);
  const { instanceName, account, signOutClicked } = useUnit(consoleBarModel);
  return (
    <header className="st-top" data-testid="staff-top-bar">
      <Link className="st-top__home" to={paths.staff()} title={t('bar.home')}>
        {instanceName ?? t('title')}
      </Link>
      {account ? (
        <nav className="st-top__account" aria-label={t('bar.account')}>
          <span className="st-top__who">{account.name || account.email}</span>
          <Link className="st-top__link" to={paths.staffPassword()}>
            {t('bar.password')}
          </Link>
          <button type="button" className="st-top__link" onClick={() => signOutClicked()}>
            {t('signOut')}
          </button>
        </nav>
      ) : null}
    </header>
  );
}
