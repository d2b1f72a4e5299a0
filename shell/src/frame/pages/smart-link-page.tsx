import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths, useTranslation } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { Loader } from '../loader/loader.tsx';
import { MessagePage } from './message-page.tsx';
import { smartLinkModel } from './smart-link-model.ts';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * `/{supplier}/sl/{profile_id}/{token}[/{purchase_id}]`: logs the link's profile in (in the browser: the
 * token must not be answered by the shell's server), then opens the order or the branch.
 */
export function SmartLinkPage() {
  const { t } = useTranslation(SHELL_NS);
  const { supplier = '', profileId, token = '', purchaseId } = useParams();
  const { state, opened } = useUnit(smartLinkModel);
  const profile = idOf(profileId);
  const purchase = purchaseId === undefined ? undefined : idOf(purchaseId);
  const valid = profile !== null && token !== '' && purchase !== null;
  useEffect(() => {
    if (profile !== null && token !== '' && purchase !== null) {
      opened({ supplier, profileId: profile, token, purchaseId: purchase });
    }
  }, [opened, supplier, profile, token, purchase]);

  if (state.status === 'done') return <Navigate to={state.to} replace />;
  if (!valid || state.status === 'failed') {
    return (
      <MessagePage title={t('smartLinkFailedTitle')} tone="error" testId="smart-link-failed">
        <p>{t('smartLinkFailedBody')}</p>
        <Link className="mesa-button" to={paths.home(supplier)}>
          {t('backHome')}
        </Link>
      </MessagePage>
    );
  }
  return (
    <div data-testid="smart-link-opening">
      <Loader />
      <p>{t('smartLinkOpening')}</p>
    </div>
  );
}
