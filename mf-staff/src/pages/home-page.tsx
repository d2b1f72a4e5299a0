import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { HomePageGate, homePageModel } from '../model/home-page.ts';
import { PasswordForm } from '../ui/password-form.tsx';
import { SignInForm } from '../ui/sign-in-form.tsx';

const SCREEN_LINK = {
  kitchen: paths.staffKitchen,
  tables: paths.staffTables,
  orders: paths.staffOrders,
  bookings: paths.staffBookings,
  menu: paths.staffMenu,
} as const;
const INSTANCE_LINK = {
  team: paths.staffTeam(),
  audit: paths.staffAudit(),
  remotes: paths.staffRemotes(),
} as const;

/** The console's entry: sign-in, then the instance's branches and the screens this account opens. */
export function HomePage() {
  const { t } = useTranslation(NS);
  const model = useUnit(homePageModel);
  useGate(HomePageGate);

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
  if (model.$status === 'must_change_password') {
    return (
      <section className="st-page" data-testid="staff-must-change-password">
        <h1>{t('title')}</h1>
        <p role="note">{t('password.required')}</p>
        <PasswordForm />
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
      {model.$instanceScreens.length > 0 && (
        <ul className="st-screens" aria-label={t('instanceScreens')}>
          {model.$instanceScreens.map((screen) => (
            <li key={screen}>
              <Link className="mesa-button" to={INSTANCE_LINK[screen]}>
                {t(`screen.${screen}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {model.$branches.length === 0 ? (
        <p role="note">{t('noScreens')}</p>
      ) : (
        <ul className="st-branches" aria-label={t('branches')}>
          {model.$branches.map((branch) => (
            <li key={branch.slug}>
              <h2>{branch.label}</h2>
              <ul className="st-screens">
                {branch.screens.map((screen) => (
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
