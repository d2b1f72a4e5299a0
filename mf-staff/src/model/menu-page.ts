import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $currency,
  $instance,
  createApiFx,
  decimalExample,
  screenStatus,
  toApiRequestError,
  type StaffBranchState,
  type StaffBranchSwitch,
  type StaffMenu,
  type StaffProductUpdate,
} from 'shared-contracts';
import { menuApi } from '../api/menu-api.ts';
import { draftChange, draftOf, withShown, type DraftField, type ProductDraft } from './product-draft.ts';
import type { BranchPageProps } from './branch-screen.ts';
import { editorOpened } from './popup-editor.ts';
import { screenAccess } from './screen-access.ts';
import { $csrf, $session, loadSessionFx, sessionNeeded, signInFx } from './session.ts';

/** The menu screen is on screen for the branch of its path (opened again for another branch). */
export const MenuPageGate = createGate<BranchPageProps>({ name: 'staff/menu-page' });
export const pageOpened = createEvent<string>();
export const retryClicked = createEvent();
export const availabilityToggled = createEvent<{ productId: number; available: boolean }>();
export const draftChanged = createEvent<{ productId: number; field: DraftField; value: string }>();
export const productSaved = createEvent<number>();
/** What a product's card says after a change: saved, nothing to save, sold out or available now. */
export type ProductNotice = 'saved' | 'unchanged' | 'soldOut' | 'available';
export const switchToggled = createEvent<{ key: StaffBranchSwitch; on: boolean }>();

export const loadMenuFx = createApiFx((call: { slug: string; branch: string }, headers) =>
  menuApi.menu(call, headers),
);
export const updateProductFx = createApiFx(
  (
    call: { slug: string; branch: string; productId: number; change: StaffProductUpdate; csrf: string },
    headers,
  ) => menuApi.updateProduct(call, headers),
);
export const branchStateFx = createApiFx(
  (call: { slug: string; branch: string; change: Partial<StaffBranchState>; csrf: string }, headers) =>
    menuApi.branchState(call, headers),
);

export const $branch = createStore<string | null>(null, { sid: 'staff/menu-branch' }).on(
  pageOpened,
  (_, branch) => branch,
);
const $slug = $session.map((session) => session?.instance.slug ?? null);
export const $access = screenAccess('menu', $branch);

export const $menu = createStore<StaffMenu | null>(null, { sid: 'staff/menu' })
  .on(loadMenuFx.doneData, (_, menu) => menu)
  .on(updateProductFx.doneData, (menu, { product }) =>
    menu ? { ...menu, products: menu.products.map((one) => (one.id === product.id ? product : one)) } : menu,
  );
const $loadedFor = createStore<string | null>(null, { sid: 'staff/menu-loaded-for' }).on(
  loadMenuFx.done,
  (_, { params }) => params.branch,
);
const $failed = createStore(false, { sid: 'staff/menu-failed' })
  .on(loadMenuFx.fail, () => true)
  .reset(loadMenuFx);
export const $status = combine($menu, $failed, (menu, failed) =>
  screenStatus(menu, failed, (loaded) => loaded.products.length === 0),
);

/** The instance's branches' names by slug: the screen names a branch as the console's home does. */
export const $branchNames = $instance.map((config): Record<string, string> =>
  Object.fromEntries((config?.suppliers ?? []).map((branch) => [branch.slug, branch.label])),
);

/** The names of the menu's categories by slug: a product names its category by its slug only. */
export const $categoryNames = $menu.map((menu): Record<string, string> =>
  Object.fromEntries((menu?.categories ?? []).map((category) => [category.slug, category.label])),
);

export const $drafts = createStore<Record<number, ProductDraft>>({}, { sid: 'staff/menu-drafts' }).on(
  draftChanged,
  (drafts, { productId, field, value }) => {
    const draft = drafts[productId];
    return draft ? { ...drafts, [productId]: { ...draft, [field]: value } } : drafts;
  },
);
sample({
  clock: loadMenuFx.doneData,
  source: $currency,
  fn: (currency, menu) =>
    Object.fromEntries(menu.products.map((product) => [product.id, draftOf(product, currency)])),
  target: $drafts,
});
sample({
  clock: updateProductFx.doneData,
  source: { drafts: $drafts, currency: $currency },
  fn: ({ drafts, currency }, { product }) => ({ ...drafts, [product.id]: draftOf(product, currency) }),
  target: $drafts,
});

/** The branch's switches of the day: the config's, then what the API answered to the last change. */
export const $switches = createStore<StaffBranchState | null>(null, { sid: 'staff/menu-switches' }).on(
  branchStateFx.doneData,
  (_, state) => state,
);
sample({
  clock: [pageOpened, $instance.updates],
  source: { config: $instance, branch: $branch },
  fn: ({ config, branch }): StaffBranchState | null => {
    const found = config?.suppliers.find((supplier) => supplier.slug === branch);
    return found
      ? {
          business_closed: found.business_closed,
          kitchen_closed: found.kitchen_closed,
          delivery_paused: found.delivery_paused,
        }
      : null;
  },
  target: $switches,
});

/**
 * The API's error code of the last change refused, which product or switch it was about and, when one
 * field of a product's form is at fault, that field (its input is marked invalid and names the message).
 */
export const $writeError = createStore<{
  code: string;
  about: number | StaffBranchSwitch;
  field?: DraftField;
} | null>(null, {
  sid: 'staff/menu-write-error',
})
  .on(updateProductFx.fail, (_, { params, error }) => {
    const code = toApiRequestError(error).code;
    return { code, about: params.productId, ...(code === 'promo_not_below_price' ? { field: 'promo' } : {}) };
  })
  .on(branchStateFx.fail, (_, { params, error }) => ({
    code: toApiRequestError(error).code,
    about: Object.keys(params.change)[0] as StaffBranchSwitch,
  }))
  .reset(updateProductFx, branchStateFx, pageOpened);
export const $saving = combine(updateProductFx.pending, branchStateFx.pending, (a, b) => a || b);

sample({ clock: MenuPageGate.open, fn: ({ branch }) => branch, target: pageOpened });
sample({ clock: pageOpened, target: sessionNeeded });
sample({ clock: pageOpened, target: editorOpened });

sample({
  clock: [pageOpened, loadSessionFx.doneData, signInFx.doneData],
  source: { slug: $slug, branch: $branch, loadedFor: $loadedFor, access: $access },
  filter: ({ slug, branch, loadedFor, access }) =>
    access === 'ok' && !!slug && !!branch && loadedFor !== branch,
  fn: ({ slug, branch }) => ({ slug: slug ?? '', branch: branch ?? '' }),
  target: loadMenuFx,
});
sample({
  clock: retryClicked,
  source: { slug: $slug, branch: $branch },
  filter: ({ slug, branch }) => !!slug && !!branch,
  fn: ({ slug, branch }) => ({ slug: slug ?? '', branch: branch ?? '' }),
  target: loadMenuFx,
});

// While a change is under way the screen's controls wait: they stay focusable (a disabled control drops
// the keyboard's focus), so a second press arrives here and is ignored.
sample({
  clock: availabilityToggled,
  source: { slug: $slug, branch: $branch, csrf: $csrf, saving: $saving },
  filter: ({ slug, branch, saving }) => !!slug && !!branch && !saving,
  fn: ({ slug, branch, csrf }, { productId, available }) => ({
    slug: slug ?? '',
    branch: branch ?? '',
    productId,
    // The screen showed the other state: a product someone else switched meanwhile is not switched back.
    change: { available, was: { available: !available } },
    csrf,
  }),
  target: updateProductFx,
});

const productEdit = sample({
  clock: productSaved,
  source: { menu: $menu, drafts: $drafts, currency: $currency, saving: $saving },
  filter: ({ saving }) => !saving,
  fn: ({ menu, drafts, currency }, productId) => {
    const product = menu?.products.find((one) => one.id === productId);
    const draft = drafts[productId];
    const result = product && draft ? draftChange(product, draft, currency) : null;
    return {
      productId,
      result:
        product && result && 'change' in result ? { change: withShown(product, result.change) } : result,
    };
  },
});
// A field that is no number is said so on its product, and nothing is sent.
sample({
  clock: productEdit,
  filter: ({ result }) => result !== null && 'invalid' in result,
  fn: ({ productId, result }) =>
    result && 'invalid' in result
      ? { code: result.code, about: productId, field: result.invalid }
      : { code: 'number_invalid', about: productId },
  target: $writeError,
});
sample({
  clock: productEdit,
  source: { slug: $slug, branch: $branch, csrf: $csrf },
  filter: (_, { result }) => result !== null && 'change' in result && Object.keys(result.change).length > 0,
  fn: ({ slug, branch, csrf }, { productId, result }) => ({
    slug: slug ?? '',
    branch: branch ?? '',
    productId,
    change: result && 'change' in result ? result.change : {},
    csrf,
  }),
  target: updateProductFx,
});

/**
 * What the last change of a product did, said on its card (a live region): saved, nothing to save, or its
 * new availability. Typing in its fields again, or another change, clears it.
 */
export const $productNotice = createStore<{ productId: number; notice: ProductNotice } | null>(null, {
  sid: 'staff/menu-product-notice',
}).reset(updateProductFx, draftChanged, pageOpened);
sample({
  clock: updateProductFx.done,
  fn: ({ params }): { productId: number; notice: ProductNotice } => {
    const available = params.change.available;
    const notice = available === undefined ? 'saved' : available ? 'available' : 'soldOut';
    return { productId: params.productId, notice };
  },
  target: $productNotice,
});
// Saving fields that say what the product already holds sends nothing: the card says so.
sample({
  clock: productEdit,
  filter: ({ result }) => result !== null && 'change' in result && Object.keys(result.change).length === 0,
  fn: ({ productId }) => ({ productId, notice: 'unchanged' as const }),
  target: $productNotice,
});

// Someone else changed the product meanwhile: nothing changed, and the screen reads the menu as it is now
// (the message, kept in $writeError, says so on the product).
sample({
  clock: updateProductFx.failData,
  source: { slug: $slug, branch: $branch },
  filter: ({ slug, branch }, error) =>
    !!slug && !!branch && toApiRequestError(error).code === 'product_changed',
  fn: ({ slug, branch }) => ({ slug: slug ?? '', branch: branch ?? '' }),
  target: loadMenuFx,
});

sample({
  clock: switchToggled,
  source: { slug: $slug, branch: $branch, csrf: $csrf, saving: $saving },
  filter: ({ slug, branch, saving }) => !!slug && !!branch && !saving,
  fn: ({ slug, branch, csrf }, { key, on }) => ({
    slug: slug ?? '',
    branch: branch ?? '',
    change: { [key]: on },
    csrf,
  }),
  target: branchStateFx,
});

/** What a price refusal's words name: a decimal price as the currency's country writes it ("12.50" in soles). */
const $errorValues = $currency.map((currency) => ({ decimal: decimalExample(12.5, currency) }));

export const menuPageModel = {
  access: $access,
  productNotice: $productNotice,
  status: $status,
  menu: $menu,
  categoryNames: $categoryNames,
  branchNames: $branchNames,
  drafts: $drafts,
  switches: $switches,
  writeError: $writeError,
  errorValues: $errorValues,
  saving: $saving,
  retryClicked,
  availabilityToggled,
  draftChanged,
  productSaved,
  switchToggled,
};
