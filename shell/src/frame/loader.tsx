import { SHELL_NS } from './i18n.ts';
import { useTranslation } from 'shared-contracts';

export function Loader() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="mesa-loader" role="status" aria-live="polite">
      <span className="mesa-spinner" aria-hidden="true" />
      <span className="mesa-visually-hidden">{t('loading')}</span>
    </div>
  );
}
