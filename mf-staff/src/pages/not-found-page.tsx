import { Link } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** A path under /staff that names no screen of the console. */
export function NotFoundPage() {
  const { t } = useTranslation(NS);
  return (
    <section className="st-page">
      <h1>{t('title')}</h1>
      <p role="alert">{t('notFound')}</p>
      <Link className="mesa-button" to={paths.staff()}>
        {t('toConsole')}
      </Link>
    </section>
  );
}
