import { CookieManagerFrame } from './cookie-manager-frame.tsx';
import { DinerMessages } from './diner-messages.tsx';
import { ReloadOffer } from './reload-offer.tsx';

/** What the frame shows above the page for the diner's identity and measurement. */
export function FrameExtras() {
  return (
    <>
      <ReloadOffer />
      <DinerMessages />
      <CookieManagerFrame />
    </>
  );
}
