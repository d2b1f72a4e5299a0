import { createEvent, createStore } from 'effector';
import * as z from 'zod/mini';
import { profileSchema, type Profile } from '../schemas/profile.ts';

export const profileLoaded = createEvent<Profile>();
export const profileDropped = createEvent();
// Never written into a server-rendered page: it holds the diner's token.
export const $profile = createStore<Profile | null>(null, { serialize: 'ignore' })
  .on(profileLoaded, (_, profile) => profile)
  .reset(profileDropped);
export const storedProfileSchema = z.nullable(profileSchema);

export const sessionStateSchema = z.nullable(z.object({ id: z.int() }));
export type SessionState = z.infer<typeof sessionStateSchema>;
export const sessionStarted = createEvent<{ id: number }>();
export const $session = createStore<SessionState>(null).on(sessionStarted, (_, session) => session);
