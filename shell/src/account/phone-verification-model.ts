import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  ApiRequestError,
  createApiFx,
  identityApi,
  profileLoaded,
  VERIFICATION,
  VERIFICATION_ERRORS,
  verificationCheckSchema,
  wait,
  type Profile,
  type VerificationError,
} from 'shared-contracts';
import { getAccountFx, saveAccountFx } from './account-model.ts';

/** What the verification box says went wrong (`verify.error.*`); `failed` is anything else (network). */
export type VerificationProblem =
  VerificationError | 'codeFormat' | 'sms_unavailable' | 'too_many_requests' | 'failed';

export const sendClicked = createEvent();
export const codeChanged = createEvent<string>();
export const checkClicked = createEvent();

export const sendCodeFx = createApiFx((_: null, headers) => identityApi.sendVerificationCode(headers));
export const checkCodeFx = createApiFx((code: string, headers) =>
  identityApi.checkVerificationCode(code, headers),
);
/** One second of the resend countdown; an effect, so tests drive it with fake timers. */
export const resendTickFx = createEffect(() => wait(1_000));

/** The account as the API last answered it: its saved phone and whether that phone is verified. */
const $account = createStore<Pick<Profile, 'phone' | 'phone_verified'> | null>(null).on(
  [getAccountFx.doneData, saveAccountFx.doneData, checkCodeFx.doneData],
  (_, profile) => ({
    phone: profile.phone,
    phone_verified: profile.phone_verified,
  }),
);

const $code = createStore('')
  .on(codeChanged, (_, code) => code.replace(/\D/g, '').slice(0, VERIFICATION.codeLength))
  .reset(sendCodeFx.done, checkCodeFx.done);
/** Where the code went (`•••• 2233`); set once a code is sent, so the code field shows. */
const $sentTo = createStore<string | null>(null)
  .on(sendCodeFx.doneData, (_, sent) => sent.phone_hint)
  .reset(checkCodeFx.done, saveAccountFx.done);
/** Seconds until the diner may ask for another code (14 s). */
export const $resendIn = createStore(0)
  .on(sendCodeFx.done, () => Math.ceil(VERIFICATION.resendAfterMs / 1_000))
  .on(resendTickFx.done, (seconds) => Math.max(0, seconds - 1));

const problemOf = (error: unknown): { problem: VerificationProblem; attemptsLeft: number } => {
  if (error instanceof ApiRequestError) {
    const known: readonly string[] = [...VERIFICATION_ERRORS, 'sms_unavailable', 'too_many_requests'];
    if (known.includes(error.code)) {
      return {
        problem: error.code as VerificationProblem,
        attemptsLeft: Number(error.details['attempts_left'] ?? 0),
      };
    }
  }
  return { problem: 'failed', attemptsLeft: 0 };
};

const formatRefused = sample({
  clock: checkClicked,
  source: $code,
  filter: (code) => !verificationCheckSchema.safeParse({ code }).success,
});
const $problem = createStore<{ problem: VerificationProblem; attemptsLeft: number } | null>(null)
  .on(formatRefused, () => ({ problem: 'codeFormat', attemptsLeft: 0 }))
  .on([sendCodeFx.failData, checkCodeFx.failData], (_, error) => problemOf(error))
  .reset(sendCodeFx, checkCodeFx.done, codeChanged, saveAccountFx.done);

sample({
  clock: sendClicked,
  source: $resendIn,
  filter: (seconds) => seconds === 0,
  fn: () => null,
  target: sendCodeFx,
});
sample({
  clock: checkClicked,
  source: $code,
  filter: (code) => verificationCheckSchema.safeParse({ code }).success,
  target: checkCodeFx,
});
sample({ clock: checkCodeFx.doneData, target: profileLoaded });

// The countdown: each second that passes starts the next one while seconds remain. A code is only asked
// for at 0, so no tick is running when a send (or the server's own wait, after a 429) sets it again.
$resendIn.on(sendCodeFx.failData, (seconds, error) =>
  error instanceof ApiRequestError && error.code === 'code_resend_too_soon'
    ? Math.ceil(Number(error.details['retry_after_ms'] ?? 0) / 1_000)
    : seconds,
);
sample({ clock: $resendIn.updates, filter: (seconds) => seconds > 0, target: resendTickFx });

/** What the phone box reads and fires. */
export const phoneVerificationModel = {
  account: $account,
  code: $code,
  sentTo: $sentTo,
  resendIn: $resendIn,
  problem: $problem,
  busy: combine(sendCodeFx.pending, checkCodeFx.pending, (sending, checking) => sending || checking),
  sendClicked,
  codeChanged,
  checkClicked,
};
