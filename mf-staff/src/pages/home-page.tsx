import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { homePageModel } from '../model/home-page.ts';
import { SignInForm } from '../ui/sign-in-form.tsx';

const SCREEN_LINK = {
  kitchen: paths.staffKitchen,
  tables: paths.staffTables,
  menu: paths.staffMenu,
} as const;

/** The console's entry: sign-in, then the instance's branches and the screens this account opens. */
export function HomePage() {
  const { t } = useTranslation(NS);
  const model = useUnit(homePageModel);
  const { pageOpened } = model;
  useEffect(() => pageOpened(), [pageOpened]);

  if (model.$status === 'loading') {
    return (
      <section className="st-page" aria-busy="true">
        <h1>{t('title')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  if (model.$status === 'signed_out' || !model.$session) {
    return (
      <section className="st-page" data-testid="staff-sign-in">
        <h1>{t('title')}</h1>
        <SignInForm />
      </section>
    );
  }
  const session = model.$session;
  return (
    <section className="st-page" data-testid="staff-home">
      <h1>{t('title')}</h1>
      <p>
        {t('signedInAs', { name: session.account.name, email: session.account.email })}{' '}
        <span className="st-roles">{session.account.roles.map((role) => t(`role.${role}`)).join(', ')}</span>
      </p>
      <button type="button" className="mesa-button" onClick={() => model.signOutClicked()}>
        {t('signOut')}
      </button>
      {model.$screens.length === 0 ? (
        <p role="note">{t('noScreens')}</p>
      ) : (
        <ul className="st-branches" aria-label={t('branches')}>
          {model.$branches.map((branch) => (
            <li key={branch.slug}>
              <h2>{branch.label}</h2>
              <ul className="st-screens">
                {model.$screens.map((screen) => (
                  <li key={screen}>
                    <Link className="mesa-button" to={SCREEN_LINK[screen](branch.slug)}>
                      {t(`screen.${screen}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
