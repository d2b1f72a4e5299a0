import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** The console's entry: sign-in, then the account's branches and screens. */
export function HomePage() {
  const { t } = useTranslation(NS);
  return (
    <section className="st-page">
      <h1>{t('title')}</h1>
    </section>
  );
}
