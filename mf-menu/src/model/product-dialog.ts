import { combine, createEvent, createStore, sample, type EventPayload } from 'effector';
import {
  $seat,
  $tablePurchase,
  $age,
  $heldForCoverage,
  browserTurn,
  changeSupplierFx,
  checkAgeFx,
  choiceProblem,
  coverageConfirmationClosed,
  chosenOptions,
  addToTableFx,
  isSeatPurchase,
  joinTableFx,
  productAdded,
  tableScanned,
  type AddProductRequest,
  type AgeCheckRequest,
  type Product,
  type ProductOption,
  type Seat,
  toChosenOptions,
  toggleChoice,
  unitPrice,
  type Choices,
  type TablePurchase,
  sendWithProfile,
} from 'shared-contracts';
import { orderNoticeKind, type OrderNoticeKind } from '../ui/order-heading.ts';
import { addRefusalOf, errorCodeOf, noticeOf, type Notice } from './notice.ts';
import { $menu, MenuPageGate, pageOpened as menuOpened, productSoldOut } from './menu-page.ts';
import { choiceLimitOf, isRefusedTap } from './choice-limit.ts';
import { $atTable, $purchase, $purchaseComing, tablePageClosed, tablePageOpened } from './table-page.ts';

// The remote's models are created as its route loads: the browser gets a turn first (shared-contracts'
// browserTurn).
await browserTurn();

/** The diner asked to add a product (a menu card's button, or the Product page): the dialog opens. */
export const productOpened = createEvent<Product>();
export const dialogClosed = createEvent();
/** The product, as chosen, went into the browser's cart (off the table). */
export const addedToCart = createEvent<Product>();
export const choiceToggled = createEvent<{ option: ProductOption; choice: string }>();
export const countChanged = createEvent<number>();
export const addSubmitted = createEvent();
export const ageSubmitted = createEvent<AgeCheckRequest>();

// The age check is shared with every screen that sells alcohol; tests reach it here.
export { $age, checkAgeFx };

export const $product = createStore<Product | null>(null, { sid: 'menu/dialog-product' })
  .on(productOpened, (_, product) => product)
  // Sold out meanwhile: the dialog's add is disabled with its reason, as the menu's card is.
  .on(productSoldOut, (product, id) => (product?.id === id ? { ...product, available: false } : product))
  .reset(dialogClosed, addToTableFx.done, addedToCart, tablePageOpened, tablePageClosed);
export const $choices = createStore<Choices>({}, { sid: 'menu/dialog-choices' })
  .on(choiceToggled, (choices, { option, choice }) => ({
    ...choices,
    [option.slug]: toggleChoice(option, choices[option.slug] ?? [], choice),
  }))
  .reset(productOpened);
export const $count = createStore(1, { sid: 'menu/dialog-count' })
  .on(countChanged, (_, count) => Math.max(1, Math.min(99, Math.trunc(count) || 1)))
  .reset(productOpened);
export const $problem = combine($product, $choices, $count, $age, (product, choices, count, age) =>
  product ? choiceProblem(product, choices, count, age) : null,
);
/** The group the diner last picked in, and the taps its maximum refused since the dialog opened. */
const $touchedGroup = createStore<string | null>(null)
  .on(choiceToggled, (_, { option }) => option.slug)
  .reset(productOpened);
const choiceRefused = sample({ clock: choiceToggled, source: $choices, filter: isRefusedTap });
const $refusedTaps = createStore(0)
  .on(choiceRefused, (count) => count + 1)
  .reset(productOpened);
/** A group holding its most choices says so, and again at each tap it refuses (else nothing would). */
export const $choiceLimit = combine($product, $choices, $touchedGroup, $refusedTaps, choiceLimitOf);
export const $lineTotal = combine($product, $choices, $count, (product, choices, count) =>
  product ? unitPrice(product, choices) * count : 0,
);

/** The age form is on screen (an alcoholic product was asked for before the age was known). */
export const $askingAge = createStore(false, { sid: 'menu/asking-age' })
  .on(checkAgeFx.done, () => false)
  .reset(productOpened, dialogClosed);
const $requestedLabel = createStore('');
const addRefused = sample({
  clock: addToTableFx.failData,
  source: $requestedLabel,
  fn: (name, error) => addRefusalOf(error, name),
});
/**
 * The dialog's own message: the API's refusal of this product or of the age form. A minor's answer is no
 * message of its own: it is the reason the add is disabled (`$problem`), for this product and any other
 * alcoholic one.
 */
export const $dialogNotice = createStore<Notice | null>(null, { sid: 'menu/dialog-notice' })
  .on(addRefused, (_, notice) => notice)
  .on(checkAgeFx.failData, (_, error) => noticeOf(error))
  .reset(productOpened, dialogClosed, addSubmitted, checkAgeFx.done);
/** The name of the last product added (to the table or the cart), announced to screen readers. */
export const $lastAdded = createStore('', { sid: 'menu/last-added' }).reset(menuOpened);

/** The seat, when the diner sits at the branch whose menu is on screen. */
const $seatHere = combine($seat, $menu, (seat, menu): Seat | null =>
  seat && menu && seat.supplierId === menu.supplier_id ? seat : null,
);
/**
 * The purchase an add goes to: on the table's screen, the one it joined (a table's, or the diner's own);
 * on any other screen of the seated diner's branch, the table's open purchase.
 */
const $targetPurchase = combine(
  $purchase,
  $atTable,
  $tablePurchase,
  $seatHere,
  (purchase, atTable, table, seat) => {
    if (atTable) return purchase;
    return seat && table && table.status === 'open' && isSeatPurchase(table, seat) ? table : null;
  },
);

/**
 * Where an added product goes off the table: the browser's cart of the branch whose menu is on screen
 * (Home, Menu, Product), unless the diner sits at that branch. On the table's screen there is no such
 * cart: the table's purchase takes it.
 */
export const $cartSupplierId = combine($menu, $atTable, $seatHere, (menu, atTable, seat) =>
  atTable || seat || !menu ? null : menu.supplier_id,
);

/** Where the dialog's add goes, which its button and the confirmation name. */
export type AddDestination = 'table' | 'list' | 'cart';
export const $destination = combine(
  $targetPurchase,
  $seatHere,
  $tablePurchase,
  (purchase, seat, table): AddDestination | null => {
    const rules = purchase?.rules ?? (seat && isSeatPurchase(table, seat) ? table?.rules : null);
    if (purchase || seat) return rules?.list_only ? 'list' : 'table';
    return null;
  },
);

/** What the last add did, shown until the next dialog opens or the diner closes it. */
export interface AddedNotice {
  name: string;
  /** The cart, or the order as its screen names it (the table's, a room's, the diner's own, the list). */
  to: OrderNoticeKind | 'cart';
  purchaseId: number | null;
}
export const addedNoticeClosed = createEvent();
// "No add" on the coverage question drops the product, and a failed move to its branch leaves it out.
const $lastNotice = createStore<AddedNotice | null>(null, { sid: 'menu/added-notice' })
  .reset(addedNoticeClosed, menuOpened, tablePageOpened, coverageConfirmationClosed)
  .reset(changeSupplierFx.fail.filter({ fn: ({ params }) => params.reason === 'product' }));
/**
 * The notice on screen. An add to the cart can wait before it goes in: the coverage question asks the
 * address first, or the cart moves to the product's branch. Its notice waits with it, so the page never
 * says "added" while the cart does not hold the product.
 */
export const $addedNotice = combine(
  $lastNotice,
  $heldForCoverage,
  changeSupplierFx.pending,
  (notice, held, moving) => (notice?.to === 'cart' && (held !== null || moving) ? null : notice),
);

const request = sample({
  clock: addSubmitted,
  source: {
    product: $product,
    choices: $choices,
    count: $count,
    problem: $problem,
    purchase: $targetPurchase,
    supplierId: $cartSupplierId,
    seat: $seatHere,
  },
  filter: (state): state is typeof state & { product: Product } =>
    state.product !== null &&
    state.problem === null &&
    (state.purchase !== null || state.supplierId !== null || state.seat !== null),
});
sample({
  clock: request,
  source: $age,
  filter: (age, { product }) => product.alcoholic && age !== 'adult',
  fn: () => true,
  target: $askingAge,
});
const allowed = sample({
  clock: request,
  source: $age,
  filter: (age, { product }) => !product.alcoholic || age === 'adult',
  fn: (_, state) => state,
});
type Allowed = EventPayload<typeof allowed>;
const onTable = (state: Allowed): state is Allowed & { purchase: TablePurchase } => state.purchase !== null;
const addRequest = ({ product, choices, count }: Allowed, purchaseId: number): AddProductRequest => ({
  purchase_id: purchaseId,
  product: { id: product.id, count, options: toChosenOptions(choices) },
  data_purchase: { service: 'on_table' },
});
sample({
  clock: allowed,
  filter: onTable,
  fn: (state) => addRequest(state, state.purchase.id),
  target: addToTableFx,
});
// Seated, with the table not joined yet (a reload, or its bill was just paid): the table is joined
// first, and the product goes to the purchase that answers.
const toJoin = sample({
  clock: allowed,
  filter: (state): state is Allowed & { seat: Seat } => state.purchase === null && state.seat !== null,
});
const $waitingForTable = createStore<Allowed | null>(null)
  .on(toJoin, (_, state) => state)
  .reset(addToTableFx, joinTableFx.fail, dialogClosed);
sample({
  clock: toJoin,
  source: joinTableFx.pending,
  filter: (joining) => !joining,
  fn: (_, { seat }) => ({ supplierId: seat.supplierId, tableCode: seat.code, tableKey: seat.key }),
  target: tableScanned,
});
sample({
  clock: joinTableFx.doneData,
  source: $waitingForTable,
  filter: Boolean,
  fn: (state: Allowed, purchase) => addRequest(state, purchase.id),
  target: addToTableFx,
});
// Off the table (Home, Menu, Product) the browser's cart takes it with the chosen options and extras.
const toCart = sample({
  clock: allowed,
  filter: (state): state is typeof state & { supplierId: number } =>
    state.purchase === null && state.supplierId !== null,
});
sample({
  clock: toCart,
  fn: ({ product, supplierId, count, choices }) => ({
    product,
    supplierId,
    count,
    options: chosenOptions(product, choices),
  }),
  target: productAdded,
});
sample({ clock: toCart, fn: ({ product }) => product, target: addedToCart });
sample({ clock: toCart, fn: ({ product }) => product.label, target: $lastAdded });
sample({
  clock: toCart,
  fn: ({ product }): AddedNotice => ({ name: product.label, to: 'cart', purchaseId: null }),
  target: $lastNotice,
});
// The API keeps the answer on the diner's profile: one given before the profile exists waits for it.
const $checkingAge = sendWithProfile({
  sid: 'menu/age-held',
  ask: ageSubmitted,
  send: checkAgeFx,
  dropOn: [productOpened, dialogClosed],
});
// Once the diner is of age, the product they asked for is added without asking again.
sample({ clock: checkAgeFx.doneData, filter: ({ of_age }) => of_age, target: addSubmitted });
sample({ clock: request, fn: ({ product }) => product.label, target: $requestedLabel });
sample({ clock: addToTableFx.done, source: $requestedLabel, target: $lastAdded });
sample({
  clock: addToTableFx.doneData,
  source: $requestedLabel,
  fn: (name, purchase): AddedNotice => ({
    name,
    to: orderNoticeKind(purchase),
    purchaseId: purchase.id,
  }),
  target: $lastNotice,
});
// Refused because the staff marked it sold out since the menu loaded: the menu and the dialog say so now.
sample({
  clock: addToTableFx.fail,
  filter: ({ error }) => errorCodeOf(error) === 'product_unavailable',
  fn: ({ params }) => params.product.id,
  target: productSoldOut,
});
// The API has no age answer for this profile (another device, an expired one): ask again.
sample({
  clock: addToTableFx.failData,
  filter: (error) => errorCodeOf(error) === 'age_check_required',
  fn: () => true,
  target: $askingAge,
});

/** Everything the product dialog reads and sends. */
// A product left open on the menu must not reopen over the next screen.
sample({ clock: MenuPageGate.close, target: dialogClosed });

export const productDialogModel = {
  product: $product,
  choices: $choices,
  count: $count,
  problem: $problem,
  lineTotal: $lineTotal,
  choiceLimit: $choiceLimit,
  askingAge: $askingAge,
  age: $age,
  notice: $dialogNotice,
  lastAdded: $lastAdded,
  /** Where the add goes (the table's order, the diner's list, else the cart): the button says which. */
  destination: $destination,
  addedNotice: $addedNotice,
  addedNoticeClosed,
  adding: addToTableFx.pending,
  joining: combine(joinTableFx.pending, $waitingForTable, (joining, waiting) => joining && waiting !== null),
  checkingAge: $checkingAge,
  /** On the table's screen, the table is still being joined: the form works, its add waits. */
  purchaseComing: $purchaseComing,
  productOpened,
  dialogClosed,
  choiceToggled,
  countChanged,
  addSubmitted,
  ageSubmitted,
};
