import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  createApiFx,
  createForm,
  STAFF_ROLES,
  staffInviteRequestSchema,
  toApiRequestError,
  type StaffAccount,
  type StaffInviteRequest,
  type StaffRole,
} from 'shared-contracts';
import { teamApi } from '../api/team-api.ts';
import { formRefusal } from './form-refusal.ts';
import { instanceScreenAccess } from './screen-access.ts';
import { $csrf, $session, endSessionOn401, sessionNeeded } from './session.ts';

/** The team screen is on screen (its gate opens as the page mounts and closes as it goes). */
export const TeamPageGate: Gate<void> = createGate({ name: 'staff/team-page' });
export const pageOpened = TeamPageGate.open;
export const retryClicked = createEvent();
export const inviteRoleToggled = createEvent<StaffRole>();
/** The owner has handed the temporary password over: it is not shown again. */
export const invitedDismissed = createEvent();
export const roleToggled = createEvent<{ account: number; role: StaffRole }>();
export const rolesSaved = createEvent<number>();
export const removeClicked = createEvent<number>();
export const removeConfirmed = createEvent();
export const removeCancelled = createEvent();

export const loadTeamFx = createApiFx((slug: string, headers) => teamApi.team(slug, headers));
export const inviteFx = createApiFx(
  (call: { slug: string; body: StaffInviteRequest; csrf: string }, headers) => teamApi.invite(call, headers),
);
export const setRolesFx = createApiFx(
  (call: { slug: string; account: number; roles: StaffRole[]; csrf: string }, headers) =>
    teamApi.setRoles(call, headers),
);
export const removeFx = createApiFx((call: { slug: string; account: number; csrf: string }, headers) =>
  teamApi.remove(call, headers),
);

export const $access = instanceScreenAccess('team');
const $slug = $session.map((session) => session?.instance.slug ?? null);
const $ready = combine($access, $slug, (access, slug) => (access === 'ok' ? slug : null));

export const $accounts = createStore<StaffAccount[] | null>(null, { sid: 'staff/team-accounts' })
  .on(loadTeamFx.doneData, (_, { accounts }) => accounts)
  .on(inviteFx.doneData, (accounts, { account }) =>
    [...(accounts ?? []), account].sort((a, b) => a.email.localeCompare(b.email)),
  )
  .on(setRolesFx.doneData, (accounts, { account }) =>
    (accounts ?? []).map((row) => (row.id === account.id ? account : row)),
  )
  .on(removeFx.done, (accounts, { params }) => (accounts ?? []).filter((row) => row.id !== params.account));
export const $loadFailed = createStore(false, { sid: 'staff/team-failed' })
  .on(loadTeamFx.fail, () => true)
  .reset(loadTeamFx.done, retryClicked);

/** The invite as the API takes it: an account without a typed name is called by its email until named. */
function inviteBody(typed: { email: string; name: string; roles: StaffRole[] }): StaffInviteRequest {
  return { email: typed.email.trim(), name: typed.name.trim() || typed.email.trim(), roles: typed.roles };
}
/** The invite form: an email and a name typed, the roles chosen; a role is needed before the email counts. */
const inviteForm = createForm({
  sid: 'staff/team-invite',
  initial: { email: '', name: '', roles: [] as StaffRole[] },
  fields: ['roles', 'email', 'name'],
  source: createStore(null),
  validate: (typed): Partial<Record<'roles' | 'email' | 'name', string>> => {
    const body = inviteBody(typed);
    if (staffInviteRequestSchema.safeParse(body).success) return {};
    return body.roles.length === 0 ? { roles: 'roles_required' } : { email: 'email_invalid' };
  },
  errors: 'submit',
  clearOn: [inviteFx.done],
});
export const { fieldChanged: inviteChanged, submitted: inviteSubmitted } = inviteForm;
export const $invite = inviteForm.$values.on(inviteRoleToggled, (typed, role) => ({
  ...typed,
  roles: toggled(typed.roles, role),
}));
/** The invited account and its temporary password, shown once until dismissed. */
export const $invited = createStore<{ email: string; password: string } | null>(null, {
  sid: 'staff/team-invited',
})
  .on(inviteFx.doneData, (_, { account, temporary_password }) => ({
    email: account.email,
    password: temporary_password,
  }))
  .reset(invitedDismissed, inviteFx, pageOpened);
export const $inviteError = formRefusal('staff/team-invite-error', inviteForm.checked)
  .on(inviteFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(inviteFx, inviteChanged, inviteRoleToggled, pageOpened);

/** Roles being edited, by account; absent while an account shows its saved roles. */
export const $roleDrafts = createStore<Record<number, StaffRole[]>>({}, { sid: 'staff/team-role-drafts' })
  .on(setRolesFx.done, (drafts, { params }) => without(drafts, params.account))
  .reset(pageOpened);
export const $confirmingRemove = createStore<number | null>(null, { sid: 'staff/team-confirming' })
  .on(removeClicked, (_, account) => account)
  .reset(removeCancelled, removeFx.finally, pageOpened);
/** The refusal of the last change to an account, by its code (`last_owner`…). */
export const $accountError = createStore<{ account: number; code: string } | null>(null, {
  sid: 'staff/team-account-error',
})
  .on([setRolesFx.fail, removeFx.fail], (_, { params, error }) => ({
    account: params.account,
    code: toApiRequestError(error).code,
  }))
  .reset(setRolesFx, removeFx, removeClicked, roleToggled, pageOpened);
export const $saving = combine(
  inviteFx.pending,
  setRolesFx.pending,
  removeFx.pending,
  (a, b, c) => a || b || c,
);

/** The roles with `role` added or taken away, in the console's order. */
export function toggled(roles: readonly StaffRole[] | undefined, role: StaffRole): StaffRole[] {
  const has = roles?.includes(role) ?? false;
  return STAFF_ROLES.filter((each) => (each === role ? !has : (roles?.includes(each) ?? false)));
}
function without(drafts: Record<number, StaffRole[]>, account: number): Record<number, StaffRole[]> {
  return Object.fromEntries(Object.entries(drafts).filter(([id]) => Number(id) !== account));
}

sample({ clock: pageOpened, target: sessionNeeded });
// The first toggle of an account starts from the roles it has.
sample({
  clock: roleToggled,
  source: { drafts: $roleDrafts, accounts: $accounts },
  fn: ({ drafts, accounts }, { account, role }) => ({
    ...drafts,
    [account]: toggled(drafts[account] ?? accounts?.find((row) => row.id === account)?.roles, role),
  }),
  target: $roleDrafts,
});
sample({
  clock: [pageOpened, $ready.updates, retryClicked],
  source: $ready,
  filter: (slug): slug is string => slug !== null,
  target: loadTeamFx,
});

sample({
  clock: inviteForm.validated,
  source: { slug: $ready, csrf: $csrf, saving: $saving },
  filter: ({ slug, saving }) => slug !== null && !saving,
  fn: ({ slug, csrf }, { values }) => ({ slug: slug ?? '', body: inviteBody(values), csrf }),
  target: inviteFx,
});
sample({
  clock: rolesSaved,
  source: { drafts: $roleDrafts, slug: $ready, csrf: $csrf, saving: $saving },
  filter: ({ drafts, slug, saving }, account) =>
    slug !== null && !saving && (drafts[account]?.length ?? 0) > 0,
  fn: ({ drafts, slug, csrf }, account) => ({
    slug: slug ?? '',
    account,
    roles: drafts[account] ?? [],
    csrf,
  }),
  target: setRolesFx,
});
sample({
  clock: rolesSaved,
  source: $roleDrafts,
  filter: (drafts, account) => drafts[account]?.length === 0,
  fn: (_, account) => ({ account, code: 'roles_required' }),
  target: $accountError,
});
sample({
  clock: removeConfirmed,
  source: { account: $confirmingRemove, slug: $ready, csrf: $csrf, saving: $saving },
  filter: ({ account, slug, saving }) => account !== null && slug !== null && !saving,
  fn: ({ account, slug, csrf }) => ({ slug: slug ?? '', account: account ?? 0, csrf }),
  target: removeFx,
});
endSessionOn401(loadTeamFx.failData);
endSessionOn401(inviteFx.failData);
endSessionOn401(setRolesFx.failData);
endSessionOn401(removeFx.failData);

export const teamPageModel = {
  access: $access,
  me: $session.map((session) => session?.account.id ?? null),
  accounts: $accounts,
  loadFailed: $loadFailed,
  invite: $invite,
  invited: $invited,
  inviteError: $inviteError,
  roleDrafts: $roleDrafts,
  confirmingRemove: $confirmingRemove,
  accountError: $accountError,
  saving: $saving,
  retryClicked,
  inviteChanged,
  inviteRoleToggled,
  inviteSubmitted,
  invitedDismissed,
  roleToggled,
  rolesSaved,
  removeClicked,
  removeConfirmed,
  removeCancelled,
};
