import { createEffect, createEvent, createStore, sample } from 'effector';
import { identityApi } from '../api/identity-endpoints.ts';
import type { ErrorReportKind, ErrorReportRequest } from '../schemas/identity.ts';
import { $instance } from './instance.ts';
import { reportableUrl } from './page-address.ts';

/** One error in ten is reported. */
export const ERROR_REPORT_SAMPLE_RATE = 0.1;
/** At most this many reports leave one page, whatever loop of errors it is in. */
export const MAX_ERROR_REPORTS_PER_PAGE = 10;

export interface CaughtError {
  kind: ErrorReportKind;
  error: unknown;
}

/** Where the browser is when it reports (read in the browser, by the shell). */
export interface ErrorPlace {
  url: string;
  userAgent: string;
}

/** Any error the page caught (window errors, rejections, a screen that failed, a chunk): maybe reported. */
export const errorCaught = createEvent<CaughtError>();

/**
 * The random source of the sampling: an effect, so a test gives its own draw. Each caught error is drawn
 * once; below `ERROR_REPORT_SAMPLE_RATE` it is reported.
 */
export const drawErrorSampleFx = createEffect((caught: CaughtError) => ({ caught, draw: Math.random() }));
/** Reads where the page is; an effect, so it runs only in the browser and tests give their own. */
export const errorPlaceFx = createEffect((caught: CaughtError) => ({
  caught,
  place: { url: reportableUrl(window.location.href), userAgent: navigator.userAgent } satisfies ErrorPlace,
}));
export const sendErrorReportFx = createEffect(async (report: ErrorReportRequest) => {
  await identityApi.reportError(report);
});

const $reportsSent = createStore(0, { serialize: 'ignore' }).on(sendErrorReportFx, (count) => count + 1);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The report of one caught error, cut to the sizes the API takes. */
export function errorReportOf(
  caught: CaughtError,
  place: ErrorPlace,
  customerId: number | undefined,
): ErrorReportRequest {
  const error = caught.error;
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    ...(customerId === undefined ? {} : { customer_id: customerId }),
    kind: caught.kind,
    message: cut(message || 'Unknown error', 1_000),
    stack: cut(stack, 4_000),
    url: cut(place.url, 1_000),
    user_agent: cut(place.userAgent, 500),
  };
}

sample({
  clock: errorCaught,
  source: $reportsSent,
  filter: (sent) => sent < MAX_ERROR_REPORTS_PER_PAGE,
  fn: (_, caught) => caught,
  target: drawErrorSampleFx,
});
sample({
  clock: drawErrorSampleFx.doneData,
  filter: ({ draw }) => draw < ERROR_REPORT_SAMPLE_RATE,
  fn: ({ caught }) => caught,
  target: errorPlaceFx,
});
sample({
  clock: errorPlaceFx.doneData,
  source: $instance,
  fn: (instance, { caught, place }) => errorReportOf(caught, place, instance?.id),
  target: sendErrorReportFx,
});
