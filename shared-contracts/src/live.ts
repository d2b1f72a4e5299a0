// `shared-contracts/live`: following a live channel of the API (Server-Sent Events read with fetch,
// polling as the fallback). Stateless, so not in the main entry: only the screens that follow
// server changes bundle it.
export {
  subscribeLive,
  createEventStreamParser,
  LIVE_POLL_MS,
  type LiveOptions,
  type LiveSubscription,
  type StreamEvent,
} from './api/live.ts';
