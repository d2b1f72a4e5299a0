import { createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  createApiFx,
  createForm,
  STAFF_PASSWORD_MIN_LENGTH,
  toApiRequestError,
  type StaffPasswordChangeRequest,
} from 'shared-contracts';
import { teamApi } from '../api/team-api.ts';
import { formRefusal } from './form-refusal.ts';
import { instanceScreenAccess } from './screen-access.ts';
import { $csrf, $session, endSessionOn401, sessionNeeded } from './session.ts';

/** Any account changes its own password: the current one, the new one twice. */
/** The password screen is on screen (its gate opens as the page mounts and closes as it goes). */
export const PasswordPageGate: Gate<void> = createGate({ name: 'staff/password-page' });
export const pageOpened = PasswordPageGate.open;

export const changePasswordFx = createApiFx(
  (call: { body: StaffPasswordChangeRequest; csrf: string }, headers) =>
    teamApi.changePassword(call, headers),
);

export const $access = instanceScreenAccess(null);

export type PasswordField = 'current' | 'next' | 'repeat';
/** The fields in the order a refusal names them: the first empty one, else the new password, else its repeat. */
const FIELDS: readonly PasswordField[] = ['current', 'next', 'repeat'];

/** What is wrong with the typed passwords before anything is sent, or null. */
export function passwordFormProblem(current: string, next: string, repeat: string): string | null {
  if (current === '' || next === '' || repeat === '') return 'password_fields_required';
  if (next.length < STAFF_PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (next !== repeat) return 'password_mismatch';
  return null;
}

const passwordForm = createForm({
  sid: 'staff/password-form',
  initial: { current: '', next: '', repeat: '' },
  fields: FIELDS,
  source: createStore(null),
  validate: (typed): Partial<Record<PasswordField, string>> => {
    const problem = passwordFormProblem(typed.current, typed.next, typed.repeat);
    if (problem === null) return {};
    const field =
      problem === 'password_fields_required'
        ? (FIELDS.find((each) => typed[each] === '') ?? 'current')
        : problem === 'password_too_short'
          ? 'next'
          : 'repeat';
    return { [field]: problem };
  },
  errors: 'submit',
  // Typed passwords never outlive the try that sent them.
  clearOn: [changePasswordFx.done, pageOpened],
});
export const { fieldChanged, submitted } = passwordForm;
export const $typed = passwordForm.$values;

/** Why the last try was refused: checked here first (empty, too short, not repeated), then the API's code. */
export const $error = formRefusal('staff/password-error', passwordForm.checked)
  .on(changePasswordFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(pageOpened, fieldChanged, changePasswordFx);
export const $changed = createStore(false, { sid: 'staff/password-changed' })
  .on(changePasswordFx.done, () => true)
  .reset(pageOpened, fieldChanged);
export const $saving = changePasswordFx.pending;

sample({ clock: pageOpened, target: sessionNeeded });
sample({
  clock: passwordForm.validated,
  source: { csrf: $csrf, saving: $saving },
  filter: ({ saving }) => !saving,
  fn: ({ csrf }, { values }) => ({
    body: { current_password: values.current, new_password: values.next },
    csrf,
  }),
  target: changePasswordFx,
});
// The API answers with the session as it now is (no longer asked to change its password).
sample({ clock: changePasswordFx.doneData, target: $session });
endSessionOn401(changePasswordFx.failData);

export const passwordFormModel = {
  typed: $typed,
  error: $error,
  changed: $changed,
  saving: $saving,
  fieldChanged,
  submitted,
};
export const passwordPageModel = { access: $access };
