/** The app's timers and retry periods, in milliseconds. */
export const TIMERS = {
  sessionPollMs: 30_000,
  acquisitionRetryMs: 1_500,
  trackingRetryMs: 1_000,
  profileRetryMs: 15_000,
  landingSpinnerMs: 1_500,
  redirectHomeMs: 1_000,
  chunkTimeoutMs: 120_000,
  noPendingPaymentsTooltipMs: 3_000,
  /** How often the booking detail page reads its booking again while it is open. */
  bookingPollMs: 3_000,
  /** How often the pickup board at a branch's counter reads its orders again. */
  pickupBoardPollMs: 15_000,
} as const;

/** Viewports narrower than this count as mobile. */
export const MOBILE_BREAKPOINT = 980;

export const LIMITS = {
  chatMessages: 5,
  couponMinLength: 4,
  onlyPayMinimumPurchase: 10_000,
  bookingRatingMax: 10,
} as const;

export const DEFAULT_TIP = { include: true, percent: 10 } as const;

/** Default minimum order value per country when the branch sets none. */
export function defaultMinimumOrderValue(countryCode: string): number {
  if (countryCode === 'CO') return 10_000;
  if (countryCode === 'MX') return 50;
  return 0;
}
