import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReportCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { z } from 'zod';
import { OPERATOR_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { judgeCanaries } from './canary-watch.ts';
import { latestErrorReports, saveErrorReport } from './report-queries.ts';

/** A report is a few kilobytes at most (the schema caps each field); anything larger is refused unread. */
const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * Browser error reports (sampled at 0.1 by the client), registered under `/tracking`: the
 * API's own endpoint, so no outside service sees the diners' pages. Each report is logged (warn) and
 * stored for the operator (`GET /staff/error_reports`); deleted after 30 days (lib/retention.ts).
 */
export const errorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, errorReportCall, {
    bodyLimit: REPORT_BODY_LIMIT,
    // A page in a loop of errors must not fill the table: per client address and minute.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    tags: ['tracking'],
    summary: 'Stores one sampled browser error report',
    answers: errorAnswers(400, 413, 429),
    handler: async (req, reply) => {
      const id = await saveErrorReport(app.db, req.body);
      req.log.warn(
        { errorReport: { id, kind: req.body.kind, message: req.body.message, url: req.body.url } },
        'browser error report',
      );
      if (req.body.customer_id !== undefined) {
        // The report is stored whatever the judgement says; a failed judgement waits for the next report.
        const rule = { margin: app.env.CANARY_ERROR_MARGIN, minReports: app.env.CANARY_MIN_REPORTS };
        await judgeCanaries(app.db, req.body.customer_id, rule).then(
          (rolledBack) => {
            for (const verdict of rolledBack) req.log.warn({ canary: verdict }, 'canary rolled back');
          },
          (err: unknown) => req.log.error({ err }, 'canary judgement failed'),
        );
      }
      return reply.code(201).send({ id });
    },
  });
};

const storedReportSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  kind: z.string(),
  message: z.string(),
  stack: z.string(),
  url: z.string(),
  user_agent: z.string(),
  release: z.string(),
  created_at: z.string(),
});

/**
 * The operator's view of the latest reports, registered under `/staff/error_reports`: the platform's
 * token only (the reports span every instance, and some name none).
 */
export const staffErrorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { staff: { operatorOnly: true } },
      schema: {
        tags: ['staff'],
        summary: 'The latest browser error reports, newest first (operator token)',
        security: OPERATOR_SECURITY,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: {
          200: z.object({ reports: z.array(storedReportSchema) }),
          ...errorAnswers(401, 403),
        },
      },
    },
    async (req) => ({ reports: await latestErrorReports(app.db, req.query.limit) }),
  );
};
