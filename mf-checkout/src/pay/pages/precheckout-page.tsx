import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { $seat, ContactFields, formControls, paths, seatAt, useTranslation } from 'shared-contracts';
import type { ContactField } from '../model/contact-form.ts';
import { PrecheckoutPageGate, precheckoutPageModel } from '../model/precheckout-page.ts';
import { tipLabelKey } from '../../common/model/tip-label.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import { BalanceSummary } from '../../common/ui/balance-summary.tsx';
import { BillTotals } from '../../common/ui/bill-totals.tsx';
import { DeliverySummary } from '../../common/ui/delivery-summary.tsx';
import { OrderLines } from '../../common/ui/order-lines.tsx';
import { orderTitle, tableMenuPath } from '../../common/ui/order-title.ts';
import { PurchaseViewState } from '../../common/ui/purchase-view-state.tsx';
import { PageGate } from '../../common/ui/page-gate.tsx';
import '../../common/ui/checkout.css';

/** `/{branch}/precheckout`: review the order and confirm the buyer's data, then pay. */
export function PrecheckoutPage() {
  const { supplier = '' } = useParams();
  const [search] = useSearchParams();
  const id = Number(search.get('purchase_id'));
  return (
    <>
      <PageGate
        gate={PrecheckoutPageGate}
        props={{ supplier, purchaseId: Number.isInteger(id) && id > 0 ? id : null }}
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

  const body = () => {
    if (m.status !== 'ready' || !m.purchase || !m.balance) {
      return (
        <PurchaseViewState
          status={m.status}
          error={m.error}
          onRetry={m.retryClicked}
          none={{ supplier: slug, testId: 'precheckout-none' }}
        />
      );
    }
    const { purchase, balance, form, errors } = m;
    const payable = purchase.status === 'open' && balance.remaining_minor > 0;
    const message = (field: ContactField) => {
      const key = errors[field];
      return key ? tPay(`errors.${key}`) : undefined;
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
          <BillTotals balance={balance} tipLabel={tPay(tipLabelKey(m.methods, m.countryCode))} />
          <BalanceSummary balance={balance} forTable={purchase.service === 'on_table'} />
          {m.methods?.impoconsumo_label ? <p className="co-note">{tPay('impoconsumo')}</p> : null}
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
            {purchase.status === 'open' ? t('precheckout.nothingToPay') : t('myOrder.paid')}
          </p>
        )}
      </>
    );
  };

  return (
    <div className="mesa-page co-page" data-testid="precheckout-page">
      <h1 className="mesa-title co-title">{t('precheckout.title')}</h1>
      {body()}
    </div>
  );
}
