import { useUnit } from 'effector-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageGate, paths, useTranslation } from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { Loader } from '../loader/loader.tsx';
import { MessagePage } from './message-page.tsx';
import { SmartLinkGate, smartLinkModel, smartLinkOf, type SmartLinkPath } from './smart-link-model.ts';

/**
 * `/{supplier}/sl/{profile_id}/{token}[/{purchase_id}]`: logs the link's profile in (in the browser: the
 * token must not be answered by the shell's server), then opens the order or the branch.
 */
export function SmartLinkPage() {
  const { supplier = '', profileId, token = '', purchaseId } = useParams();
  const path: SmartLinkPath = { supplier, profileId, token, purchaseId };
  // Keyed by the link: another one in the path logs its own profile in, as a fresh visit.
  return (
    <>
      <PageGate gate={SmartLinkGate} props={path} />
      <SmartLinkScreen path={path} />
    </>
  );
}

function SmartLinkScreen({ path }: { path: SmartLinkPath }) {
  const { t } = useTranslation(SHELL_NS);
  const { state } = useUnit(smartLinkModel);

  if (state.status === 'done') return <Navigate to={state.to} replace />;
  if (smartLinkOf(path) === null || state.status === 'failed') {
    return (
      <MessagePage title={t('smartLinkFailedTitle')} tone="error" testId="smart-link-failed">
        <p>{t('smartLinkFailedBody')}</p>
        <Link className="mesa-button" to={paths.home(path.supplier)}>
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
