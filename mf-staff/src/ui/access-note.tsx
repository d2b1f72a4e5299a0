import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { ScreenAccess } from '../model/screen-access.ts';

/** What a screen shows instead of itself: waiting, the way to sign in, no access, an unknown branch. */
export function AccessNote({ access, title }: { access: Exclude<ScreenAccess, 'ok'>; title: string }) {
  const { t } = useTranslation(NS);
  if (access === 'loading') {
    return (
      <section className="st-page" aria-busy="true">
        <h1>{title}</h1>
        <p role="status">{t('access.loading')}</p>
      </section>
    );
  }
  return (
    <section className="st-page" data-testid={`staff-${access.replace('_', '-')}`}>
      <h1>{title}</h1>
      <p role="alert">{t(`access.${access}`)}</p>
      <Link className="mesa-button" to={paths.staff()}>
        {t('toConsole')}
      </Link>
    </section>
  );
}
