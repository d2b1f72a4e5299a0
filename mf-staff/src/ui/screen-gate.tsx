import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { ScreenAccess } from '../model/screen-access.ts';
import { LoadingSection } from './page-states.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** What a branch screen shows instead of itself: waiting, the sign-in, no access, an unknown branch. */
export function ScreenGate({ access, title }: { access: Exclude<ScreenAccess, 'ok'>; title: string }) {
  const { t } = useTranslation(NS);
  if (access === 'loading') return <LoadingSection title={title} />;
  if (access === 'signed_out') {
    return (
      <section className="st-page" data-testid="staff-sign-in">
        <h1>{title}</h1>
        <SignInForm />
      </section>
    );
  }
  return (
    <section className="st-page" data-testid={access === 'no_access' ? 'staff-no-access' : 'staff-no-branch'}>
      <h1>{title}</h1>
      <p role="alert">{t(access === 'no_access' ? 'noAccess' : 'noBranch')}</p>
      <Link className="mesa-button" to={paths.staff()}>
        {t('toConsole')}
      </Link>
    </section>
  );
}
