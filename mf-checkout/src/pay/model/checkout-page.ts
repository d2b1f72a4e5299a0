import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $countryCode,
  $balance,
  $followedPurchase,
  $buyer,
  $paymentAttempt,
  $instance,
  $lastPayment,
  $paymentMethods,
  branchPaymentMethods,
  $tablePurchase,
  DEFAULT_TIP,
  analyticsEvent,
  buyerSaved,
  createForm,
  followTableFx,
  fromMinor,
  isBelowMinimumCharge,
  identityApi,
  loadBalanceFx,
  minimumChargeMinor,
  newPaymentKeyFx,
  paymentAttemptEnded,
  paymentAttemptStarted,
  paymentAttemptWaits,
  loadPaymentFx,
  paymentCleared,
  paymentMethodsFx,
  payFx,
  purchaseChanged,
  purchaseClaimed,
  screenStatus,
  tableLeft,
  tableOrderApi,
  createApiFx,
  toApiRequestError,
  MAX_MANUAL_AMOUNT,
  parseTypedAmount,
  typedAmountText,
  type PaymentRequest,
  type PurchaseTip,
  type RouteVisit,
  type TypedAmountError,
} from 'shared-contracts';
import { FULL_BILL, previewShare, readSplit, withoutPaidItems, type SplitChoice } from './bill-split.ts';
import { viewTarget } from '../../common/model/purchase-view.ts';
import { refusalOf, type Refusal } from '../../common/model/refusal.ts';
import { payBlockOf, shareRefusalOf, shownShareOf } from './pay-block.ts';
import { CONTACT_FIELDS, contactOfBuyer, isContactEmpty, type ContactField } from './contact-form.ts';
import { $phoneRules, submitsOnceRulesIn, type PhoneRules } from './phone-rules.ts';
import { $tipRefusal, addTipFx, purchaseShown, startingTip, tipEdited } from '../../common/model/tip.ts';
import { billChanged } from '../../common/model/bill-changed.ts';
import { visitedWithProfile, whenProfileReady } from '../../common/model/profile-ready.ts';
import {
  attemptFingerprint,
  EMPTY_PAYMENT,
  forgetCardSecrets,
  PAYMENT_FIELDS,
  paymentBody,
  validatePayment,
  withContact,
  withField,
  type PaymentError,
  type PaymentField,
} from './payment-form.ts';

export interface CheckoutTarget {
  supplier: string;
  purchaseId: number;
}

/**
 * The checkout of a purchase is on screen: its gate opens as the page mounts (reading the browser's origin
 * and date) and closes as it goes.
 */
export const CheckoutPageGate: Gate<CheckoutTarget> = createGate<CheckoutTarget>({
  name: 'checkout/checkout-page',
});
export const pageOpened = CheckoutPageGate.open;
/** A visit to the Checkout route, fired by a server before it renders: it loads the branch's payment methods. */
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();
/** The page left the screen: the live channel it opened closes. */
export const pageClosed = CheckoutPageGate.close;
export const splitChanged = createEvent<Partial<SplitChoice>>();
export const itemToggled = createEvent<number>();
export const tipChanged = createEvent<PurchaseTip>();
export const tipTextChanged = createEvent<string>();
export const tipCustomApplied = createEvent();
/** After a refusal: try again with the same data, or pick another method. */
export const retryPaymentClicked = createEvent();
export const changeMethodClicked = createEvent();
/** The diner picked the picture of their bank transfer's receipt. */
export const proofChosen = createEvent<Blob>();
export const uploadProofFx = createApiFx(
  (proof: { purchaseId: number; paymentId: number; image: Blob }, headers) =>
    identityApi.uploadPaymentProof(proof, headers),
);
/** The diner wants to change the contact data they gave before (the precheckout's). */
export const contactEditClicked = createEvent();

export const readBrowserFx = createEffect(() => ({
  origin: window.location.origin,
  today: new Date().toISOString().slice(0, 10),
}));
export const loadCartFx = createApiFx((purchaseId: number, headers) =>
  tableOrderApi.getCart(purchaseId, headers),
);
/** PSE: the diner goes to the bank's page, which sends them back to the webcheckout route. */
const goToBankFx = createEffect((url: string) => {
  window.location.assign(url);
});

/**
 * The server's visit with the diner's profile: the page is rendered with the purchase and what is due.
 * Nothing live starts there.
 */
const visitedAsDiner = visitedWithProfile(routeVisited)
  .map((visit) => viewTarget(visit.params.supplier ?? '', visit.params.id))
  .filter({
    fn: (target): target is CheckoutTarget => target.supplier !== '' && target.purchaseId !== null,
  });

const $target = createStore<CheckoutTarget | null>(null, { sid: 'checkout/target' }).on(
  [pageOpened, visitedAsDiner],
  (_, target) => target,
);
const $browser = createStore({ origin: '', today: '' }).on(readBrowserFx.doneData, (_, browser) => browser);

export const $purchase = combine($tablePurchase, $target, (purchase, target) =>
  purchase && target && purchase.id === target.purchaseId ? purchase : null,
);
export const $methods = combine($paymentMethods, $target, (loaded, target) =>
  target ? branchPaymentMethods(loaded, target.supplier) : (loaded?.methods ?? null),
);
export const $balanceOfPage = combine($balance, $target, (balance, target) =>
  balance && target && balance.purchase_id === target.purchaseId ? balance : null,
);
const $loadFailed = createStore(false, { sid: 'checkout/load-failed' })
  .on([loadBalanceFx.fail, paymentMethodsFx.fail, loadCartFx.fail], () => true)
  .reset(pageOpened, retryClicked);
/** The API's code when the bill could not be read (`not_your_purchase`: the link of someone else's order). */
export const $loadError = createStore<string | null>(null, { sid: 'checkout/load-error' })
  .on([loadBalanceFx.failData, loadCartFx.failData], (_, error) => toApiRequestError(error).code)
  .reset(pageOpened, retryClicked);

export const $status = combine(
  $methods,
  $balanceOfPage,
  $purchase,
  $loadFailed,
  (methods, balance, purchase, failed) =>
    screenStatus(methods && balance && purchase ? { methods, balance } : null, failed, () => false),
);

/**
 * How the diner pays and who they are, checked on submit (the errors then follow the corrections). The
 * phone rules load with the page; a submit that comes first waits for them, then is checked.
 */
const paymentForm = createForm({
  sid: 'checkout/form',
  initial: EMPTY_PAYMENT,
  fields: PAYMENT_FIELDS,
  source: combine({ country: $countryCode, browser: $browser, rules: $phoneRules }),
  validate: (form, { country, browser, rules }): Partial<Record<PaymentField, PaymentError>> =>
    validatePayment(form, country, browser.today, rules),
  change: (form, { field, value }) => withField(form, field, value),
  checkOn: (submitted) => submitsOnceRulesIn(pageOpened, submitted),
  resetOn: [pageOpened],
});
export const { fieldChanged, submitted: formSubmitted, $errors, $lastSubmit } = paymentForm;
export const $form = paymentForm.$values.on(changeMethodClicked, (form) => ({
  ...forgetCardSecrets(form),
  method: '',
}));
export const $split = createStore<SplitChoice>(FULL_BILL, { sid: 'checkout/split' })
  .on(splitChanged, (split, change) => ({ ...split, ...change }))
  .on(itemToggled, (split, id) => ({
    ...split,
    kind: 'items',
    itemIds: split.itemIds.includes(id) ? split.itemIds.filter((x) => x !== id) : [...split.itemIds, id],
  }))
  .on($balanceOfPage.updates, (split, balance) =>
    balance ? withoutPaidItems(split, balance.paid_item_ids) : split,
  );
/** The tip as the table set it, else where the purchase starts (`startingTip`: a table's default, or none). */
export const $tip = $purchase.map((purchase): PurchaseTip =>
  purchase ? startingTip(purchase) : { ...DEFAULT_TIP, custom_value: null },
);

/**
 * Who the bill is: a table's (shared: split, the waiter) or one diner's delivery or take-away order, which
 * is paid whole and has no table words.
 */
export const $billOf = $purchase.map((purchase): 'table' | 'delivery' | 'take_away' =>
  purchase?.service === 'delivery' || purchase?.service === 'take_away' ? purchase.service : 'table',
);
const $currencyOfPage = $balanceOfPage.map((balance) => balance?.currency ?? 'COP');
const $readSplit = combine($split, $currencyOfPage, $billOf, (split, currency, billOf) =>
  readSplit(billOf === 'table' ? split : FULL_BILL, currency),
);
export const $requestSplit = $readSplit.map((read) => ('split' in read ? read.split : null));
export const $share = combine($requestSplit, $balanceOfPage, $purchase, (split, balance, purchase) =>
  balance ? previewShare(split, balance, purchase) : 0,
);
/**
 * The smallest charge (minor units) when the share is below it and does not settle the bill (the API
 * refuses those: tiny charges are how stolen cards are tested), else null.
 */
export const $belowMinimumCharge = combine($share, $balanceOfPage, (share, balance) =>
  balance && share > 0 && isBelowMinimumCharge(share, balance.remaining_minor, balance.currency)
    ? minimumChargeMinor(balance.currency)
    : null,
);
/**
 * What is left to pay (minor units) when the diner typed a share above it, else null: the API would
 * refuse it (`amount_exceeds_balance`), so it is said before the tap and nothing is sent.
 */
export const $aboveRemaining = combine($requestSplit, $balanceOfPage, (split, balance) =>
  split?.kind === 'custom' && balance && split.amount_minor > balance.remaining_minor
    ? balance.remaining_minor
    : null,
);
/** Paying sends the lines it pays for that wait to be sent (every class that cooks): the page says so. */
export const $sendsToKitchen = $purchase.map(
  (purchase) => purchase !== null && !purchase.rules.list_only && purchase.count_pending > 0,
);
/** What the split still needs before it is a share to pay (the pay button never offers nothing). */
export const $splitProblem = $readSplit.map((read) => ('problem' in read ? read.problem : null));
/** The minimum order blocks payment (minor units), null when met. */
export const $belowMinimum = combine($methods, $balanceOfPage, (methods, balance) =>
  methods && balance && balance.items_minor < methods.minimum_order_minor
    ? methods.minimum_order_minor
    : null,
);
/**
 * Why "Pay" pays nothing now (`payBlockOf`), null when it pays the share it names: a refused share is
 * never offered, and a tap on the button then checks and sends nothing.
 */
export const $payBlock = combine(
  {
    splitProblem: $splitProblem,
    aboveRemaining: $aboveRemaining,
    belowMinimumCharge: $belowMinimumCharge,
    belowMinimum: $belowMinimum,
    share: $share,
  },
  payBlockOf,
);
/** The share the page names as what this diner pays, null while it is refused (`shownShareOf`). */
export const $shownShare = combine($payBlock, $share, shownShareOf);
/** Why the share the diner set is refused (`shareRefusalOf`): its field is invalid and says why. */
export const $shareRefusal = $payBlock.map(shareRefusalOf);
/** The diner tapped "Pay" (or sent the form from one of its fields). */
export const payTapped = createEvent();

export const $paying = payFx.pending;
/**
 * Why the last payment was refused, with the values its words name (how long to wait, the amount), until
 * the diner changes what they pay (a field, the split) or pays again.
 */
export const $payError = createStore<Refusal | null>(null)
  .on(payFx.failData, (_, error) => refusalOf(error))
  .reset(pageOpened, fieldChanged, splitChanged, itemToggled, payFx);
/**
 * A table mate changed the bill between what the Pay button showed and the tap (`amount_changed`: the
 * server charged nothing): the amount it computes now (minor units), for the message, until the next try.
 */
// A product sold out meanwhile was taken off the bill (`product_unavailable`): the share's new amount too.
const amountChanged = payFx.failData.filter({
  fn: (error) => ['amount_changed', 'product_unavailable'].includes(toApiRequestError(error).code),
});
/**
 * The bill moved under the tap: its amount, a product this diner chose was paid by a table mate first, or
 * a product sold out and went off the bill.
 */
const billMoved = payFx.failData.filter({
  fn: (error) =>
    ['amount_changed', 'item_already_paid', 'product_unavailable'].includes(toApiRequestError(error).code),
});
export const $changedAmount = createStore<number | null>(null)
  .on(amountChanged, (_, error) => {
    const amount = Number(toApiRequestError(error).details['amount_minor']);
    return Number.isFinite(amount) ? amount : null;
  })
  .reset(pageOpened, fieldChanged, splitChanged, itemToggled, payFx);
export const $payment = combine($lastPayment, $target, (payment, target) =>
  payment && target && payment.purchase_id === target.purchaseId ? payment : null,
);
/**
 * The diner's own payment found still waiting when it is read again (the page opened again: back from the
 * bank's page, a reload): the form would offer nothing to pay for what it holds, so the page says what it
 * waits for, as just after paying. A PSE payment always (the diner left for the bank); any other once it
 * holds all that was left to pay.
 */
const ownPaymentWaits = sample({
  clock: loadPaymentFx.doneData,
  source: { attempt: $paymentAttempt, target: $target },
  filter: ({ attempt, target }, { payment, balance }) =>
    attempt?.payment_id === payment.id &&
    payment.purchase_id === target?.purchaseId &&
    payment.status === 'pending' &&
    (payment.method === 'pse' || balance.remaining_minor === 0),
});
/** The outcome panel shows until the diner retries or changes method. */
export const $outcomeShown = createStore(false)
  .on([payFx.done, ownPaymentWaits], () => true)
  .reset(pageOpened, retryPaymentClicked, changeMethodClicked);
/**
 * How many times the diner went back from a payment's outcome to the form (try again, change method, pay
 * another share): the button they pressed is gone, so the page moves the focus to the form each time.
 */
export const $formReopened = createStore(0, { sid: 'checkout/form-reopened' }).on(
  [retryPaymentClicked, changeMethodClicked],
  (count) => count + 1,
);

/** The receipt of the diner's bank transfer: being sent, sent, or refused (why). */
export const $proof = createStore<'sending' | 'sent' | { failed: Refusal } | null>(null)
  .on(uploadProofFx, () => 'sending')
  .on(uploadProofFx.done, () => 'sent')
  .on(uploadProofFx.failData, (_, error) => ({ failed: refusalOf(error) }))
  .reset(pageOpened, retryPaymentClicked, changeMethodClicked);
sample({
  clock: proofChosen,
  source: { payment: $payment, sending: uploadProofFx.pending },
  filter: ({ payment, sending }) => payment !== null && !sending,
  fn: ({ payment }, image) => ({
    purchaseId: payment?.purchase_id ?? 0,
    paymentId: payment?.id ?? 0,
    image,
  }),
  target: uploadProofFx,
});
/** After paying: the rating link (the instance asks to rate the menu). */
export const $rateOffered = $instance.map((instance) => instance?.rate_digitalmenu ?? false);

// Opening: the branch's methods (also on the server's visit), the browser's origin and date, the purchase
// (followed live unless the menu already follows it) and its balance.
sample({
  clock: routeVisited,
  filter: (visit) => Boolean(visit.params.supplier),
  fn: (visit) => ({ supplier: visit.params.supplier ?? '', service: 'on_table' as const }),
  target: paymentMethodsFx,
});
sample({ clock: pageOpened, target: [readBrowserFx, paymentCleared] });
// The bill on screen is the path's purchase, whatever the seat's table answers in the background.
sample({ clock: pageOpened, fn: (target) => target.purchaseId, target: purchaseClaimed });
sample({
  clock: pageOpened,
  source: $paymentMethods,
  filter: (loaded, target) => branchPaymentMethods(loaded, target.supplier) === null,
  fn: (_, target) => ({ supplier: target.supplier, service: 'on_table' as const }),
  target: paymentMethodsFx,
});
// A delivery or take-away order pays with that service's methods (no card reader at the door).
sample({
  clock: $tablePurchase.updates,
  source: { loaded: $paymentMethods, target: $target },
  filter: ({ loaded, target }, purchase) =>
    target !== null &&
    purchase !== null &&
    purchase.service !== 'on_table' &&
    loaded?.service !== purchase.service,
  fn: ({ target }, purchase) => ({
    supplier: target?.supplier ?? '',
    service: purchase?.service ?? 'delivery',
  }),
  target: paymentMethodsFx,
});
// What needs the diner's profile (their purchase, its balance, the live channel) waits for it: after a
// full load (back from the bank) the stored profile arrives after the page opened.
const profileReady = whenProfileReady(pageOpened, $target);
sample({ clock: profileReady, fn: (target) => target.purchaseId, target: loadBalanceFx });
sample({
  clock: profileReady,
  source: $tablePurchase,
  filter: (purchase, target) => purchase?.id !== target.purchaseId,
  fn: (_, target) => target.purchaseId,
  target: loadCartFx,
});
// Holding the purchase (the menu's, or the server's render) is not following it. It is followed once its
// balance was read: someone else's order is refused there, and a channel opened before would ask again and
// again for what it may not hear.
sample({
  clock: loadBalanceFx.done.map(({ params }) => params),
  source: { open: CheckoutPageGate.status, target: $target, followed: $followedPurchase },
  filter: ({ open, target, followed }, id) => open && target?.purchaseId === id && followed !== id,
  fn: (_, id) => id,
  target: followTableFx,
});
sample({ clock: visitedAsDiner, fn: (target) => target.purchaseId, target: [loadBalanceFx, loadCartFx] });
// A retry loads everything again.
sample({
  clock: retryClicked,
  source: $target,
  filter: Boolean,
  fn: (target) => ({ supplier: target.supplier, service: 'on_table' as const }),
  target: paymentMethodsFx,
});
sample({
  clock: retryClicked,
  source: $target,
  filter: Boolean,
  fn: (t) => t.purchaseId,
  target: [loadBalanceFx, loadCartFx],
});
sample({ clock: loadCartFx.doneData, target: purchaseChanged });
// The bill changed under the diner's tap: the balance and the purchase are read again, so the button shows
// the new amount; the split, method and data stay, and nothing is paid until the diner taps again.
sample({
  clock: billMoved,
  source: $target,
  filter: Boolean,
  fn: (target) => target.purchaseId,
  target: [loadBalanceFx, loadCartFx],
});

// Tip: the table's tip is saved with the purchase; the checkout starts from the default when none is set.
sample({
  clock: tipChanged,
  source: $target,
  filter: Boolean,
  fn: (target, tip) => ({ purchaseId: target.purchaseId, tip }),
  target: addTipFx,
});
// The purchase on the open page starts the tip; a server's render (no page opens there) saves nothing.
sample({
  clock: [pageOpened, $purchase.updates],
  source: $purchase,
  filter: CheckoutPageGate.status,
  target: purchaseShown,
});
sample({ clock: pageClosed, target: tableLeft });
/** What the diner typed in the custom tip's field since the page opened (null: nothing yet). */
const $tipTyped = createStore<string | null>(null, { sid: 'checkout/tip-text' })
  .on(tipTextChanged, (_, text) => text)
  .reset(pageOpened);
sample({ clock: tipTextChanged, target: tipEdited });
/**
 * The custom tip's field: what the diner typed, else the custom tip the table set (after a reload too),
 * so the diner sees what applies. It is written as they would type it in the bill's currency ("20.50"
 * soles, never "20.5"), which is read back as the same amount when applied.
 */
export const $tipText = combine($tipTyped, $purchase, $balanceOfPage, (typed, purchase, balance) => {
  if (typed !== null) return typed;
  const custom = purchase?.tip?.custom_value ?? null;
  return custom !== null && balance ? typedAmountText(custom, balance.currency) : '';
});
// The tip typed is read as the diner wrote it ("20.000" pesos is twenty thousand); a text that is no
// amount is said so, never sent as another number. Zero is a tip of nothing, a choice like any other.
const tipTyped = sample({
  clock: tipCustomApplied,
  source: { text: $tipText, currency: $currencyOfPage },
  fn: ({ text, currency }) => parseTypedAmount(text, currency, { allowZero: true, max: MAX_MANUAL_AMOUNT }),
});
/** Why the custom tip typed is no amount, until the diner types or picks another, or the bill changes. */
export const $tipTextError = createStore<TypedAmountError | null>(null, { sid: 'checkout/tip-text-error' })
  .on(tipTyped, (_, typed) => ('error' in typed ? typed.error : null))
  .reset(tipTextChanged, tipChanged, pageOpened, billChanged);
sample({
  clock: tipTyped,
  filter: (typed): typed is { amount: number } => 'amount' in typed,
  fn: (typed: { amount: number }): PurchaseTip => ({
    include: true,
    percent: null,
    custom_value: typed.amount,
  }),
  target: tipChanged,
});

const checked = paymentForm.checked;

/**
 * The contact data are asked once: given on the precheckout (or a payment before), they show as a summary
 * with "change"; they open again when the diner asks, or when a submit finds one of them wrong. Fields the
 * diner typed on this page stay open (`$contactFromBuyer`: the form was filled from the saved data).
 */
const $contactFromBuyer = createStore(false);
const $contactEditing = createStore(false)
  .on(contactEditClicked, () => true)
  .on(checked, (editing, { firstInvalid }) =>
    firstInvalid !== null && CONTACT_FIELDS.includes(firstInvalid as ContactField) ? true : editing,
  )
  .reset(pageOpened);
export const $contactFolded = combine(
  $buyer,
  $form,
  $contactEditing,
  $contactFromBuyer,
  (buyer, form, editing, fromBuyer) =>
    !editing &&
    fromBuyer &&
    buyer !== null &&
    CONTACT_FIELDS.every((field) => form[field] === contactOfBuyer(buyer)[field]),
);

/** The share this submit pays, named for the idempotency key (null while the split is incomplete). */
const $fingerprint = combine($target, $requestSplit, $form, $share, (target, split, form, share) =>
  target && split ? attemptFingerprint(target.purchaseId, split, form.method, share) : null,
);
/**
 * The key of this share's attempt, kept in sessionStorage: a double click, a network retry or a reload
 * during a pending payment sends the same key for the same share, so the server charges once.
 */
const $attemptKey = combine($paymentAttempt, $target, $fingerprint, (attempt, target, fingerprint) =>
  attempt && target && attempt.purchase_id === target.purchaseId && attempt.fingerprint === fingerprint
    ? attempt.key
    : null,
);
/**
 * A tap on "Pay" while the tip is being saved (the table's default, as the page opens, or the diner's
 * choice) waits for it: sent at once, it would name the bill without that tip and be refused as changed.
 * It is made once the tip and the bill it changes are read; a refused tip drops it (its refusal says why,
 * and the amount may not be what the diner expected).
 */
const $payHeld = createStore(false, { sid: 'checkout/pay-held' }).reset(
  pageOpened,
  pageClosed,
  addTipFx.fail,
);
sample({ clock: payTapped, source: addTipFx.pending, filter: Boolean, fn: () => true, target: $payHeld });
const heldTapReleased = sample({
  clock: loadBalanceFx.finally,
  source: { held: $payHeld, saving: addTipFx.pending },
  filter: ({ held, saving }) => held && !saving,
});
$payHeld.reset(heldTapReleased);
sample({ clock: heldTapReleased, target: payTapped });
sample({
  clock: payTapped,
  source: { block: $payBlock, saving: addTipFx.pending },
  filter: ({ block, saving }) => block === null && !saving,
  target: formSubmitted,
});
const ready = sample({
  clock: checked,
  source: { split: $requestSplit, paying: $paying, block: $payBlock, key: $attemptKey },
  // Never a refused share or one of nothing, however the form is sent: the request names the amount it pays.
  filter: ({ split, paying, block }, { firstInvalid }) =>
    firstInvalid === null && split !== null && !paying && block === null,
});
sample({ clock: ready, filter: ({ key }) => key === null, target: newPaymentKeyFx });
sample({
  clock: newPaymentKeyFx.doneData,
  source: { target: $target, fingerprint: $fingerprint },
  filter: ({ target, fingerprint }) => target !== null && fingerprint !== null,
  fn: ({ target, fingerprint }, key) => ({
    purchase_id: target?.purchaseId ?? 0,
    key,
    fingerprint: fingerprint ?? '',
  }),
  target: paymentAttemptStarted,
});
sample({
  clock: [ready.filter({ fn: ({ key }) => key !== null }), paymentAttemptStarted],
  source: {
    form: $form,
    split: $requestSplit,
    target: $target,
    country: $countryCode,
    browser: $browser,
    key: $attemptKey,
    rules: $phoneRules,
    share: $share,
  },
  filter: ({ split, target, key, rules }) =>
    split !== null && target !== null && key !== null && rules !== null,
  fn: ({ form, split, target, country, browser, key, rules, share }) => ({
    body: {
      ...paymentBody(
        form,
        target?.purchaseId ?? 0,
        split as PaymentRequest['split'],
        country,
        browser.origin,
        // Not null: the filter above, and a submit is only checked once the rules are in.
        rules as PhoneRules,
      ),
      // The amount on the Pay button: the server charges it or refuses (`amount_changed`), never another.
      expected_amount_minor: share,
    },
    key: key ?? '',
  }),
  target: payFx,
});
// The server took the contact data: it is kept for the next purchase (the buyer data).
sample({ clock: payFx.done, fn: ({ params }) => params.body.contact, target: buyerSaved });

// A refused payment forgets the card's secrets (never kept) and the attempt's key; the rest stays.
const refused = payFx.doneData.filter({
  fn: ({ payment }) => payment.status === 'declined' || payment.status === 'error',
});
$form.on(refused, (form) => forgetCardSecrets(form));
// A network failure or a server error may have charged: its retry keeps the key, so it charges once.
// A refusal (4xx) charged nothing: the next attempt gets a new key. Choosing to pay another share, or
// another method, starts a new attempt too.
const requestRefused = payFx.failData.filter({
  fn: (error) => {
    const status = toApiRequestError(error).status;
    return status >= 400 && status < 500;
  },
});
sample({
  clock: [refused, requestRefused, retryPaymentClicked, changeMethodClicked],
  fn: () => undefined,
  target: paymentAttemptEnded,
});
// A payment that waits (the staff's cash or card reader, a transfer's proof, the bank) is kept with its
// attempt. Once it is refused (the live bill moved and it was read again, or the page reopened and read
// it), the attempt is over: the next tap is a new payment, not a replay of the refused one under its key.
sample({
  clock: payFx.doneData,
  filter: ({ payment }) => payment.status === 'pending',
  fn: ({ payment }) => payment.id,
  target: paymentAttemptWaits,
});
sample({
  clock: [pageOpened, $paymentAttempt.updates],
  source: { attempt: $paymentAttempt, last: $lastPayment, target: $target },
  filter: ({ attempt, last, target }) =>
    attempt?.payment_id !== undefined &&
    attempt.purchase_id === target?.purchaseId &&
    last?.id !== attempt.payment_id,
  fn: ({ attempt }) => attempt?.payment_id ?? 0,
  target: loadPaymentFx,
});
sample({
  clock: loadPaymentFx.doneData,
  source: $paymentAttempt,
  filter: (attempt, { payment }) =>
    attempt?.payment_id === payment.id && (payment.status === 'declined' || payment.status === 'error'),
  fn: () => undefined,
  target: paymentAttemptEnded,
});
sample({
  clock: payFx.doneData,
  filter: ({ payment }) => payment.method === 'pse' && payment.redirect_url !== null,
  fn: ({ payment }) => payment.redirect_url ?? '',
  target: goToBankFx,
});

// A diner who gave their data before (precheckout, an earlier payment) finds it filled in.
const prefilled = sample({
  clock: [pageOpened, $buyer.updates],
  source: { form: $form, buyer: $buyer },
  filter: ({ form, buyer }) => buyer !== null && isContactEmpty(form),
  fn: ({ form, buyer }) => (buyer ? withContact(form, contactOfBuyer(buyer)) : form),
});
sample({ clock: prefilled, target: $form });
$contactFromBuyer
  .on(prefilled, () => true)
  .on(fieldChanged, (fromBuyer, { field }) =>
    CONTACT_FIELDS.includes(field as ContactField) ? false : fromBuyer,
  );

// Measurement: the checkout began once its bill is on screen with something left to pay, once per
// opening. A bill already paid (or closed) opens no checkout: there is nothing to begin.
const $checkoutReported = createStore(false).reset(pageOpened);
// A server-rendered page is ready as it opens: its opening counts too (the server reports nothing).
const began = sample({
  clock: [pageOpened, $status.updates, $balanceOfPage.updates],
  source: {
    reported: $checkoutReported,
    balance: $balanceOfPage,
    purchase: $purchase,
    status: $status,
    open: CheckoutPageGate.status,
  },
  filter: ({ reported, status, open, balance }) =>
    open &&
    !reported &&
    status === 'ready' &&
    balance !== null &&
    !balance.closed &&
    balance.remaining_minor > 0,
  fn: ({ balance, purchase }) => ({
    event: 'begin_checkout' as const,
    view: 'Checkout',
    purchaseId: purchase?.id,
    supplierId: purchase?.supplier_id,
    tableCode: purchase?.table?.code,
    service: 'on_table',
    value: balance ? fromMinor(balance.due_minor, balance.currency) : undefined,
  }),
});
$checkoutReported.on(began, () => true);
sample({ clock: began, target: analyticsEvent });

export const checkoutPageModel = {
  status: $status,
  loadError: $loadError,
  billOf: $billOf,
  buyer: $buyer,
  contactFolded: $contactFolded,
  contactEditClicked,
  purchase: $purchase,
  methods: $methods,
  balance: $balanceOfPage,
  form: $form,
  split: $split,
  tip: $tip,
  tipText: $tipText,
  tipTextError: $tipTextError,
  errors: $errors,
  shownShare: $shownShare,
  shareRefusal: $shareRefusal,
  splitProblem: $splitProblem,
  proof: $proof,
  rateOffered: $rateOffered,
  belowMinimum: $belowMinimum,
  belowMinimumCharge: $belowMinimumCharge,
  aboveRemaining: $aboveRemaining,
  payBlock: $payBlock,
  sendsToKitchen: $sendsToKitchen,
  tipRefusal: $tipRefusal,
  paying: $paying,
  payError: $payError,
  changedAmount: $changedAmount,
  payment: $payment,
  outcomeShown: $outcomeShown,
  formReopened: $formReopened,
  lastSubmit: $lastSubmit,
  countryCode: $countryCode,
  pageOpened,
  pageClosed,
  retryClicked,
  fieldChanged,
  splitChanged,
  itemToggled,
  tipChanged,
  tipTextChanged,
  tipCustomApplied,
  formSubmitted,
  payTapped,
  retryPaymentClicked,
  changeMethodClicked,
  proofChosen,
};
