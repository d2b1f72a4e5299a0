import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $dateWording, createApiFx, type AuditEntry, type AuditQuery } from 'shared-contracts';
import { teamApi } from '../api/team-api.ts';
import { instanceScreenAccess } from './screen-access.ts';
import { $session, endSessionOn401, sessionNeeded } from './session.ts';

/** The kinds of object the API records changes of, as the filter offers them. */
export const AUDIT_OBJECTS = [
  'account',
  'booking',
  'branch',
  'instance',
  'payment',
  'product',
  'purchase',
  'purchase_item',
  'remote',
  'table',
] as const;
export const AUDIT_PAGE = 50;

export interface AuditFilters {
  /** An account id, or '' for everyone. */
  account: string;
  /** An object kind of `AUDIT_OBJECTS`, or '' for every kind. */
  object: string;
  /** `YYYY-MM-DD` days in the device's time zone, both included; '' for no bound. */
  from: string;
  to: string;
}
const NO_FILTERS: AuditFilters = { account: '', object: '', from: '', to: '' };

/** The audit screen is on screen (its gate opens as the page mounts and closes as it goes). */
export const AuditPageGate: Gate<void> = createGate({ name: 'staff/audit-page' });
export const pageOpened = AuditPageGate.open;
export const filterChanged = createEvent<Partial<AuditFilters>>();
export const moreClicked = createEvent();
export const retryClicked = createEvent();

export const loadAuditFx = createApiFx((call: { slug: string; query: AuditQuery; more: boolean }, headers) =>
  teamApi.audit(call, headers),
);

export const $access = instanceScreenAccess('audit');
const $slug = $session.map((session) => session?.instance.slug ?? null);
const $ready = combine($access, $slug, (access, slug) => (access === 'ok' ? slug : null));

export const $filters = createStore<AuditFilters>(NO_FILTERS, { sid: 'staff/audit-filters' })
  .on(filterChanged, (filters, change) => ({ ...filters, ...change }))
  .reset(pageOpened);
export const $entries = createStore<AuditEntry[] | null>(null, { sid: 'staff/audit-entries' }).on(
  loadAuditFx.done,
  (entries, { params, result }) => (params.more ? [...(entries ?? []), ...result.entries] : result.entries),
);
export const $nextBeforeId = createStore<number | null>(null, { sid: 'staff/audit-next' }).on(
  loadAuditFx.doneData,
  (_, { next_before_id }) => next_before_id,
);
export const $loadFailed = createStore(false, { sid: 'staff/audit-failed' })
  .on(loadAuditFx.fail, () => true)
  .reset(loadAuditFx);
export const $loading = loadAuditFx.pending;
/** The device's time zone, read once the page opened in the browser: times and day filters use it. */
export const $timeZone = createStore('UTC', { sid: 'staff/audit-time-zone' }).on(
  pageOpened,
  () => Intl.DateTimeFormat().resolvedOptions().timeZone,
);

/**
 * The accounts the filter offers: those seen in the entries read so far, and the one chosen (a manager
 * may read the log but not the team, so the log itself names who acted).
 */
export const $actors = combine($entries, (entries) => {
  const byId = new Map<number, string>();
  for (const entry of entries ?? []) {
    if (entry.actor.account_id !== null) byId.set(entry.actor.account_id, entry.actor.email ?? '');
  }
  return [...byId].map(([id, email]) => ({ id, email })).sort((a, b) => a.email.localeCompare(b.email));
});

/** A day's first instant in the device's time zone, as the API's ISO 8601 instant. */
const dayStart = (day: string, plusDays = 0): string | undefined => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** The API's query for the filters (and the page before `beforeId`). */
export function auditQueryOf(filters: AuditFilters, beforeId: number | null = null): AuditQuery {
  const query: AuditQuery = { limit: AUDIT_PAGE };
  if (filters.account !== '') query.account_id = Number(filters.account);
  if (filters.object !== '') query.object_type = filters.object;
  const since = filters.from === '' ? undefined : dayStart(filters.from);
  const until = filters.to === '' ? undefined : dayStart(filters.to, 1);
  if (since) query.since = since;
  if (until) query.until = until;
  if (beforeId !== null) query.before_id = beforeId;
  return query;
}

sample({ clock: pageOpened, target: sessionNeeded });
sample({
  clock: [pageOpened, $ready.updates, filterChanged, retryClicked],
  source: { slug: $ready, filters: $filters },
  filter: ({ slug }) => slug !== null,
  fn: ({ slug, filters }) => ({ slug: slug ?? '', query: auditQueryOf(filters), more: false }),
  target: loadAuditFx,
});
sample({
  clock: moreClicked,
  source: { slug: $ready, filters: $filters, next: $nextBeforeId, loading: $loading },
  filter: ({ slug, next, loading }) => slug !== null && next !== null && !loading,
  fn: ({ slug, filters, next }) => ({ slug: slug ?? '', query: auditQueryOf(filters, next), more: true }),
  target: loadAuditFx,
});
endSessionOn401(loadAuditFx.failData);

export const auditPageModel = {
  access: $access,
  filters: $filters,
  entries: $entries,
  actors: $actors,
  hasMore: $nextBeforeId.map((next) => next !== null),
  loadFailed: $loadFailed,
  loading: $loading,
  timeZone: $timeZone,
  dateWording: $dateWording,
  filterChanged,
  moreClicked,
  retryClicked,
};
