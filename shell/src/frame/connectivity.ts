import { createEvent, createStore } from 'effector';

/** The browser went on or off line (`online` / `offline` events, and `navigator.onLine` at start). */
export const connectivityChanged = createEvent<boolean>();

export const $online = createStore(true).on(connectivityChanged, (_, online) => online);
