import { createEvent, createStore } from 'effector';
import { z } from 'zod';
import { profileSchema, type Profile } from '../schemas/profile.ts';

export const profileLoaded = createEvent<Profile>();
export const profileDropped = createEvent();
export const $profile = createStore<Profile | null>(null)
  .on(profileLoaded, (_, profile) => profile)
  .reset(profileDropped);
export const storedProfileSchema = profileSchema.nullable();

export const sessionStateSchema = z.object({ id: z.number().int() }).nullable();
export type SessionState = z.infer<typeof sessionStateSchema>;
export const sessionStarted = createEvent<{ id: number }>();
export const $session = createStore<SessionState>(null).on(sessionStarted, (_, session) => session);
