import { sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $smartLink, smartLinkOpened, type SmartLink } from 'shared-contracts';

/** `/{supplier}/sl/{profile_id}/{token}[/{purchase_id}]` as the path says it. */
export interface SmartLinkPath {
  supplier: string;
  profileId: string | undefined;
  token: string;
  purchaseId: string | undefined;
}

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/** The link the path names, or `null` when an id or the token is not one (the page says the link failed). */
export function smartLinkOf(path: SmartLinkPath): SmartLink | null {
  const profileId = idOf(path.profileId);
  const purchaseId = path.purchaseId === undefined ? undefined : idOf(path.purchaseId);
  if (profileId === null || path.token === '' || purchaseId === null) return null;
  return { supplier: path.supplier, profileId, token: path.token, purchaseId };
}

/** Open while the smart link page shows: its opening logs a well-formed link's profile in. */
export const SmartLinkGate: Gate<SmartLinkPath> = createGate<SmartLinkPath>({
  name: 'shell/smart-link-page',
});
sample({
  clock: SmartLinkGate.open.map(smartLinkOf),
  filter: (link): link is SmartLink => link !== null,
  target: smartLinkOpened,
});

/** What the smart link page reads. */
export const smartLinkModel = { state: $smartLink };
