import { combine, createEvent, createStore, sample, type EventPayload } from 'effector';
import {
  $age,
  checkAgeFx,
  choiceProblem,
  chosenOptions,
  addToTableFx,
  productAdded,
  type AddProductRequest,
  type AgeCheckRequest,
  type Product,
  type ProductOption,
  toChosenOptions,
  toggleChoice,
  unitPrice,
  type Choices,
  type TablePurchase,
} from 'shared-contracts';
import { errorCodeOf, noticeOf, type Notice } from './notice.ts';
import { $menu, pageOpened as menuOpened } from './menu-page.ts';
import { $atTable, $purchase, tablePageClosed, tablePageOpened } from './table-page.ts';

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
export const $problem = combine($product, $choices, $count, (product, choices, count) =>
  product ? choiceProblem(product, choices, count) : null,
);
export const $lineTotal = combine($product, $choices, $count, (product, choices, count) =>
  product ? unitPrice(product, choices) * count : 0,
);

/** The age form is on screen (an alcoholic product was asked for before the age was known). */
export const $askingAge = createStore(false, { sid: 'menu/asking-age' })
  .on(checkAgeFx.done, () => false)
  .reset(productOpened, dialogClosed);
/** The dialog's own message: the API's refusal of this product or of the age form. */
export const $dialogNotice = createStore<Notice | null>(null, { sid: 'menu/dialog-notice' })
  .on([addToTableFx.failData, checkAgeFx.failData], (_, error) => noticeOf(error))
  .on(checkAgeFx.doneData, (_, answer) =>
    answer.of_age ? null : { key: 'common:errors.under_age', values: {} },
  )
  .reset(productOpened, dialogClosed, addSubmitted);
const $requestedLabel = createStore('');
/** The name of the last product added (to the table or the cart), announced to screen readers. */
export const $lastAdded = createStore('', { sid: 'menu/last-added' }).reset(menuOpened);

/**
 * Where an added product goes off the table: the browser's cart of the branch whose menu is on screen
 * (Home, Menu, Product). On the table's screen there is no such cart: the table's purchase takes it.
 */
export const $cartSupplierId = combine($menu, $atTable, (menu, atTable) =>
  atTable || !menu ? null : menu.supplier_id,
);

const request = sample({
  clock: addSubmitted,
  source: {
    product: $product,
    choices: $choices,
    count: $count,
    problem: $problem,
    purchase: $purchase,
    supplierId: $cartSupplierId,
  },
  filter: (state): state is typeof state & { product: Product } =>
    state.product !== null &&
    state.problem === null &&
    (state.purchase !== null || state.supplierId !== null),
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
sample({
  clock: allowed,
  filter: onTable,
  fn: ({ product, choices, count, purchase }): AddProductRequest => ({
    purchase_id: purchase.id,
    product: { id: product.id, count, options: toChosenOptions(choices) },
    data_purchase: { service: 'on_table' },
  }),
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
sample({ clock: ageSubmitted, target: checkAgeFx });
// Once the diner is of age, the product they asked for is added without asking again.
sample({ clock: checkAgeFx.doneData, filter: ({ of_age }) => of_age, target: addSubmitted });
sample({ clock: request, fn: ({ product }) => product.label, target: $requestedLabel });
sample({ clock: addToTableFx.done, source: $requestedLabel, target: $lastAdded });
// The API has no age answer for this profile (another device, an expired one): ask again.
sample({
  clock: addToTableFx.failData,
  filter: (error) => errorCodeOf(error) === 'age_check_required',
  fn: () => true,
  target: $askingAge,
});

/** Everything the product dialog reads and sends. */
export const productDialogModel = {
  product: $product,
  choices: $choices,
  count: $count,
  problem: $problem,
  lineTotal: $lineTotal,
  askingAge: $askingAge,
  age: $age,
  notice: $dialogNotice,
  lastAdded: $lastAdded,
  /** The add goes to the table's purchase (else to the cart): the button says which. */
  toTable: $purchase.map((purchase) => purchase !== null),
  adding: addToTableFx.pending,
  checkingAge: checkAgeFx.pending,
  productOpened,
  dialogClosed,
  choiceToggled,
  countChanged,
  addSubmitted,
  ageSubmitted,
};
