// The public API of shared-contracts: everything shell and remotes may use, by name.
export * from './schemas/index.ts';
export { CONTRACTS_VERSION, isContractCompatible } from './version.ts';
export { TIMERS, MOBILE_BREAKPOINT, LIMITS, DEFAULT_TIP, defaultMinimumOrderValue } from './constants.ts';
export { REMOTE_PORTS, remoteFederationName } from './remote-names.ts';
export { formatMoney, currencyLocale } from './format/money.ts';
export { formatCalendarDate } from './format/date.ts';
export { paths, ROUTE_TABLE } from './paths/paths.ts';
export { ROUTES, type RouteDefinition, type RouteName } from './paths/routes.ts';
export type { RemoteRoutesModule, RouteOpenedEvents, RouteVisit } from './remote-module.ts';
export { reportSingletons, type SingletonReport } from './singletons.ts';
export { apiBaseUrl, DEFAULT_API_PORT, SERVER_API_URL_VARIABLE } from './api/base-url.ts';
export { ApiRequestError, toApiRequestError } from './api/errors.ts';
export { httpClient, type RequestHeaders } from './api/client.ts';
export { apiFxOf, createApiFx, type ApiCall } from './api/api-effect.ts';
export { serverDataHandlers } from './api/server-handlers.ts';
export { $requestHeaders } from './api/request-context.ts';
export { api, type BookingRef } from './api/endpoints.ts';
export { followBooking } from './live/follow-booking.ts';
export { readBootConfig, loadMenu, loadSupplier, type EarlyRequest } from './api/boot.ts';
export { $instance, instanceLoaded, $supplier, supplierLoaded, supplierCleared } from './model/instance.ts';
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
export { screenStatus, type ScreenStatus } from './model/screen-status.ts';
export { wait } from './model/wait.ts';
export { LoadFailed } from './ui/load-failed.tsx';
export { $order, serviceChosen, type OrderState } from './model/order.ts';
export {
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
  productCountChanged,
  productRemoved,
  cartCleared,
  type CartItem,
  type CartLine,
  type CartState,
} from './model/cart.ts';
export { $profile, $session, profileLoaded, profileDropped, sessionStarted } from './model/profile.ts';
export {
  appStarted,
  createSessionFx,
  checkProfileFx,
  createProfileFx,
  sessionRetryFx,
  profileRetryFx,
} from './model/bootstrap.ts';
export { persistenceStarted, storageKey, STORAGE_VERSION } from './model/persistence.ts';
export { i18n, registerTranslations, pickLanguage, languageChoices } from './i18n/i18n.ts';
export { errorMessageKey } from './i18n/common-messages.ts';
