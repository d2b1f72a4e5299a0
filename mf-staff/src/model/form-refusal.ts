import { createStore, type Event } from 'effector';
import type { FieldErrors } from 'shared-contracts';

/**
 * The code a console form shows under its fields: the first wrong field's, from a refused submit, checked
 * on screen before anything is sent. Cleared by `resets` (any change, a new send); the form's send
 * puts the API's code in its place. Each console form shows one message, so fields share it.
 */
export function formRefusal<Field extends string>(
  sid: string,
  checked: Event<{ errors: FieldErrors<Field, string>; firstInvalid: Field | null }>,
) {
  // A valid submit leaves the message as it is: its send clears it.
  return createStore<string | null>(null, { sid }).on(checked, (code, { errors, firstInvalid }) =>
    firstInvalid ? (errors[firstInvalid] ?? code) : code,
  );
}
