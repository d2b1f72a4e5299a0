import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceCall, payCall, paymentCall, paymentMethodsCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { checkPhone } from 'shared-contracts/phone';
import { type PaymentRequest } from 'shared-contracts/schemas';
import { toMinor } from 'shared-contracts/money';
import { z } from 'zod';
import { publicApiOrigin } from '../../config/env.ts';
import { payments, purchases, suppliers } from '../../db/schema.ts';
import { badRequest, conflict, errorAnswers, notFound } from '../../lib/errors.ts';
import { hostnameOf } from '../../lib/instance.ts';
import { PROFILE_SECURITY } from '../../lib/profile-auth.ts';
import { announcePurchaseChange } from '../../domain/purchases/announce.ts';
import { dinerContext } from '../../domain/purchases/context.ts';
import { requireSupplier } from '../../lib/suppliers.ts';
import { loadBalance } from '../../domain/purchases/balance.ts';
import { toPayment } from './balance.ts';
import { charge, checkCard } from './charge.ts';
import { soldOutRefusal } from './sold-out.ts';
import { instanceSettings } from '../../lib/instance-settings.ts';
import { minimumOrderValue } from '../../lib/minimum-order.ts';
import { offeredMethods } from './methods.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

const tags = ['payments'];
const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(100) });

/** What each method needs besides the contact data. */
function checkMethodData(request: PaymentRequest, today: string): void {
  if (request.method === 'card') checkCard(request, today);
  if (request.method === 'pse' && (!request.pse || !request.return_origin)) {
    throw badRequest('PSE needs the bank, the client type and the return origin', [
      { path: 'pse', message: 'required' },
    ]);
  }
  if (request.method === 'nequi' && !request.nequi) {
    throw badRequest('Nequi needs a phone', [{ path: 'nequi.phone', message: 'required' }]);
  }
}

/**
 * Payment methods and payments, registered under `/api/v4`. `provider` is the
 * sandbox unless the caller passes another.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider?: PaymentProvider }> = async (app, options) => {
  const provider = options.provider ?? sandboxProvider(publicApiOrigin(app.env));

  declaredRoute(app, paymentMethodsCall, {
    tags,
    summary: "The branch's payment methods for a service, by its and the instance's flags",
    answers: errors,
    handler: async (req) => {
      const instance = await req.instance;
      const settings = await instanceSettings(app, instance);
      const supplier = await requireSupplier(app.db, instance, req.query.supplier_id);
      return {
        payment_methods: offeredMethods(supplier, settings.countryCode, req.query.service),
        currency: settings.currency,
        minimum_order_minor: toMinor(
          minimumOrderValue(supplier.minimumOrderValue, settings.countryCode),
          settings.currency,
        ),
        service_fee_label: settings.flags.service_fee_label,
        impoconsumo_label: settings.flags.impoconsumo_label,
        bank_transfer_account: supplier.paymentMethods.includes('bank_transfer')
          ? supplier.bankAccount
          : null,
      };
    },
  });

  declaredRoute(app, payCall, {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    tags,
    summary:
      'Pays a share of a purchase (whole, lines, equal part, amount); the server computes the amount and refuses one that is not `expected_amount_minor` (409 amount_changed), or one with products that went out of stock, taken off the bill first (409 product_unavailable, details.products and amount_minor). Idempotency-Key required',
    security: PROFILE_SECURITY,
    headers: idempotencyHeaders,
    answers: errors,
    handler: async (req, reply) => {
      const { instance, profile, purchase } = await dinerContext(app, req, req.body.purchase_id);
      const settings = await instanceSettings(app, instance);
      const [supplier] = await app.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.id, purchase.supplierId))
        .limit(1);
      if (!supplier) throw notFound('supplier_not_found', 'No branch');
      const request = req.body;
      const offered = offeredMethods(supplier, settings.countryCode, purchase.service);
      if (!offered.some((option) => option.method === request.method)) {
        throw conflict('payment_method_unavailable', `${supplier.label} does not take ${request.method}`);
      }
      if (!checkPhone(request.contact.phone, settings.countryCode).valid) {
        throw badRequest('Invalid phone', [{ path: 'contact.phone', message: 'invalid' }]);
      }
      const today = app.clock.now().toISOString().slice(0, 10);
      checkMethodData(request, today);
      let returnBase: string | undefined;
      if (request.method === 'pse' && request.return_origin) {
        const origin = new URL(request.return_origin);
        if (hostnameOf(origin.host) !== instance.domain) {
          throw badRequest('The return origin must be on the instance domain', [
            { path: 'return_origin', message: 'foreign' },
          ]);
        }
        returnBase = `${origin.origin}/${supplier.slug}/webcheckout/`;
      }
      const outcome = await charge(app.db, provider, {
        purchaseId: purchase.id,
        profileId: profile.id,
        instanceId: instance.id,
        // The route's headers schema let one string through; the declaration does not type headers.
        idempotencyKey: String(req.headers['idempotency-key']),
        request,
        // A delivery or take-away order keeps the minimum it was placed with (its zone's, or the branch's).
        minimumOrder:
          purchase.delivery?.minimum_order_value ??
          minimumOrderValue(supplier.minimumOrderValue, settings.countryCode),
        today,
        ...(returnBase ? { returnBase } : {}),
      });
      if (outcome.kind === 'sold_out') {
        // The lines went off the bill for good: table mates and the staff hear of it before the refusal.
        await announcePurchaseChange(app, {
          purchaseId: purchase.id,
          menuChanged: outcome.menuChanged,
          supplierId: purchase.supplierId,
        });
        throw soldOutRefusal(outcome.removed, outcome);
      }
      if (outcome.created && purchase.service !== 'on_table') {
        // Whom the staff call about the order: the one who pays it, as they wrote it on the contact form.
        await app.db
          .update(purchases)
          .set({ contact: { name: request.contact.name.trim(), phone: request.contact.phone } })
          .where(eq(purchases.id, purchase.id));
      }
      if (outcome.created) await announcePurchaseChange(app, { purchaseId: purchase.id, menuChanged: false });
      return reply.code(outcome.created ? 201 : 200).send({
        payment: toPayment(outcome.row, supplier.id, profile.id),
        balance: outcome.balance,
      });
    },
  });

  declaredRoute(app, paymentCall, {
    tags,
    summary: 'One payment of a purchase the profile joined (the webcheckout page after the bank)',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const [row] = await app.db.select().from(payments).where(eq(payments.id, req.params.id)).limit(1);
      if (!row) throw notFound('payment_not_found', `No payment ${req.params.id}`);
      const { profile, purchase } = await dinerContext(app, req, row.purchaseId);
      return {
        payment: toPayment(row, purchase.supplierId, profile.id),
        balance: await loadBalance(app.db, purchase.id),
      };
    },
  });

  declaredRoute(app, balanceCall, {
    tags,
    summary: 'What a purchase owes and what its payments cover (minor units)',
    security: PROFILE_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { purchase } = await dinerContext(app, req, req.params.purchase);
      return { balance: await loadBalance(app.db, purchase.id) };
    },
  });
};
