import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { apiBaseUrl, createApiFx, staffQrSheetCall, urlOf } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchScreen } from './branch-screen.ts';
import { $csrf, $session } from './session.ts';

export const waiterCallAnswered = createEvent<number>();
export const lineDelivered = createEvent<{ purchaseId: number; itemId: number }>();
export const paymentSettled = createEvent<{ paymentId: number; status: 'approved' | 'declined' }>();
export const tableClosed = createEvent<number>();

const $canSettle = $session.map((session) => session?.capabilities.includes('payments') ?? false);

/** The API's origin, read in the browser (links to the QR sheet open there with the session cookie). */
const readApiOriginFx = createEffect(() => apiBaseUrl());
const $apiOrigin = createStore<string | null>(null, { serialize: 'ignore' }).on(
  readApiOriginFx.doneData,
  (_, origin) => origin,
);

const purchaseActionFx = createApiFx(
  (call: { slug: string; purchaseId: number; action: 'waiter-call' | 'close'; csrf: string }, headers) =>
    staffApi.purchaseAction(call, headers),
);
const deliverLineFx = createApiFx(
  (call: { slug: string; purchaseId: number; itemId: number; csrf: string }, headers) =>
    staffApi.lineStatus({ ...call, status: 'delivered' }, headers),
);
const settleFx = createApiFx(
  (call: { paymentId: number; status: 'approved' | 'declined'; csrf: string }, headers) =>
    staffApi.settlePayment(call, headers),
);

const screen = createBranchScreen({
  capability: 'floor',
  load: (ref, headers) => staffApi.floor(ref.slug, ref.branch, headers),
  actions: [purchaseActionFx, deliverLineFx, settleFx],
});
const { pageOpened, $branch, $slug, $snapshot, $busy } = screen;

const $tables = $snapshot.map((snapshot) => snapshot?.tables ?? []);
const $unseated = $snapshot.map((snapshot) => snapshot?.unseated ?? []);
const $qrSheetUrl = combine($apiOrigin, $slug, $branch, (origin, slug, branch) =>
  origin && slug && branch ? urlOf(staffQrSheetCall, { params: { slug, branch } }, origin) : null,
);

sample({ clock: pageOpened, target: readApiOriginFx });
sample({
  clock: waiterCallAnswered,
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, purchaseId) => ({
    slug: slug ?? '',
    csrf,
    purchaseId,
    action: 'waiter-call' as const,
  }),
  target: purchaseActionFx,
});
sample({
  clock: tableClosed,
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, purchaseId) => ({ slug: slug ?? '', csrf, purchaseId, action: 'close' as const }),
  target: purchaseActionFx,
});
sample({
  clock: lineDelivered,
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, line) => ({ slug: slug ?? '', csrf, ...line }),
  target: deliverLineFx,
});
sample({
  clock: paymentSettled,
  source: { csrf: $csrf, busy: $busy, allowed: $canSettle },
  filter: ({ busy, allowed }) => allowed && !busy,
  fn: ({ csrf }, settle) => ({ csrf, ...settle }),
  target: settleFx,
});

/** The floor's own part of its page (the frame every live screen shares is `floorScreen`). */
export const floorPageModel = {
  $tables,
  $unseated,
  $busy,
  $canSettle,
  $qrSheetUrl,
  waiterCallAnswered,
  lineDelivered,
  paymentSettled,
  tableClosed,
};
export const floorScreen = screen.page;
