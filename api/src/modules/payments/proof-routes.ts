import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentProofCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { PAYMENT_PROOF, paymentProofsResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { badRequest, errorAnswers, HttpError, notFound } from '../../lib/errors.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { requireMemberPurchase } from '../../domain/purchases/access.ts';
import { purchaseIdParam } from '../../domain/purchases/context.ts';
import { callerInstanceId } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { imageTypeOf } from './proof-image.ts';
import {
  paymentOfPurchase,
  proofImage,
  proofsOfPurchase,
  purchaseOfInstance,
  saveProof,
} from './proof-queries.ts';

const FIELDS = ['purchase_id', 'payment_id'] as const;
type Field = (typeof FIELDS)[number];
const fieldsSchema = z.object({ purchase_id: purchaseIdParam, payment_id: purchaseIdParam.optional() });

const tooLarge = () =>
  new HttpError(
    413,
    'image_too_large',
    `The image is larger than ${PAYMENT_PROOF.maxBytes} bytes`,
    undefined,
    {
      max_bytes: PAYMENT_PROOF.maxBytes,
    },
  );

const isMultipartError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** The form's fields and its one image, read within the limits (a larger image stops the read). */
async function readForm(
  parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>,
) {
  const fields: Partial<Record<Field, string>> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        // Only the first file named `image` counts; anything else is read to the end and dropped.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && image === null) image = bytes;
      } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname as Field] = part.value;
      }
    }
  } catch (error) {
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isMultipartError(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw badRequest('Send the image as multipart/form-data', [{ path: 'image', message: 'required' }]);
    }
    // The plugin's own limits (too many parts, fields or files) carry their 4xx status.
    if (hasClientStatus(error)) throw error;
    // Anything else the parser throws is the body's fault (no boundary, a part cut short, a broken
    // header): the client sent a malformed form, never a server error.
    throw new HttpError(400, 'multipart_invalid', 'The multipart/form-data body is malformed');
  }
  return { fields, image };
}

const hasClientStatus = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * `POST /api/pay_purchase_image`: a diner attaches an image proving a payment made outside
 * the app (a bank transfer's receipt) to a purchase they joined. The type is read from the bytes (JPEG,
 * PNG, WebP), the size is capped (5 MB); the image is kept in the database and the operator reads it with
 * the staff calls below.
 */
export const paymentProofRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: PAYMENT_PROOF.maxBytes, files: 2, fields: 5, fieldSize: 100, parts: 8 },
  });

  declaredRoute(app, paymentProofCall, {
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    tags: ['payments'],
    summary:
      'Attaches a payment proof image (multipart: purchase_id, payment_id?, image) to a purchase the profile joined',
    security: PROFILE_SECURITY,
    answers: errorAnswers(400, 401, 403, 404, 413, 415, 429),
    handler: async (req, reply) => {
      // Who sends it is checked before a byte of the body is read.
      const { instance, profile } = await requireDiner(app.db, req);
      if (!req.isMultipart()) {
        throw badRequest('Send the image as multipart/form-data', [{ path: 'image', message: 'required' }]);
      }
      const { fields, image } = await readForm(req.parts());
      const parsed = fieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw badRequest('purchase_id is required (and payment_id, when given, must be an id)', [
          { path: 'purchase_id', message: 'required' },
        ]);
      }
      const purchase = await requireMemberPurchase(app.db, instance, profile, parsed.data.purchase_id);
      if (!image || image.length === 0) {
        throw badRequest('Attach the image of the payment', [{ path: 'image', message: 'required' }]);
      }
      const contentType = imageTypeOf(image);
      if (!contentType) {
        throw new HttpError(415, 'image_type_invalid', 'The file is not a JPEG, PNG or WebP image');
      }
      const paymentId = parsed.data.payment_id ?? null;
      if (paymentId !== null && !(await paymentOfPurchase(app.db, paymentId, purchase.id))) {
        throw notFound('payment_not_found', `No payment ${paymentId} on purchase ${purchase.id}`);
      }
      const proof = await saveProof(app.db, {
        instanceId: instance.id,
        purchaseId: purchase.id,
        profileId: profile.id,
        paymentId,
        contentType,
        bytes: image,
      });
      req.log.info({ proof: proof.id, purchase: purchase.id }, 'payment proof attached');
      return reply.code(201).send({ proof });
    },
  });
};

/**
 * The staff's view of the proofs, registered under `/staff/payment_proofs`: the operator's token, or a
 * session allowed `payments`, which sees its own instance's proofs only (another's are not found).
 */
export const staffPaymentProofRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { staff: { capability: 'payments', instance: 'object' } },
      schema: {
        tags: ['staff'],
        summary: "A purchase's payment proofs, newest first (payments)",
        security: STAFF_SECURITY,
        querystring: z.object({ purchase_id: purchaseIdParam }),
        response: { 200: paymentProofsResponseSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (req) => {
      const instanceId = callerInstanceId(req);
      // Another instance's purchase is the same 404 as an unknown one (an empty list would say it exists).
      if (instanceId !== null && !(await purchaseOfInstance(app.db, req.query.purchase_id, instanceId))) {
        throw notFound('purchase_not_found', `No purchase ${req.query.purchase_id}`);
      }
      return { proofs: await proofsOfPurchase(app.db, req.query.purchase_id, instanceId) };
    },
  );

  app.get(
    '/:id',
    {
      config: { staff: { capability: 'payments', instance: 'object' } },
      schema: {
        tags: ['staff'],
        summary: 'The image of a payment proof (payments)',
        security: STAFF_SECURITY,
        params: z.object({ id: purchaseIdParam }),
        response: errorAnswers(401, 403, 404),
      },
    },
    async (req, reply) => {
      const image = await proofImage(app.db, req.params.id, callerInstanceId(req));
      if (!image) throw notFound('proof_not_found', `No payment proof ${req.params.id}`);
      // Served as the type its bytes showed, never sniffed further, never run as a page.
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, no-store')
        .type(image.contentType)
        .send(image.bytes as never);
    },
  );
};
