import { allSettled, createEffect, createEvent, createStore, sample, type Scope } from 'effector';
import { $profile, profileLoaded, readStoredProfile, type Profile } from 'shared-contracts';
import { PROFILE_COOKIE_PATH } from './ssr-payload.ts';

type Credentials = Pick<Profile, 'id' | 'token'>;
/** What the cookie holds, as one comparable value ('' for none). */
const keyOf = (profile: Credentials | null) => (profile ? `${profile.id}.${profile.token}` : '');

/**
 * Gives the diner's profile to the shell's server, which keeps it in an `HttpOnly` cookie (scripts
 * cannot read it back) and renders the diner's own pages with it; null clears it.
 */
export const saveProfileCookieFx = createEffect(async (profile: Credentials | null) => {
  const response = await fetch(
    PROFILE_COOKIE_PATH,
    profile
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: profile.id, token: profile.token }),
          credentials: 'same-origin',
        }
      : { method: 'DELETE', credentials: 'same-origin' },
  );
  if (!response.ok) throw new Error(`profile cookie not saved (${response.status})`);
});

/** The server rendered this page with the stored profile: its cookie already holds it. */
const cookieHeld = createEvent<Credentials>();
/** What the cookie holds as far as this page knows (null: not known, so the first profile is sent). */
const $cookieHolds = createStore<string | null>(null, { serialize: 'ignore' })
  .on(cookieHeld, (_, profile) => keyOf(profile))
  .on(saveProfileCookieFx.done, (_, { params }) => keyOf(params));

sample({
  clock: $profile.updates,
  source: $cookieHolds,
  filter: (holds, profile) => keyOf(profile) !== holds,
  fn: (_, profile) => (profile ? { id: profile.id, token: profile.token } : null),
  target: saveProfileCookieFx,
});

/** The server's page as this browser finds it: whether it can hydrate it, and with which stored profile. */
export interface RenderedProfile {
  /** Rendered with no profile, or with the one stored here. Else (storage cleared, cookie kept) drawn afresh. */
  holds: boolean;
  /** The stored profile the page was rendered with, or null when rendered without one. */
  profile: Profile | null;
}

/** Reads the stored profile once and compares it with the one the server rendered for (`renderedId`). */
export function renderedProfile(renderedId: number | null | undefined): RenderedProfile {
  if (renderedId === null || renderedId === undefined) return { holds: true, profile: null };
  const stored = readStoredProfile();
  return stored?.id === renderedId ? { holds: true, profile: stored } : { holds: false, profile: null };
}

/**
 * Before hydrating a page the server rendered with the diner's profile: the same stored profile comes
 * back first, so the first render in the browser marks the same lines "yours".
 */
export async function adoptRenderedProfile(scope: Scope, profile: Profile | null): Promise<void> {
  if (!profile) return;
  await allSettled(cookieHeld, { scope, params: profile });
  await allSettled(profileLoaded, { scope, params: profile });
}
