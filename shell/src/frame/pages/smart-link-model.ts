import { $smartLink, smartLinkOpened } from 'shared-contracts';

/** What the smart link page reads and fires. */
export const smartLinkModel = { state: $smartLink, opened: smartLinkOpened };
