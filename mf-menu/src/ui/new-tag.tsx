import { useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

/**
 * The "new" badge after a product's name. The space before it keeps it a word of its own where the name
 * is read as one text (a heading, a card named by it): "Postre del día Nuevo", never "Postre del díaNuevo".
 */
export function NewTag() {
  const { t } = useTranslation(MENU_NS);
  return (
    <>
      {' '}
      <span className="mn-tag">{t('new')}</span>
    </>
  );
}
