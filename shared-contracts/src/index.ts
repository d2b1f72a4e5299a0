// add_to_cart for both carts and purchase for approved payments; no exports, only wiring.
import './model/cart-analytics.ts';
import './model/payment-analytics.ts';
import './model/cookie-consent.ts';
// The public API of shared-contracts: everything shell and remotes may use, by name.
export * from './schemas/index.ts';
export { CONTRACTS_VERSION, isContractCompatible } from './version.ts';
export { TIMERS, MOBILE_BREAKPOINT, LIMITS, DEFAULT_TIP, defaultMinimumOrderValue } from './constants.ts';
export { REMOTE_PORTS, remoteFederationName } from './remote-names.ts';
export {
  formatMoney,
  formatMinor,
  fromMinor,
  toMinor,
  currencyDigits,
  currencyLocale,
} from './format/money.ts';
export { formatCalendarDate, formatMoment } from './format/date.ts';
export {
  TIP_MAX_PERCENT,
  MINIMUM_CHARGE,
  tipCapMinor,
  minimumChargeMinor,
  isBelowMinimumCharge,
} from './validation/payment-limits.ts';
export { activePromo, promoPrice, optionsExtra } from './menu/product-price.ts';
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
export { paths, ROUTE_TABLE, seg } from './paths/paths.ts';
export { webHref, cssImageUrl } from './validation/web-link.ts';
export {
  loadCitiesFx,
  deliveringBranches,
  cityDestination,
  type CityDestination,
} from './model/delivery-start.ts';
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
  deliveryTextChanged,
  EMPTY_DELIVERY_DETAILS,
  type DeliveryDetails,
  type DeliveryTextField,
} from './model/delivery-details.ts';
export {
  $cartMovedToPlace,
  cartMoveNoticeClosed,
  type CartMovedToPlace,
} from './model/cart-follows-place.ts';
export {
  $placedOrderId,
  loadScheduleDaysFx,
  loadScheduleHoursFx,
  placeDeliveryOrderFx,
} from './model/delivery-order.ts';
export { deliveryApi } from './api/delivery-endpoints.ts';
export { changeSupplierFx } from './model/cart-move.ts';
export { loadCartDraftFx } from './model/cart-draft.ts';
export {
  $coverageDialogOpen,
  $coverageNeeded,
  coverageLocateChosen,
  $ghostLocation,
  $heldForCoverage,
  coverageConfirmationClosed,
  ghostLocationChosen,
} from './model/coverage-hold.ts';
export { looksLikeFullAddress } from './validation/address.ts';
export { ROUTES, mountedRoute, type RouteDefinition, type RouteName } from './paths/routes.ts';
export type { FirstLoad, FrameKind, HeaderKind, RouteMount } from './paths/route.ts';
export type { RemoteRoutesModule, RouteOpenedEvents, RouteVisit } from './remote-module.ts';
export { reportSingletons, type SingletonReport } from './singletons.ts';
export { apiBaseUrl, DEFAULT_API_PORT, SERVER_API_URL_VARIABLE } from './api/base-url.ts';
export { ApiRequestError, toApiRequestError } from './api/errors.ts';
export { httpClient, request, type RequestHeaders } from './api/client.ts';
export { call, urlOf, type CallInput, type CallResult } from './api/call.ts';
export * from './api/declarations/staff.ts';
export { apiFxOf, createApiFx, type ApiCall } from './api/api-effect.ts';
export { serverDataHandlers } from './api/server-handlers.ts';
export { $requestHeaders } from './api/request-context.ts';
export { api, type BookingRef } from './api/endpoints.ts';
export { tableOrderApi } from './api/table-order-endpoints.ts';
export { paymentApi } from './api/payment-endpoints.ts';
export { ratingApi } from './api/rating-endpoints.ts';
export {
  subscribeLive,
  createEventStreamParser,
  LIVE_POLL_MS,
  type LiveOptions,
  type LiveState,
  type LiveSubscription,
  type StreamEvent,
} from './api/live.ts';
export { followPurchase } from './api/live-purchase.ts';
export { followBooking } from './live/follow-booking.ts';
export { readBootConfig, loadMenu, loadSupplier, type EarlyRequest } from './api/boot.ts';
export { startFirstLoads } from './model/first-loads.ts';
export { browserTurn } from './model/browser-turn.ts';
export {
  $instance,
  instanceLoaded,
  $supplier,
  supplierLoaded,
  supplierCleared,
  $countryCode,
  countryCodeOf,
  DEFAULT_COUNTRY_CODE,
} from './model/instance.ts';
export {
  branchOpened,
  loadBranchFx,
  branchRequestFx,
  $branchFailed,
  $openedBranch,
  $currency,
  type OpenedBranch,
} from './model/branch.ts';
export { loadMenuFx, menuRequestFx } from './model/menu.ts';
export { $bookInfo, $bookPurchaseId, bookingLoaded, bookingCleared } from './model/booking.ts';
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
export { useModalFocus, focusableIn } from './ui/modal-focus.ts';
export { RatingScale, type RatingScaleProps } from './ui/rating-scale.ts';
export { RatingForm, type RatingFormProps } from './ui/rating-form.ts';
export { createRatingForm, type RatingFormModel, type RatingFormOptions } from './model/rating-form.ts';
export { PHONE_COUNTRIES, phoneCountriesFor } from './validation/phone-countries.ts';
export { OptionGroups, choiceProblemText, type OptionGroupsProps } from './ui/option-groups.ts';
export { AgeForm, type AgeFormProps } from './ui/age-form.ts';
export { $order, orderKindChosen, serviceChosen, type OrderState } from './model/order.ts';
export {
  $browserLangs,
  browserLanguagesRead,
  $lang,
  $savedLang,
  languageApplied,
  languageSaved,
  languageChosen,
  startLanguageFx,
} from './model/lang.ts';
export {
  $cart,
  $cartItems,
  $cartCount,
  $cartTotal,
  $cartSummary,
  productAdded,
  cartMoved,
  type AddedProduct,
  productCountChanged,
  productRemoved,
  cartCleared,
  cartLineKey,
  type CartItem,
  type CartLine,
  type CartState,
} from './model/cart.ts';
export { $profile, $session, profileLoaded, profileDropped, sessionStarted } from './model/profile.ts';
export {
  analyticsEvent,
  acquisitionCaptured,
  sendTrackingFx,
  $acquisitionId,
  type AcquisitionSource,
  type AnalyticsInput,
} from './model/tracking.ts';
export { PIXEL_HOSTS, pixelUrls } from './model/pixels.ts';
export { smartLinkOpened, smartLinkLoginFx, $smartLink, type SmartLink } from './model/smart-link.ts';
export {
  appStarted,
  createSessionFx,
  checkProfileFx,
  createProfileFx,
  requestEarlyProfile,
  sessionRetryFx,
  profileRetryFx,
} from './model/bootstrap.ts';
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
  $table,
  $myTableLines,
  $removedUnavailable,
  isSeatPurchase,
  seatJoinFx,
} from './model/table-order.ts';
export { openManualPaymentFx, setManualAmountFx } from './model/manual-payment.ts';
export { $seat, seated, seatLeft, seatAt, sameTableCode, seatSchema, type Seat } from './model/seat.ts';
export { SEAT_QUERY, withSeat, seatMenuPath, seatHomePath, serviceChoiceLink } from './paths/seat-links.ts';
export {
  paymentMethodsFx,
  payFx,
  loadBalanceFx,
  applyCouponFx,
  removeCouponFx,
  loadPaymentFx,
  newPaymentKeyFx,
  paymentCleared,
  $paymentMethods,
  branchPaymentMethods,
  type LoadedPaymentMethods,
  $balance,
  $lastPayment,
} from './model/payment.ts';
export { isValidCardNumber, isValidCvc, isValidExpiry, cardDigits } from './validation/card.ts';
export {
  $buyer,
  buyerSaved,
  $paymentAttempt,
  paymentAttemptStarted,
  paymentAttemptEnded,
  type PaymentAttempt,
} from './model/buyer.ts';
export { persistenceStarted, readStoredProfile, storageKey, STORAGE_VERSION } from './model/persistence.ts';
export {
  i18n,
  I18nextProvider,
  registerTranslations,
  pickLanguage,
  acceptedLanguages,
  languageChoices,
  useTranslation,
  wordingLocale,
  type NamespaceTexts,
} from './i18n/i18n.ts';
export { errorMessageKey, registerCommonTranslations } from './i18n/common-messages.ts';
export {
  offeredServices,
  hasServiceChoice,
  mapsSearchUrl,
  socialLinks,
  orderOfChoice,
  choiceOfOrder,
  operatorServiceLabel,
  serviceLabel,
  type ServiceChoice,
  type SocialLink,
} from './frame/side-panel.ts';
export { readFrameQuery, withServiceQuery, type FrameQuery } from './frame/frame-query.ts';
export {
  frameQueryRead,
  $tableCode,
  $requestedCategory,
  viewportMeasured,
  $isMobile,
  deliveryAddressChosen,
  $deliveryAddress,
  deliveryZoneChosen,
  $deliveryZone,
  tableOrderReported,
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
  $cookiesAccepted,
  $cookieNoticeShown,
  type CookieConsent,
  type TableOrderSummary,
  type ErrorDialog,
} from './model/frame.ts';
export { bannerTarget, PROVIDER_HOSTS, type BannerTarget } from './frame/banner-target.ts';
export { identityApi, cookieManagerUrl } from './api/identity-endpoints.ts';
export {
  ChunkLoadError,
  chunkFailureOf,
  loadChunk,
  CHUNK_LOAD_ERROR,
  CSS_CHUNK_LOAD_FAILED,
  type ChunkFailureKind,
} from './errors/chunk-errors.ts';
export {
  chunkLoadFailed,
  chunkErrorSeen,
  reloadOfferDismissed,
  reloadRequested,
  reloadPageFx,
  $chunkFailure,
} from './model/chunk-failure.ts';
export {
  errorCaught,
  drawErrorSampleFx,
  errorPlaceFx,
  sendErrorReportFx,
  errorReportOf,
  reportableUrl,
  ERROR_REPORT_SAMPLE_RATE,
  MAX_ERROR_REPORTS_PER_PAGE,
  type CaughtError,
  type ErrorPlace,
} from './model/error-reports.ts';
export { $cookieManagerSession, $cookieManagerUrl, cookieManagerPollFx } from './model/cookie-manager.ts';
export { $dinerMessages, dinerMessagesArrived, dinerMessagesCleared } from './model/diner-messages.ts';
export {
  keepLatest,
  purchaseMessages,
  paymentMessage,
  type DinerMessage,
  type DinerMessageKey,
  type DinerMessageText,
} from './frame/diner-messages.ts';
