import {
  $cookieNoticeShown,
  $errorDialog,
  $instance,
  $popup,
  cookiesAccepted,
  cookiesRejected,
  errorDismissed,
  popupClosed,
} from 'shared-contracts';

/** Which advertising pixels an acceptance turns on, as the notice names them (none: no sentence). */
export type NoticePixels = 'google' | 'facebook' | 'both' | null;
const $noticePixels = $instance.map((instance): NoticePixels => {
  const google = Boolean(instance?.pixel_google_analytics);
  const facebook = Boolean(instance?.pixel_facebook_analytics);
  return google && facebook ? 'both' : google ? 'google' : facebook ? 'facebook' : null;
});

export const cookieNoticeModel = {
  shown: $cookieNoticeShown,
  pixels: $noticePixels,
  accepted: cookiesAccepted,
  rejected: cookiesRejected,
};
export const errorDialogModel = { dialog: $errorDialog, dismissed: errorDismissed };
export const popupModel = { popup: $popup, closed: popupClosed };
