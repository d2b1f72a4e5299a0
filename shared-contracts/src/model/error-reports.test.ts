import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorReportRequest } from '../schemas/identity.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import {
  drawErrorSampleFx,
  errorCaught,
  errorPlaceFx,
  errorReportOf,
  ERROR_REPORT_SAMPLE_RATE,
  MAX_ERROR_REPORTS_PER_PAGE,
  sendErrorReportFx,
  type CaughtError,
} from './error-reports.ts';
import { $instance } from './instance.ts';

const place = { url: 'http://la-brasa.localhost:5173/chapinero/menu', userAgent: 'UA' };

/** A scope whose random source answers `draws` in turn, recording what it would send. */
function scopeWith(draws: number[]) {
  const sent: ErrorReportRequest[] = [];
  const next = [...draws];
  const scope = fork({
    values: [[$instance, makeInstanceConfig({ id: 3 })]],
    handlers: [
      [drawErrorSampleFx, (caught: CaughtError) => ({ caught, draw: next.shift() ?? 1 })],
      [errorPlaceFx, (caught: CaughtError) => ({ caught, place })],
      [sendErrorReportFx, vi.fn(async (report: ErrorReportRequest) => void sent.push(report))],
    ],
  });
  return { scope, sent };
}

describe('error reports', () => {
  it(`sends the errors whose draw is below ${ERROR_REPORT_SAMPLE_RATE}, and only those`, async () => {
    const { scope, sent } = scopeWith([0.05, 0.1, 0.5, 0.0999]);
    for (const message of ['first', 'second', 'third', 'fourth']) {
      await allSettled(errorCaught, { scope, params: { kind: 'error', error: new Error(message) } });
    }
    expect(sent.map((report) => report.message)).toEqual(['Error: first', 'Error: fourth']);
    expect(sent[0]).toMatchObject({ customer_id: 3, kind: 'error', url: place.url, user_agent: 'UA' });
  });

  it(`sends at most ${MAX_ERROR_REPORTS_PER_PAGE} reports from one page`, async () => {
    const { scope, sent } = scopeWith(Array.from({ length: 30 }, () => 0));
    for (let i = 0; i < 30; i++) {
      await allSettled(errorCaught, { scope, params: { kind: 'unhandled_rejection', error: `loop ${i}` } });
    }
    expect(sent).toHaveLength(MAX_ERROR_REPORTS_PER_PAGE);
  });

  it('cuts a report to the sizes the API takes', () => {
    const error = new Error('m'.repeat(5_000));
    error.stack = 's'.repeat(9_000);
    const report = errorReportOf(
      { kind: 'render', error },
      { url: 'u'.repeat(2_000), userAgent: 'a' },
      undefined,
    );
    expect(report.message.length).toBe(1_000);
    expect(report.stack?.length).toBe(4_000);
    expect(report.url?.length).toBe(1_000);
    expect(report).not.toHaveProperty('customer_id');
    expect(errorReportOf({ kind: 'error', error: '' }, place, 1).message).toBe('Unknown error');
  });
});
