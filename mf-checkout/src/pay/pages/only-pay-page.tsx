import { useUnit } from 'effector-react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { formatMinor, paths, useTranslation } from 'shared-contracts';
import { OnlyPayPageGate, onlyPayPageModel } from '../model/only-pay-page.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import { PageGate } from '../../common/ui/page-gate.tsx';
import '../../common/ui/checkout.css';

/** `/{branch}/solo-pago?mesa=CODE&k=KEY`: straight to the table's checkout when its bill can be paid here. */
export function OnlyPayPage() {
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageGate
        gate={OnlyPayPageGate}
        props={{ slug, code: searchParams.get('mesa'), key: searchParams.get('k') || null }}
      />
      <OnlyPayScreen />
    </>
  );
}

/** `/{branch}/solo-pago?mesa=CODE&k=KEY`: straight to the table's checkout when its bill can be paid here. */
function OnlyPayScreen() {
  const { t } = useTranslation(PAY_NS);
  const { supplier: slug = '' } = useParams();
  const { outcome, currency } = useUnit(onlyPayPageModel);

  if (outcome.kind === 'ready')
    return <Navigate replace to={paths.checkout(slug, String(outcome.purchaseId))} />;
  return (
    <div className="mesa-page co-page" data-testid="only-pay-page">
      <h1 className="mesa-title co-title">{t('onlyPay.title')}</h1>
      {outcome.kind === 'loading' ? (
        <p className="co-state">{t('common:loading')}</p>
      ) : (
        <p className="co-state" role="status" data-testid="only-pay-state">
          {outcome.kind === 'below'
            ? t('onlyPay.below', { amount: formatMinor(outcome.minimumMinor, currency) })
            : t(`onlyPay.${outcome.kind}`)}
        </p>
      )}
    </div>
  );
}
