import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadFailed, paths, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../../pay-i18n.ts';
import { webcheckoutPageModel } from '../model/webcheckout-page.ts';
import { PaymentOutcome } from '../ui/payment-outcome.tsx';
import '../../common/ui/checkout.css';

/** `/{supplier}/webcheckout/{payment id}`: where the bank (PSE) sends the diner back. */
export function WebCheckoutPage() {
  const { supplier = '', orderId = '' } = useParams();
  const { t } = useTranslation(PAY_NS);
  const { status, payment, pageOpened, retryClicked } = useUnit(webcheckoutPageModel);

  useEffect(() => {
    const id = Number(orderId);
    if (Number.isInteger(id) && id > 0) pageOpened(id);
  }, [orderId, pageOpened]);

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
