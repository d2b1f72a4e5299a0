import { createEvent, createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import { tableOrderApi } from '../api/table-order-endpoints.ts';
import { paths } from '../paths/paths.ts';
import { profileLoaded } from './profile.ts';

/** `/{supplier}/sl/{profile_id}/{token}[/{purchase_id}]` as the shell read it from the URL. */
export interface SmartLink {
  supplier: string;
  profileId: number;
  token: string;
  purchaseId?: number;
}

/** Where the smart link leads once it has logged its profile in; `failed`: a wrong link logged nobody in. */
export type SmartLinkState =
  { status: 'idle' } | { status: 'pending' } | { status: 'failed' } | { status: 'done'; to: string };

export const smartLinkOpened = createEvent<SmartLink>();

export const smartLinkLoginFx = createApiFx((link: SmartLink, headers) =>
  api.loginSmartLink({ profileId: link.profileId, token: link.token }, headers),
);
/**
 * The order the link names, read with the logged-in profile: an open table purchase reopens the on-table
 * menu of its table; any other purchase (or one the table check refuses) opens its my-order page.
 */
export const smartLinkTargetFx = createApiFx(async (link: SmartLink, headers): Promise<string> => {
  if (link.purchaseId === undefined) return paths.home(link.supplier);
  try {
    const purchase = await tableOrderApi.checkPurchase(link.purchaseId, link.supplier, headers);
    if (purchase.table) {
      return purchase.subservice === 'room'
        ? paths.serviceRoom(link.supplier, { mesa: purchase.table.code })
        : paths.menuDigital(link.supplier, { mesa: purchase.table.code });
    }
  } catch {
    // Not an open table purchase: its own page tells the diner where it stands.
  }
  return paths.myOrder(link.supplier, link.purchaseId);
});

export const $smartLink = createStore<SmartLinkState>({ status: 'idle' })
  .on(smartLinkOpened, () => ({ status: 'pending' }))
  .on(smartLinkLoginFx.fail, () => ({ status: 'failed' }))
  .on(smartLinkTargetFx.doneData, (_, to) => ({ status: 'done', to }));
/** Once a smart link has logged its profile in, a late anonymous start must not replace it. */
export const $smartLinkLoggedIn = createStore(false).on(smartLinkLoginFx.done, () => true);

sample({ clock: smartLinkOpened, target: smartLinkLoginFx });
sample({ clock: smartLinkLoginFx.doneData, target: profileLoaded });
sample({ clock: smartLinkLoginFx.done, fn: ({ params }) => params, target: smartLinkTargetFx });
