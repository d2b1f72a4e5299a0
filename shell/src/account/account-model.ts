import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $instance,
  $profile,
  api,
  chunkErrorSeen,
  createApiFx,
  errorMessageKey,
  errorRaised,
  loadChunk,
  profileLoaded,
  toApiRequestError,
} from 'shared-contracts';
import type { Profile } from 'shared-contracts/schemas';
import { checkAccount, type AccountErrors, type AccountField, type AccountFields } from './account-form.ts';

export type AccountStatus = 'loading' | 'ready' | 'saving' | 'saved' | 'failed';

export const accountOpened = createEvent();
export const fieldChanged = createEvent<{ field: AccountField; value: string }>();
export const accountSubmitted = createEvent();

export const getAccountFx = createApiFx((_: null, headers) => api.getAccount(headers));
export const saveAccountFx = createApiFx(api.saveAccount);

const fieldsOf = (profile: Profile): AccountFields => ({
  name: profile.name,
  email: profile.email ?? '',
  phone: profile.phone ?? '',
});

const $fields = createStore<AccountFields>({ name: '', email: '', phone: '' })
  .on(getAccountFx.doneData, (_, profile) => fieldsOf(profile))
  .on(fieldChanged, (fields, { field, value }) => ({ ...fields, [field]: value }));
const $errors = createStore<AccountErrors>({}).on(fieldChanged, (errors, { field }) => ({
  ...errors,
  [field]: undefined,
}));
const $status = createStore<AccountStatus>('loading')
  .on(getAccountFx.done, () => 'ready')
  .on(getAccountFx.fail, () => 'failed')
  .on(saveAccountFx, () => 'saving')
  .on(saveAccountFx.done, () => 'saved')
  // The form keeps what the diner typed; the error dialog says why it was not saved.
  .on(saveAccountFx.fail, () => 'ready')
  .on(fieldChanged, (status) => (status === 'saved' ? 'ready' : status));

// The account is read once the profile of the start (or a smart link) exists.
const $opened = createStore(false).on(accountOpened, () => true);
sample({
  clock: [accountOpened, $profile.updates],
  source: { opened: $opened, profile: $profile, status: $status },
  filter: ({ opened, profile, status }) => opened && profile !== null && status === 'loading',
  fn: () => null,
  target: getAccountFx,
});

/**
 * The form's rules, with the phone rules loaded on the first save (kept out of the boot bundle). A load
 * that fails or hangs (120 s) is a `ChunkLoadError`: the frame offers a reload.
 */
export const checkAccountFx = createEffect(
  async ({ fields, country }: { fields: AccountFields; country: string }) => {
    const { checkPhone } = await loadChunk(() => import('shared-contracts/phone'));
    return checkAccount(fields, country, checkPhone);
  },
);
sample({ clock: checkAccountFx.failData, target: chunkErrorSeen });
const $busy = combine(
  getAccountFx.pending,
  checkAccountFx.pending,
  saveAccountFx.pending,
  (a, b, c) => a || b || c,
);
// A second tap while the first save runs is ignored (the button stays focusable: see the page).
sample({
  clock: accountSubmitted,
  source: { fields: $fields, instance: $instance, busy: $busy },
  filter: ({ busy }) => !busy,
  fn: ({ fields, instance }) => ({ fields, country: instance?.country_code ?? 'CO' }),
  target: checkAccountFx,
});
const checked = checkAccountFx.doneData;
sample({
  clock: checked,
  filter: (result) => !result.ok,
  fn: (result) => (result.ok ? {} : result.errors),
  target: $errors,
});
sample({
  clock: checked,
  source: $profile,
  filter: (profile, result) => profile !== null && result.ok,
  fn: (profile, result) => ({
    id: (profile as Profile).id,
    profile: result.ok ? result.value : fieldsOf(profile as Profile),
  }),
  target: saveAccountFx,
});
sample({ clock: saveAccountFx.doneData, target: profileLoaded });
// The phone rules not loading is the reload offer's (above); a save that fails is the error dialog's.
sample({
  clock: saveAccountFx.failData,
  fn: (error) => ({
    key: errorMessageKey(toApiRequestError(error).code),
    message: null,
    icon: 'error' as const,
  }),
  target: errorRaised,
});
$fields.on(saveAccountFx.doneData, (_, profile) => fieldsOf(profile));

/** What the account page reads and fires. */
export const accountModel = {
  fields: $fields,
  errors: $errors,
  status: $status,
  busy: $busy,
  opened: accountOpened,
  changed: fieldChanged,
  submitted: accountSubmitted,
};
