import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  createApiFx,
  STAFF_PASSWORD_MIN_LENGTH,
  toApiRequestError,
  type StaffPasswordChangeRequest,
} from 'shared-contracts';
import { teamApi } from '../api/team-api.ts';
import { instanceScreenAccess } from './screen-access.ts';
import { $csrf, $session, endSessionOn401, sessionNeeded } from './session.ts';

/** Any account changes its own password: the current one, the new one twice. */
/** The password screen is on screen (its gate opens as the page mounts and closes as it goes). */
export const PasswordPageGate: Gate<void> = createGate({ name: 'staff/password-page' });
export const pageOpened = PasswordPageGate.open;
export const currentChanged = createEvent<string>();
export const nextChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
export const submitted = createEvent();

export const changePasswordFx = createApiFx(
  (call: { body: StaffPasswordChangeRequest; csrf: string }, headers) =>
    teamApi.changePassword(call, headers),
);

export const $access = instanceScreenAccess(null);
export const $current = createStore('', { sid: 'staff/password-current' }).on(currentChanged, (_, v) => v);
export const $next = createStore('', { sid: 'staff/password-next' }).on(nextChanged, (_, v) => v);
export const $repeat = createStore('', { sid: 'staff/password-repeat' }).on(repeatChanged, (_, v) => v);
// Typed passwords never outlive the try that sent them.
for (const $field of [$current, $next, $repeat]) $field.reset(changePasswordFx.done, pageOpened);

/** Why the last try was refused: checked here first (empty, too short, not repeated), then the API's code. */
export const $error = createStore<string | null>(null, { sid: 'staff/password-error' })
  .on(changePasswordFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(pageOpened, currentChanged, nextChanged, repeatChanged, changePasswordFx);
export const $changed = createStore(false, { sid: 'staff/password-changed' })
  .on(changePasswordFx.done, () => true)
  .reset(pageOpened, currentChanged, nextChanged, repeatChanged);
export const $saving = changePasswordFx.pending;

/** What is wrong with the typed passwords before anything is sent, or null. */
export function passwordFormProblem(current: string, next: string, repeat: string): string | null {
  if (current === '' || next === '' || repeat === '') return 'password_fields_required';
  if (next.length < STAFF_PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (next !== repeat) return 'password_mismatch';
  return null;
}

const $typed = combine({ current: $current, next: $next, repeat: $repeat });
sample({ clock: pageOpened, target: sessionNeeded });
sample({
  clock: submitted,
  source: $typed,
  filter: ({ current, next, repeat }) => passwordFormProblem(current, next, repeat) !== null,
  fn: ({ current, next, repeat }) => passwordFormProblem(current, next, repeat),
  target: $error,
});
sample({
  clock: submitted,
  source: { typed: $typed, csrf: $csrf, saving: $saving },
  filter: ({ typed, saving }) =>
    !saving && passwordFormProblem(typed.current, typed.next, typed.repeat) === null,
  fn: ({ typed, csrf }) => ({ body: { current_password: typed.current, new_password: typed.next }, csrf }),
  target: changePasswordFx,
});
// The API answers with the session as it now is (no longer asked to change its password).
sample({ clock: changePasswordFx.doneData, target: $session });
endSessionOn401(changePasswordFx.failData);

export const passwordFormModel = {
  current: $current,
  next: $next,
  repeat: $repeat,
  error: $error,
  changed: $changed,
  saving: $saving,
  currentChanged,
  nextChanged,
  repeatChanged,
  submitted,
};
export const passwordPageModel = { access: $access };
