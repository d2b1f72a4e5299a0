import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $countryCode,
  countryCodeOf,
  $instance,
  $profile,
  api,
  chunkErrorSeen,
  createApiFx,
  createForm,
  errorMessageKey,
  errorRaised,
  loadChunk,
  profileLoaded,
  toApiRequestError,
} from 'shared-contracts';
import type { Profile, ProfileCategory } from 'shared-contracts/schemas';
import {
  accountFieldsOf,
  checkAccount,
  type AccountErrors,
  type AccountField,
  type AccountFields,
  type PhoneRules,
} from './account-form.ts';

export type AccountStatus = 'loading' | 'ready' | 'saving' | 'saved' | 'failed';

/** Open while the account page shows: its opening reads the account. */
export const AccountPageGate: Gate<void> = createGate({ name: 'shell/account-page' });
const accountOpened = AccountPageGate.open;
/** A category of the diner's tastes ticked or unticked. */
export const categoryToggled = createEvent<ProfileCategory>();

export const getAccountFx = createApiFx((_: null, headers) => api.getAccount(headers));
export const saveAccountFx = createApiFx(api.saveAccount);

const EMPTY: AccountFields = {
  name: '',
  email: '',
  phoneCountry: '',
  phone: '',
  sex: '',
  dniType: '',
  dni: '',
  categories: [],
};

/** The account as the API answered it, in the instance's country when it names none. */
const accountRead = sample({
  clock: [getAccountFx.doneData, saveAccountFx.doneData],
  source: $instance,
  fn: (instance, profile: Profile) => ({ profile, country: countryCodeOf(instance) }),
});

const FIELDS: AccountField[] = ['name', 'email', 'phoneCountry', 'phone', 'sex', 'dniType', 'dni'];

/**
 * The phone rules the check needs, loaded on the first save (kept out of the boot bundle). A load that
 * fails or hangs (120 s) is a `ChunkLoadError`: the frame offers a reload.
 */
export const checkAccountFx = createEffect((): Promise<PhoneRules> =>
  loadChunk(() => import('shared-contracts/phone')),
);
const $phoneRules = createStore<PhoneRules | null>(null, { serialize: 'ignore' }).on(
  checkAccountFx.doneData,
  (_, rules) => rules,
);

/**
 * The form: its errors are those of the last save, a field's cleared as the diner changes it. The check
 * runs once the phone rules are in (`checkAccountFx`, started by the submit below).
 */
const accountForm = createForm({
  sid: 'shell/account-form',
  initial: EMPTY,
  fields: FIELDS,
  source: $phoneRules,
  validate: (fields, rules): AccountErrors => {
    if (!rules) return {};
    const result = checkAccount(fields, rules);
    return result.ok ? {} : result.errors;
  },
  errors: 'submit',
  checkOn: () => checkAccountFx.done,
});
const fieldChanged = accountForm.fieldChanged;
const accountSubmitted = accountForm.submitted;
const $errors = accountForm.$errors;
const $fields = accountForm.$values
  .on(accountRead, (_, { profile, country }) => accountFieldsOf(profile, country))
  .on(categoryToggled, (fields, category) => ({
    ...fields,
    categories: fields.categories.includes(category)
      ? fields.categories.filter((item) => item !== category)
      : [...fields.categories, category],
  }));
/** The profile the form shows: another one replacing it (the phone verified on another device) is read. */
const $owner = createStore<number | null>(null).on(accountRead, (_, { profile }) => profile.id);
const $status = createStore<AccountStatus>('loading')
  .on(getAccountFx.done, () => 'ready')
  .on(getAccountFx.fail, () => 'failed')
  .on(saveAccountFx, () => 'saving')
  .on(saveAccountFx.done, () => 'saved')
  // The form keeps what the diner typed; the error dialog says why it was not saved.
  .on(saveAccountFx.fail, () => 'ready')
  .on([fieldChanged, categoryToggled], (status) => (status === 'saved' ? 'ready' : status));

// The account is read once the profile of the start (or a smart link) exists, and again when another
// profile takes its place (the diner's own, reached by verifying the phone).
const $opened = createStore(false).on(accountOpened, () => true);
sample({
  clock: [accountOpened, $profile.updates],
  source: { opened: $opened, profile: $profile, status: $status, owner: $owner },
  filter: ({ opened, profile, status, owner }) =>
    opened &&
    profile !== null &&
    (status === 'loading' || (owner !== null && profile.id !== owner && status !== 'saving')),
  fn: () => null,
  target: getAccountFx,
});

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
  source: { fields: $fields, busy: $busy },
  filter: ({ busy }) => !busy,
  fn: () => undefined,
  target: checkAccountFx,
});
const checked = accountForm.checked.map(({ values, source }) =>
  source ? checkAccount(values, source) : null,
);
sample({
  clock: checked,
  source: $profile,
  filter: (profile, result) => profile !== null && result !== null && result.ok,
  fn: (profile, result) => ({
    id: (profile as Profile).id,
    profile: result?.ok ? result.value : { name: '', email: '', phone: '' },
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

/** What the account page reads and fires. */
export const accountModel = {
  fields: $fields,
  errors: $errors,
  status: $status,
  busy: $busy,
  /** The instance's country: its phone code is offered first. */
  country: $countryCode,
  changed: fieldChanged,
  categoryToggled,
  submitted: accountSubmitted,
};
