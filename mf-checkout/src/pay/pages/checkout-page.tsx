import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CONTACT_NAME_MAX,
  ContactFields,
  DocumentTypeSelect,
  formControls,
  type DocumentType,
  formatMinor,
  formatMoney,
  LoadFailed,
  minimumChargeMinor,
  paths,
  PSE_CLIENT_TYPES,
  SPLIT_PARTS_MAX,
  SPLIT_PARTS_MIN,
  TIP_MAX_PERCENT,
  useTranslation,
  PageGate,
  useFocusWhenCounted,
} from 'shared-contracts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { PAY_NS } from '../../pay-i18n.ts';
import { orderTitle } from '../../common/ui/order-title.ts';
import { CheckoutPageGate, checkoutPageModel } from '../model/checkout-page.ts';
import type { PayBlock } from '../model/pay-block.ts';
import type { PaymentField } from '../model/payment-form.ts';
import {
  amountProblemMessage,
  splitProblemMessage,
  tipRefusalKey,
  type PayMessage,
} from '../model/problem-message.ts';
import { tipLabelKey } from '../../common/model/tip-label.ts';
import { refusalWords, type Refusal } from '../../common/model/refusal.ts';
import { AfterPayment } from '../ui/after-payment.tsx';
import { BalanceSummary } from '../../common/ui/balance-summary.tsx';
import { BankAccount, ProofUpload } from '../ui/bank-transfer.tsx';
import { BillTotals } from '../../common/ui/bill-totals.tsx';
import { Field } from '../../common/ui/field.tsx';
import { PaymentCancel } from '../ui/payment-cancel.tsx';
import { PaymentOutcome } from '../ui/payment-outcome.tsx';
import { TipPicker } from '../ui/tip-picker.tsx';
import { CouponForm } from '../ui/coupon-form.tsx';
import { DeliverySummary } from '../../common/ui/delivery-summary.tsx';
import '../../common/ui/checkout.css';

/** The sandbox bank list (a real provider answers its own). */
const PSE_BANKS = ['Banco de Pruebas', 'Banco Sandbox'];

/** The message that says why "Pay" pays nothing now: the button's description. */
const PAY_BLOCK_REASON: Record<PayBlock, string | undefined> = {
  split: 'co-split-problem',
  'above-remaining': 'co-above-remaining',
  'minimum-charge': 'co-minimum-charge',
  'minimum-order': 'co-minimum-order',
  nothing: undefined,
};

/** The page's title: a table's bill, or one diner's delivery or take-away order (no table words). */
function CheckoutLayout({ children, forTable = true }: { children?: ReactNode; forTable?: boolean }) {
  const { t } = useTranslation(PAY_NS);
  const { t: td } = useTranslation(DELIVERY_NS);
  return (
    <div className="mesa-page co-page" data-testid="checkout-page">
      <h1 className="mesa-title co-title">{forTable ? t('payTitle') : td('title')}</h1>
      {children}
    </div>
  );
}

/** `/{supplier}/checkout/{purchase id}`: split the table's bill, tip, and pay a share. */
export function CheckoutPage() {
  const { supplier = '', id = '' } = useParams();
  const purchaseId = Number(id);
  return (
    <>
      {Number.isInteger(purchaseId) && purchaseId > 0 ? (
        <PageGate gate={CheckoutPageGate} props={{ supplier, purchaseId }} />
      ) : null}
      <CheckoutScreen />
    </>
  );
}

/** `/{supplier}/checkout/{purchase id}`: split the table's bill, tip, and pay a share. */
function CheckoutScreen() {
  const { supplier = '' } = useParams();
  const { t: tOrder } = useTranslation(ORDER_NS);
  const { t, i18n } = useTranslation(PAY_NS);
  const { t: td } = useTranslation(DELIVERY_NS);
  const m = useUnit(checkoutPageModel);
  const payErrorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (m.lastSubmit?.firstInvalid) document.getElementById(`co-${m.lastSubmit.firstInvalid}`)?.focus();
  }, [m.lastSubmit]);
  useEffect(() => {
    if (m.payError) payErrorRef.current?.focus();
  }, [m.payError]);
  // Back from a payment's outcome (try again, change method, pay another share): the button pressed is
  // gone with the outcome, so the focus goes to the form that took its place, not to the page's start.
  const payTitleRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenCounted(m.formReopened, () => payTitleRef.current);

  if (m.status === 'loading') return <CheckoutLayout />;
  if (m.status === 'failed' || !m.methods || !m.balance || !m.purchase) {
    return (
      <CheckoutLayout>
        <LoadFailed
          className="co-state"
          message={m.loadError === 'not_your_purchase' ? t('common:order.not_yours') : t('loadError')}
          retryLabel={t('retry')}
          onRetry={m.retryClicked}
        />
      </CheckoutLayout>
    );
  }
  const { methods, balance, purchase, form, errors, split } = m;
  const money = (minor: number) => formatMinor(minor, balance.currency);
  // The amounts a tip's refusal names, in the bill's currency.
  const tipRefusalValues = (details: Record<string, string | number>) => ({
    percent: TIP_MAX_PERCENT,
    amount: money(Number(details['max_minor'] ?? 0)),
    paid: money(Number(details['paid_minor'] ?? 0)),
  });
  // A refusal in the page's words (`own`), else the payment's; "try again in…" when the server asks to wait.
  const refusalText = (refusal: Refusal, own: string, values: Record<string, string | number>) => {
    const words = refusalWords(refusal, i18n.language, [own, 'outcome.error']);
    return t(words.keys, { ...values, ...words.values });
  };
  const tipLabelName = tipLabelKey(methods, m.countryCode);
  const tipLabel = t(tipLabelName);
  const serviceFee = tipLabelName === 'serviceFee';
  const said = ({ key, values }: PayMessage) => t(key, values ?? {});
  const splitProblem = m.splitProblem ? said(splitProblemMessage(m.splitProblem, balance.currency)) : null;
  // The field that sets a refused share (parts, amount) is invalid and described by the reason.
  const shareReason = m.shareRefusal === null ? undefined : PAY_BLOCK_REASON[m.shareRefusal];
  const forTable = m.billOf === 'table';
  const followOrder = (
    <Link className="mesa-button" data-testid="follow-order" to={paths.order(supplier, String(purchase.id))}>
      {td('follow')}
    </Link>
  );

  const head = (
    <>
      {/* "Mesa M05" or "Habitación 204": the same title the order's other screens give it. */}
      {purchase.table ? <p className="co-table">{orderTitle(tOrder, purchase)}</p> : null}
      <DeliverySummary purchase={purchase} />
      {/* The bill as a bill: products, tip (at a table), fees and coupon, then what is paid and left. */}
      <BillTotals balance={balance} tipLabel={tipLabel} forTable={forTable} serviceFee={serviceFee} />
      <BalanceSummary balance={balance} forTable={forTable} />
      {methods.impoconsumo_label ? <p className="co-note">{t('impoconsumo')}</p> : null}
    </>
  );
  const transferPending =
    m.payment?.method === 'bank_transfer' && m.payment.status === 'pending' ? m.payment : null;
  // Nothing is left to pay: the account is closed, or everything on it is paid (a delivery or take-away
  // order stays open for its statuses; a pay-first table stays open for more rounds). Just paid, a delivery
  // order shows the payment's outcome with the way to follow it, below.
  const fullyPaid = balance.due_minor > 0 && balance.remaining_minor === 0;
  const settled =
    balance.closed ||
    (forTable
      ? fullyPaid && balance.pending_minor === 0
      : balance.remaining_minor === 0 && !(m.outcomeShown && m.payment));
  // The staff may close a table's bill with money still due: it is closed, never called paid.
  const closedDue = forTable && balance.closed && balance.remaining_minor > 0;
  if (settled) {
    return (
      <CheckoutLayout forTable={forTable}>
        {head}
        {m.payment ? <PaymentOutcome payment={m.payment} billOf={m.billOf} /> : null}
        {closedDue ? (
          <p className="co-state" role="status" data-testid="table-closed-due">
            {tOrder('myOrder.closedDue', { amount: money(balance.remaining_minor) })}
          </p>
        ) : balance.pending_minor === 0 ? (
          <p className="co-state" role="status" data-testid="table-closed">
            {forTable ? t('tableClosed') : td('paid')}
          </p>
        ) : null}
        {forTable ? <AfterPayment slug={supplier} purchase={purchase} rate={m.rateOffered} /> : followOrder}
      </CheckoutLayout>
    );
  }
  if (m.outcomeShown && m.payment) {
    const done = m.payment.status === 'approved' || m.payment.status === 'pending';
    return (
      <CheckoutLayout forTable={forTable}>
        {head}
        <PaymentOutcome
          payment={m.payment}
          billOf={m.billOf}
          onRetry={m.retryPaymentClicked}
          onChangeMethod={m.changeMethodClicked}
        />
        {/* A PSE payment the bank has not answered: the diner may give it up (and the form comes back). */}
        {m.payment.method === 'pse' ? <PaymentCancel payment={m.payment} /> : null}
        {transferPending ? (
          <>
            {methods.bank_transfer_account ? <BankAccount account={methods.bank_transfer_account} /> : null}
            <ProofUpload state={m.proof} onChoose={m.proofChosen} />
          </>
        ) : null}
        {done && forTable && balance.remaining_minor > 0 ? (
          <button type="button" className="mesa-button" onClick={m.retryPaymentClicked}>
            {t('payMore')}
          </button>
        ) : null}
        {m.payment.status === 'approved' && forTable ? (
          <AfterPayment slug={supplier} purchase={purchase} rate={m.rateOffered} />
        ) : null}
        {done && !forTable ? followOrder : null}
      </CheckoutLayout>
    );
  }

  const message = (field: PaymentField) => {
    const key = errors[field];
    return key ? t(`errors.${key}`, { max: CONTACT_NAME_MAX }) : undefined;
  };
  const control = formControls({
    idPrefix: 'co-',
    values: form,
    errors,
    onChange: m.fieldChanged,
    required: true,
  });
  const part = (field: PaymentField) => ({ label: t(field), error: message(field), control: control(field) });
  const documentTypes = { placeholder: t('choose'), labelOf: (type: DocumentType) => t(`docTypes.${type}`) };
  const input = (field: PaymentField, label: string, props: Record<string, string> = {}) => (
    <Field id={`co-${field}`} label={label} error={message(field)}>
      {(describedBy) => <input type="text" aria-describedby={describedBy} {...props} {...control(field)} />}
    </Field>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    m.payTapped();
  };
  const splitKinds = ['full', 'items', 'equal', 'custom'] as const;
  const splitLabel = { full: 'splitFull', items: 'splitItems', equal: 'splitEqual', custom: 'splitCustom' };

  return (
    <CheckoutLayout forTable={forTable}>
      {head}
      <TipPicker
        tip={m.tip}
        label={tipLabel}
        serviceFee={serviceFee}
        customText={m.tipText}
        customError={m.tipTextError ? said(amountProblemMessage(m.tipTextError, balance.currency)) : null}
        refusal={
          m.tipRefusal
            ? refusalText(
                m.tipRefusal,
                tipRefusalKey(m.tipRefusal.code, serviceFee),
                tipRefusalValues(m.tipRefusal.details),
              )
            : null
        }
        onChange={m.tipChanged}
        onCustomText={m.tipTextChanged}
        onCustomApplied={m.tipCustomApplied}
      />
      <CouponForm purchaseId={purchase.id} currency={balance.currency} />
      {/* Splitting is a table's: a delivery or take-away order is one diner's, paid whole. */}
      <fieldset className="co-box" data-testid="split" hidden={!forTable}>
        <legend>{t('split')}</legend>
        <div className="co-choices">
          {splitKinds.map((kind) => (
            <label key={kind} className="co-radio">
              <input
                type="radio"
                name="co-split"
                value={kind}
                checked={split.kind === kind}
                onChange={() => m.splitChanged({ kind })}
              />
              {t(splitLabel[kind])}
            </label>
          ))}
        </div>
        {split.kind === 'items' ? (
          <ul className="co-items" aria-label={t('chooseItems')}>
            {purchase.items.map((item) => {
              const paid = balance.paid_item_ids.includes(item.id);
              return (
                <li key={item.id}>
                  <label className="co-radio">
                    <input
                      type="checkbox"
                      disabled={paid}
                      checked={split.itemIds.includes(item.id)}
                      onChange={() => m.itemToggled(item.id)}
                    />
                    {item.count} × {item.label} — {formatMoney(item.total, balance.currency)}
                    {paid ? ` (${t('itemPaid')})` : ''}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
        {split.kind === 'equal' ? (
          <div className="co-inline">
            <label htmlFor="co-parts">{t('parts')}</label>
            <input
              id="co-parts"
              type="number"
              min={SPLIT_PARTS_MIN}
              max={SPLIT_PARTS_MAX}
              value={split.parts}
              aria-invalid={m.shareRefusal !== null}
              aria-describedby={shareReason}
              onChange={(event) => m.splitChanged({ parts: event.target.value })}
            />
          </div>
        ) : null}
        {split.kind === 'custom' ? (
          <div className="co-inline">
            <label htmlFor="co-custom">{t('customAmount')}</label>
            <input
              id="co-custom"
              inputMode="decimal"
              value={split.custom}
              aria-invalid={m.shareRefusal !== null}
              aria-describedby={shareReason}
              onChange={(event) => m.splitChanged({ custom: event.target.value })}
            />
          </div>
        ) : null}
        {/* What the diner pays, named only while "Pay" would charge it: a refused share says why instead. */}
        {splitProblem !== null ? (
          <p className="co-field__error" id="co-split-problem" data-testid="split-problem">
            {splitProblem}
          </p>
        ) : m.shownShare !== null ? (
          <p className="co-share" data-testid="share">
            {t('youPay', { amount: money(m.shownShare) })}
          </p>
        ) : null}
      </fieldset>

      {m.belowMinimum !== null ? (
        <p className="co-state" role="alert" id="co-minimum-order" data-testid="minimum-order">
          {t('minimum', { amount: money(m.belowMinimum) })}
        </p>
      ) : null}
      {m.belowMinimum === null && m.belowMinimumCharge !== null ? (
        <p className="co-state" role="alert" id="co-minimum-charge" data-testid="minimum-charge">
          {t('minimumCharge', { amount: money(m.belowMinimumCharge) })}
        </p>
      ) : null}
      {m.aboveRemaining !== null ? (
        <p className="co-state" role="alert" id="co-above-remaining" data-testid="above-remaining">
          {t('aboveRemaining', { amount: money(m.aboveRemaining) })}
        </p>
      ) : null}
      {m.sendsToKitchen ? (
        <p className="co-note" data-testid="sends-to-kitchen">
          {t('sendsToKitchen')}
        </p>
      ) : null}

      <form className="co-form" noValidate onSubmit={submit} aria-labelledby="co-pay-title">
        <h2 id="co-pay-title" className="co-subtitle" tabIndex={-1} ref={payTitleRef}>
          {t('payFormTitle')}
        </h2>
        {Object.keys(errors).length > 0 ? (
          <p className="co-form__summary" role="alert">
            {t('errorsSummary')}
          </p>
        ) : null}
        <Field id="co-method" label={t('method')} error={message('method')}>
          {(describedBy) => (
            <select aria-describedby={describedBy} {...control('method')}>
              <option value="">{t('choose')}</option>
              {methods.payment_methods.map((option) => (
                <option key={option.method} value={option.method}>
                  {t(`methods.${option.method}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Given before (the precheckout): a summary; the fields open to change them. */}
        {m.contactFolded && m.buyer ? (
          <section className="co-box" aria-labelledby="co-contact-title" data-testid="contact-summary">
            <h2 id="co-contact-title" className="co-subtitle">
              {t('contact')}
            </h2>
            <p>
              {m.buyer.name} · {m.buyer.phone} · {m.buyer.email} ·{' '}
              {td('documentOf', {
                type: t(`docTypes.${m.buyer.document_type}`),
                number: m.buyer.document_number,
              })}
            </p>
            <button type="button" className="mesa-button mesa-button--ghost" onClick={m.contactEditClicked}>
              {td('changeContact')}
            </button>
          </section>
        ) : null}
        <fieldset className="co-box" hidden={m.contactFolded}>
          <legend>{t('contact')}</legend>
          <ContactFields
            block="co-field"
            parts={{
              name: part('name'),
              phone: part('phone'),
              email: part('email'),
              documentType: part('docType'),
              document: part('docNumber'),
            }}
            documentTypes={documentTypes}
          />
        </fieldset>
        {form.method === 'card' ? (
          <fieldset className="co-box" data-testid="card-form">
            <legend>{t('cardData')}</legend>
            {input('cardHolder', t('cardHolder'), { autoComplete: 'cc-name' })}
            {input('cardNumber', t('cardNumber'), { autoComplete: 'cc-number', inputMode: 'numeric' })}
            <div className="co-row">
              {input('cardMonth', t('cardMonth'), { autoComplete: 'cc-exp-month', inputMode: 'numeric' })}
              {input('cardYear', t('cardYear'), { autoComplete: 'cc-exp-year', inputMode: 'numeric' })}
              {input('cardCvc', t('cardCvc'), { autoComplete: 'cc-csc', inputMode: 'numeric' })}
            </div>
            <Field id="co-cardDocType" label={t('cardDocType')} error={message('cardDocType')}>
              {(describedBy) => (
                <DocumentTypeSelect
                  describedBy={describedBy}
                  {...documentTypes}
                  {...control('cardDocType')}
                />
              )}
            </Field>
            {input('cardDocNumber', t('cardDocNumber'), { autoComplete: 'off' })}
          </fieldset>
        ) : null}
        {form.method === 'pse' ? (
          <fieldset className="co-box" data-testid="pse-form">
            <legend>{t('pseData')}</legend>
            <Field id="co-pseBank" label={t('pseBank')} error={message('pseBank')}>
              {(describedBy) => (
                <select aria-describedby={describedBy} {...control('pseBank')}>
                  <option value="">{t('choose')}</option>
                  {PSE_BANKS.map((bank) => (
                    <option key={bank} value={bank}>
                      {bank}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="co-pseClientType" label={t('pseClientType')} error={message('pseClientType')}>
              {(describedBy) => (
                <select aria-describedby={describedBy} {...control('pseClientType')}>
                  <option value="">{t('choose')}</option>
                  {PSE_CLIENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`pseClientTypes.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </fieldset>
        ) : null}
        {form.method === 'bank_transfer' && methods.bank_transfer_account ? (
          <BankAccount account={methods.bank_transfer_account} />
        ) : null}
        {form.method === 'nequi'
          ? input('nequiPhone', t('nequiPhone'), { type: 'tel', inputMode: 'tel' })
          : null}
        {m.payError ? (
          <p className="co-form__summary" role="alert" tabIndex={-1} ref={payErrorRef}>
            {refusalText(m.payError, `api.${m.payError.code}`, {
              // The bill changed under the tap: the amount now; else the smallest charge.
              amount: money(m.changedAmount ?? minimumChargeMinor(balance.currency)),
              // The products a refusal names (sold out and taken off the bill).
              products: m.payError.details['products'] ?? '',
            })}
          </p>
        ) : null}
        <button
          type="submit"
          className="mesa-button"
          data-testid="pay"
          disabled={m.paying}
          // Focusable while it waits, so its reason (said once, above) is read with it; a tap sends nothing.
          aria-disabled={m.payBlock !== null}
          aria-describedby={m.payBlock === null ? undefined : PAY_BLOCK_REASON[m.payBlock]}
        >
          {/* It names only an amount it would pay: never "Pay 0", nor a share that is refused. */}
          {m.paying
            ? t('paying')
            : m.shownShare === null
              ? t('payPlain')
              : t('pay', { amount: money(m.shownShare) })}
        </button>
      </form>
    </CheckoutLayout>
  );
}
