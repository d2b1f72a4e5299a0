import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import {
  CONTACT_NAME_MAX,
  $seat,
  ContactFields,
  formatMinor,
  formControls,
  paths,
  seatAt,
  useTranslation,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import type { ContactField } from '../model/contact-form.ts';
import { PrecheckoutPageGate, precheckoutPageModel } from '../model/precheckout-page.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import { DeliverySummary } from '../../common/ui/delivery-summary.tsx';
import { OrderLines } from '../../common/ui/order-lines.tsx';
import { orderTitle, tableMenuPath } from '../../common/ui/order-title.ts';
import {
  ConsumptionTaxNote,
  PurchasePageGate,
  PurchaseScreen,
  PurchaseTotals,
} from '../../common/ui/purchase-page.tsx';
import '../../common/ui/checkout.css';

/** `/{branch}/precheckout`: review the order and confirm the buyer's data, then pay. */
export function PrecheckoutPage() {
  const { supplier = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <PurchasePageGate
        gate={PrecheckoutPageGate}
        supplier={supplier}
        purchaseId={search.get('purchase_id')}
      />
      <PrecheckoutScreen />
    </>
  );
}

/** `/{branch}/precheckout`: review the order and confirm the buyer's data, then pay. */
function PrecheckoutScreen() {
  const { supplier: slug = '' } = useParams();
  const { t } = useTranslation(ORDER_NS);
  const { t: tPay } = useTranslation(PAY_NS);
  const m = useUnit(precheckoutPageModel);
  const seat = useUnit($seat);
  useEffect(() => {
    if (m.lastSubmit?.firstInvalid) document.getElementById(`pc-${m.lastSubmit.firstInvalid}`)?.focus();
  }, [m.lastSubmit]);

  if (m.next) return <Navigate to={m.next} />;

  const body = (purchase: TablePurchase, balance: PurchaseBalance) => {
    const { form, errors } = m;
    const payable = purchase.status === 'open' && balance.remaining_minor > 0;
    const message = (field: ContactField) => {
      const key = errors[field];
      return key ? tPay(`errors.${key}`, { max: CONTACT_NAME_MAX }) : undefined;
    };
    const control = formControls({
      idPrefix: 'pc-',
      values: form,
      errors,
      onChange: m.fieldChanged,
      required: true,
    });
    const part = (field: ContactField, label: string) => ({
      label: tPay(label),
      error: message(field),
      control: control(field),
    });
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      m.formSubmitted();
    };
    return (
      <>
        <section className="co-box" aria-labelledby="pc-review">
          <h2 id="pc-review" className="co-subtitle">
            {t('precheckout.review')} · {orderTitle(t, purchase)}
          </h2>
          {purchase.items.length === 0 ? (
            <p className="co-state">{t('myOrder.empty')}</p>
          ) : (
            <OrderLines items={purchase.items} currency={balance.currency} showStatus={false} />
          )}
          <PurchaseTotals
            balance={balance}
            methods={m.methods}
            countryCode={m.countryCode}
            forTable={purchase.service === 'on_table'}
          />
          <ConsumptionTaxNote methods={m.methods} />
          {/* Changing a delivery or take-away order is its cart's (placing it again replaces it). */}
          {purchase.status === 'open' ? (
            <Link
              to={
                purchase.service === 'on_table'
                  ? tableMenuPath(slug, purchase, seatAt(seat, slug))
                  : paths.deliveryOrder(slug)
              }
            >
              {t('precheckout.edit')}
            </Link>
          ) : null}
        </section>
        <DeliverySummary purchase={purchase} />
        {payable ? (
          <form className="co-form" noValidate onSubmit={submit} data-testid="precheckout-form">
            {Object.keys(errors).length > 0 ? (
              <p className="co-form__summary" role="alert">
                {tPay('errorsSummary')}
              </p>
            ) : null}
            <fieldset className="co-box">
              <legend>{t('precheckout.buyer')}</legend>
              <p className="co-note">{t('precheckout.kept')}</p>
              <ContactFields
                block="co-field"
                parts={{
                  name: part('name', 'name'),
                  phone: part('phone', 'phone'),
                  email: part('email', 'email'),
                  documentType: part('docType', 'docType'),
                  document: part('docNumber', 'docNumber'),
                }}
                documentTypes={{ placeholder: tPay('choose'), labelOf: (type) => tPay(`docTypes.${type}`) }}
                dialCode={{ code: m.dialCode, id: 'pc-phone-code', block: 'co-phone' }}
              />
            </fieldset>
            <button type="submit" className="mesa-button" data-testid="precheckout-continue">
              {t('precheckout.continue')}
            </button>
          </form>
        ) : (
          <p className="co-state" role="status">
            {purchase.status === 'open'
              ? t('precheckout.nothingToPay')
              : balance.remaining_minor > 0
                ? t('myOrder.closedDue', { amount: formatMinor(balance.remaining_minor, balance.currency) })
                : t('myOrder.paid')}
          </p>
        )}
      </>
    );
  };

  return (
    <PurchaseScreen
      testId="precheckout-page"
      title={t('precheckout.title')}
      supplier={slug}
      view={m}
      noneTestId="precheckout-none"
    >
      {body}
    </PurchaseScreen>
  );
}
