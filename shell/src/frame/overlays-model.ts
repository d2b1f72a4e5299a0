import {
  $cookieNoticeShown,
  $errorDialog,
  $popup,
  cookiesAccepted,
  errorDismissed,
  popupClosed,
} from 'shared-contracts';

export const cookieNoticeModel = { shown: $cookieNoticeShown, accepted: cookiesAccepted };
export const errorDialogModel = { dialog: $errorDialog, dismissed: errorDismissed };
export const popupModel = { popup: $popup, closed: popupClosed };
