// Wiring every page needs whether or not an app imports a name from it: add_to_cart for both carts,
// purchase for approved payments, the cookie choice, and the pixels the consented events go to.
import './model/cart-analytics.ts';
import './model/payment-analytics.ts';
import './model/cookie-consent.ts';
import './model/pixels.ts';
// The public API of shared-contracts: every contract type, and the values the shell and remotes use, by
// name. The federation glue every app loads before its first screen names each value exported here, so a
// value no app reads stays in its module: the API reads schemas from `shared-contracts/schemas`
// (`build/public-exports.test.ts` keeps the list to what the apps import).
export type * from './schemas/index.ts';
export { LANGS } from './schemas/common.ts';
export { SOCIAL_NETWORKS, SERVICE_TARGETS, instanceConfigSchema } from './schemas/instance.ts';
export {
  PROFILE_CATEGORIES,
  PROFILE_NAME_MAX,
  SEXES,
  profileAccountRequestSchema,
} from './schemas/profile.ts';
export { clipText, textLength } from './schemas/typed-text.ts';
export { DELIVERY_COMMENT_MAX, DELIVERY_PLACE_MAX } from './schemas/delivery-order.ts';
export {
  isOpenBooking,
  DOCUMENT_NUMBER,
  BOOK_RATE_MIN,
  BOOK_RATE_MAX,
  BOOKING_PHONE_MAX,
  CONTACT_NAME_MAX,
  isContactEmail,
} from './schemas/booking.ts';
export { COUPON_CODE_MIN } from './schemas/coupon.ts';
export { DELIVERY_STEPS, deliveryStepsOf } from './schemas/delivery-details.ts';
export { VERIFICATION, VERIFICATION_ERRORS, verificationCheckSchema } from './schemas/identity.ts';
export { PSE_CLIENT_TYPES, SPLIT_PARTS_MIN, SPLIT_PARTS_MAX } from './schemas/payment.ts';
export { MENU_RATE_MIN, MENU_RATE_MAX, RATING_COMMENT_MAX } from './schemas/rating.ts';
export { orderIsOver, orderIsRateable, MAX_MANUAL_AMOUNT } from './schemas/table-order.ts';
export {
  STAFF_ROLES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_CSRF_HEADER,
  staffInviteRequestSchema,
} from './schemas/staff-accounts.ts';
export { staffLiveEventSchema, MAX_PRICE } from './schemas/staff-console.ts';
export { remoteReleaseSchema } from './schemas/staff.ts';
export { isContractCompatible } from './version.ts';
export { TIMERS, LIMITS, DEFAULT_TIP } from './constants.ts';
export { remoteFederationName } from './remote-names.ts';
export {
  formatMoney,
  formatMinor,
  fromMinor,
  toMinor,
  currencyDigits,
  decimalExample,
} from './format/money.ts';
export { typedAmountText } from './format/typed-amount-text.ts';
export { BoundedCache } from './bounded-cache.ts';
export { formatCalendarDate, formatMoment, type DateWording } from './format/date.ts';
export { closedNowOf, closedNowWords, reopeningWords, type ClosedNow } from './format/opening.ts';
export { $dateWording } from './model/date-wording.ts';
export { $serviceLabels } from './model/service-labels.ts';
export { TIP_MAX_PERCENT, minimumChargeMinor, isBelowMinimumCharge } from './validation/payment-limits.ts';
export { parseTypedAmount, type TypedAmountError, type TypedAmountRules } from './validation/typed-amount.ts';
export { activePromo, promoPrice } from './menu/product-price.ts';
export { optionsSummary } from './menu/options-summary.ts';
export {
  choiceProblem,
  chosenOptions,
  toChosenOptions,
  toggleChoice,
  unitPrice,
  type ChoiceProblem,
  type Choices,
} from './menu/product-choice.ts';
export { paths, ROUTE_TABLE } from './paths/paths.ts';
export { webHref, cssImageUrl } from './validation/web-link.ts';
export { loadCitiesFx, cityDestination, type CityDestination } from './model/delivery-start.ts';
export {
  checkCoverageFx,
  geocodeFx,
  loadAddressExampleFx,
  logAddressSearchFx,
  deliveryLocationFound,
  $deliveryLocation,
  type DeliveryLocation,
} from './model/delivery-location.ts';
export {
  $deliveryDetails,
  deliveryCutleryToggled,
  deliveryPackedToggled,
  EMPTY_DELIVERY_DETAILS,
  type DeliveryDetails,
  type DeliveryTextField,
} from './model/delivery-details.ts';
export {
  $cartMovedToPlace,
  cartMoveNoticeClosed,
  type CartMovedToPlace,
} from './model/cart-follows-place.ts';
export { loadBranchOpeningFx, loadScheduleDaysFx, placeDeliveryOrderFx } from './model/delivery-order.ts';
export { createBranchOpenings, type BranchOpenings } from './model/branch-openings.ts';
export { deliveryApi } from './api/delivery-endpoints.ts';
export { changeSupplierFx } from './model/cart-move.ts';
export { loadCartDraftFx } from './model/cart-draft.ts';
export {
  $coverageDialogOpen,
  coverageLocateChosen,
  $heldForCoverage,
  coverageConfirmationClosed,
  ghostLocationChosen,
} from './model/coverage-hold.ts';
export {
  deliveryPlaceErrors,
  type DeliveryAddressError,
  type DeliveryPlaceErrors,
  type DeliveryReferenceError,
} from './validation/delivery-place.ts';
export { ROUTES, mountedRoute, type RouteDefinition, type RouteName } from './paths/routes.ts';
export type { FirstLoad, FrameKind, HeaderKind, RouteMount } from './paths/route.ts';
export type { RemoteRoutesModule, RouteOpenedEvents, RouteVisit } from './remote-module.ts';
export { reportSingletons, type SingletonReport } from './singletons.ts';
export { apiBaseUrl } from './api/base-url.ts';
export { ApiRequestError, toApiRequestError } from './api/errors.ts';
export { httpClient, type RequestHeaders } from './api/client.ts';
export { call, urlOf, type CallInput, type CallResult } from './api/call.ts';
export * from './api/declarations/staff.ts';
export { createApiFx, type ApiCall } from './api/api-effect.ts';
export { serverDataHandlers } from './api/server-handlers.ts';
export { $requestHeaders } from './api/request-context.ts';
export { api, type BookingRef } from './api/endpoints.ts';
export { tableOrderApi } from './api/table-order-endpoints.ts';
export { ratingApi } from './api/rating-endpoints.ts';
export {
  subscribeLive,
  type LiveOptions,
  type LiveState,
  type LiveSubscription,
  type StreamEvent,
} from './api/live.ts';
export { followBooking } from './live/follow-booking.ts';
export { readBootConfig, type EarlyRequest } from './api/boot.ts';
export { startFirstLoads } from './model/first-loads.ts';
export { browserTurn } from './model/browser-turn.ts';
export { $instance, instanceLoaded, $supplier, $countryCode, countryCodeOf } from './model/instance.ts';
export {
  branchOpened,
  loadBranchFx,
  $branchFailed,
  $openedBranch,
  $currency,
  type OpenedBranch,
} from './model/branch.ts';
export { loadMenuFx } from './model/menu.ts';
export { $bookInfo, bookingLoaded, bookingCleared } from './model/booking.ts';
export { $age, checkAgeFx } from './model/age-check.ts';
export { sendWithProfile, type SendWithProfileOptions } from './model/send-with-profile.ts';
export { screenStatus, type ScreenStatus } from './model/screen-status.ts';
export { wait } from './model/wait.ts';
export {
  createForm,
  zodFieldErrors,
  type FieldChange,
  type FieldErrors,
  type Form,
  type FormOptions,
  type SubmitOutcome,
} from './model/form.ts';
export { LoadFailed } from './ui/load-failed.ts';
export { PageGate } from './ui/page-gate.ts';
export { WebImage } from './ui/web-image.ts';
export { Field, type FieldProps } from './ui/field.ts';
export { ServiceChoices, type ServiceChoicesProps } from './ui/service-choices.ts';
export { formControls, type ControlProps, type FormControlsOptions } from './ui/form-control.ts';
export {
  ContactFields,
  DocumentTypeSelect,
  type ContactFieldsProps,
  type ContactPart,
  type ContactPartProps,
  type DocumentTypeSelectProps,
} from './ui/contact-fields.ts';
export { focusFirstIn, takesFocus, useModalFocus } from './ui/modal-focus.ts';
export { useFocusWhenCounted } from './ui/focus-when-counted.ts';
export { RatingScale, type RatingScaleProps } from './ui/rating-scale.ts';
export { RatingForm, type RatingFormProps } from './ui/rating-form.ts';
export { createRatingForm, type RatingFormModel, type RatingFormOptions } from './model/rating-form.ts';
export { phoneCountriesFor } from './validation/phone-countries.ts';
export {
  OptionGroups,
  choiceProblemRole,
  choiceProblemText,
  type OptionGroupsProps,
} from './ui/option-groups.ts';
export { AgeForm, type AgeFormProps } from './ui/age-form.ts';
export { $order, orderKindChosen, serviceChosen, type OrderState } from './model/order.ts';
export {
  $browserLangs,
  browserLanguagesRead,
  $lang,
  $savedLang,
  languageSaved,
  languageChosen,
  startLanguageFx,
} from './model/lang.ts';
export {
  $cart,
  $cartItems,
  $cartCount,
  $cartTotal,
  productAdded,
  type AddedProduct,
  productCountChanged,
  productRemoved,
  type CartItem,
  type CartLine,
  type CartState,
} from './model/cart.ts';
export { $profile, $session, profileLoaded, sessionStarted } from './model/profile.ts';
export {
  analyticsEvent,
  acquisitionCaptured,
  sendTrackingFx,
  type AcquisitionSource,
  type AnalyticsInput,
} from './model/tracking.ts';
export { smartLinkOpened, smartLinkLoginFx, $smartLink, type SmartLink } from './model/smart-link.ts';
export { appStarted, requestEarlyProfile } from './model/bootstrap.ts';
export {
  tableScanned,
  type ScannedTable,
  tableLeft,
  tableScreenShown,
  purchaseClaimed,
  purchaseChanged,
  joinTableFx,
  joinScannedTable,
  addToTableFx,
  lineCountChangedFx,
  lineRemovedFx,
  cookProductsFx,
  callWaiterFx,
  followTableFx,
  $followedPurchase,
  $tablePurchase,
  $myTableLines,
  isSeatPurchase,
  seatJoinFx,
  seatPurchaseFx,
} from './model/table-order.ts';
export { openManualPaymentFx, setManualAmountFx } from './model/manual-payment.ts';
export { billStateOf, type BillState } from './model/bill-state.ts';
export { $seat, seated, seatLeft, seatAt, sameTableCode, type Seat } from './model/seat.ts';
export { withSeat, seatMenuPath, seatHomePath, serviceChoiceLink } from './paths/seat-links.ts';
export {
  paymentMethodsFx,
  payFx,
  loadBalanceFx,
  applyCouponFx,
  removeCouponFx,
  loadPaymentFx,
  cancelPaymentFx,
  newPaymentKeyFx,
  paymentCleared,
  $paymentMethods,
  branchPaymentMethods,
  type LoadedPaymentMethods,
  $balance,
  $lastPayment,
} from './model/payment.ts';
export { isValidCardNumber, isValidCvc, isValidExpiry } from './validation/card.ts';
export {
  $buyer,
  buyerSaved,
  $paymentAttempt,
  paymentAttemptStarted,
  paymentAttemptWaits,
  paymentAttemptEnded,
  type PaymentAttempt,
} from './model/buyer.ts';
export { persistenceStarted, readStoredProfile, storageKey } from './model/persistence.ts';
export {
  i18n,
  I18nextProvider,
  registerTranslations,
  registerLaterTranslations,
  loadTexts,
  needsLaterTexts,
  pickLanguage,
  acceptedLanguages,
  languageChoices,
  useTranslation,
  wordingLocale,
  type NamespaceTexts,
  type OtherTexts,
  type SpanishTexts,
} from './i18n/i18n.ts';
export { errorMessage, errorMessageKey, registerCommonTranslations } from './i18n/common-messages.ts';
export {
  offeredServices,
  hasServiceChoice,
  mapsSearchUrl,
  socialLinks,
  orderOfChoice,
  choiceOfOrder,
  serviceLabel,
  type ServiceChoice,
  type SocialLink,
} from './frame/side-panel.ts';
export { readFrameQuery, withServiceQuery, type FrameQuery } from './frame/frame-query.ts';
export {
  frameQueryRead,
  $tableCode,
  viewportMeasured,
  $isMobile,
  $deliveryAddress,
  $deliveryZone,
  $tableOrder,
  manualPaymentOpened,
  $manualPayment,
  errorRaised,
  errorDismissed,
  $errorDialog,
  popupClosed,
  $popupsClosed,
  $popup,
  cookiesAccepted,
  cookiesRejected,
  consentRead,
  $cookieConsent,
  $cookieNoticeShown,
  type CookieConsent,
  type TableOrderSummary,
  type ErrorDialog,
} from './model/frame.ts';
export { bannerTarget, type BannerTarget } from './frame/banner-target.ts';
export { identityApi } from './api/identity-endpoints.ts';
export { ChunkLoadError, chunkFailureOf, loadChunk, type ChunkFailureKind } from './errors/chunk-errors.ts';
export {
  chunkLoadFailed,
  chunkErrorSeen,
  reloadOfferDismissed,
  reloadRequested,
  reloadPageFx,
  $chunkFailure,
} from './model/chunk-failure.ts';
export { errorCaught, drawErrorSampleFx, type CaughtError, type ErrorPlace } from './model/error-reports.ts';
export { $cookieManagerSession, $cookieManagerUrl } from './model/cookie-manager.ts';
export { $dinerMessages, dinerMessagesArrived, dinerMessagesCleared } from './model/diner-messages.ts';
export type { DinerMessage, DinerMessageKey, DinerMessageText } from './frame/diner-messages.ts';
