import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, paths, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../../pay-i18n.ts';
import { WebcheckoutPageGate, webcheckoutPageModel } from '../model/webcheckout-page.ts';
import { PaymentOutcome } from '../ui/payment-outcome.tsx';
import { PageGate } from '../../common/ui/page-gate.tsx';
import '../../common/ui/checkout.css';

/** `/{supplier}/webcheckout/{payment id}`: where the bank (PSE) sends the diner back. */
export function WebCheckoutPage() {
  const { orderId = '' } = useParams();
  const paymentId = Number(orderId);
  return (
    <>
      {Number.isInteger(paymentId) && paymentId > 0 ? (
        <PageGate gate={WebcheckoutPageGate} props={{ paymentId }} />
      ) : null}
      <WebCheckoutScreen />
    </>
  );
}

/** `/{supplier}/webcheckout/{payment id}`: where the bank (PSE) sends the diner back. */
function WebCheckoutScreen() {
  const { supplier = '' } = useParams();
  const { t } = useTranslation(PAY_NS);
  const { status, payment, retryClicked } = useUnit(webcheckoutPageModel);

  return (
    <div className="mesa-page co-page" data-testid="webcheckout-page">
      <h1 className="mesa-title co-title">{t('webcheckoutTitle')}</h1>
      {status === 'failed' ? (
        <LoadFailed
          className="co-state"
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      ) : null}
      {payment ? (
        <>
          <PaymentOutcome payment={payment} />
          <Link className="mesa-button" to={paths.checkout(supplier, String(payment.purchase_id))}>
            {t('backToCheckout')}
          </Link>
        </>
      ) : null}
    </div>
  );
}
