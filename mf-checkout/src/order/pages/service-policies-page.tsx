import { useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { formatMinor, LoadFailed, serviceLabel, useTranslation, PageGate } from 'shared-contracts';
import { ServicePoliciesPageGate, servicePoliciesPageModel } from '../model/service-policies-page.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import '../../common/ui/checkout.css';

/** `/{branch}/politicas-servicio`: services, payment, minimum order, tip, booking and personal data. */
export function ServicePoliciesPage() {
  const { supplier: slug = '' } = useParams();
  return (
    <>
      <PageGate gate={ServicePoliciesPageGate} props={{ slug }} />
      <ServicePoliciesScreen />
    </>
  );
}

/** `/{branch}/politicas-servicio`: services, payment, minimum order, tip, booking and personal data. */
function ServicePoliciesScreen() {
  const { t } = useTranslation(PAY_NS);
  const { policies, status, retryClicked } = useUnit(servicePoliciesPageModel);

  return (
    <div className="mesa-page co-page" data-testid="policies-page">
      <h1 className="mesa-title co-title">{t('policies.title')}</h1>
      {status === 'failed' ? (
        <LoadFailed
          className="co-state"
          message={t('policies.loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      ) : null}
      {policies ? (
        <>
          <p>{t('policies.intro', { branch: policies.branch })}</p>
          <h2 className="co-box__title">{t('policies.services')}</h2>
          <ul>
            {policies.services.map((choice) => (
              <li key={choice}>{serviceLabel(null, choice, t)}</li>
            ))}
          </ul>
          <h2 className="co-box__title">{t('policies.payment')}</h2>
          <ul>
            {policies.methods.map((method) => (
              <li key={method}>{t(`methods.${method}`)}</li>
            ))}
          </ul>
          <p>
            {policies.minimumMinor > 0
              ? t('policies.minimum', { amount: formatMinor(policies.minimumMinor, policies.currency) })
              : t('policies.noMinimum')}
          </p>
          <p>{t(policies.serviceFee && !policies.mexico ? 'policies.serviceFee' : 'policies.tip')}</p>
          {policies.impoconsumo ? <p>{t('impoconsumo')}</p> : null}
          <p>{t(policies.splitKey)}</p>
          {policies.maxParty !== null ? <p>{t('policies.booking', { count: policies.maxParty })}</p> : null}
          <p>{t('policies.data')}</p>
        </>
      ) : null}
    </div>
  );
}
