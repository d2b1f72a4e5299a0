import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatMinor } from 'shared-contracts/money';
import { z } from 'zod';
import { instances, payments } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { hostnameOf, requireWritableInstanceId } from '../../lib/instance.ts';
import { announcePurchaseChange } from '../../domain/purchases/announce.ts';
import { purchaseIdParam } from '../../domain/purchases/context.ts';
import { bankMayAnswer, REFUND_DUE, settleBankAnswer } from './bank-answer.ts';

const params = z.object({ id: purchaseIdParam });
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox provider's stand-in for the PSE bank (`/api/v4/sandbox/pse/{payment}`): a page with
 * "approve" and "decline"; either settles the pending payment and sends the diner back to the site's
 * webcheckout page, which must be on the payment's instance domain (no open redirect). Like a real bank,
 * it never hears of a cancel in the shop: a payment its payer cancelled still offers both, and the answer
 * follows the late-answer rule (`settleBankAnswer`).
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function paymentWithDomain(id: number) {
    const [row] = await app.db
      .select({ payment: payments, domain: instances.domain })
      .from(payments)
      .innerJoin(instances, eq(instances.id, payments.instanceId))
      .where(eq(payments.id, id))
      .limit(1);
    if (!row || row.payment.method !== 'pse') throw notFound('payment_not_found', `No PSE payment ${id}`);
    return row;
  }

  function checkReturn(target: string, domain: string): string {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw badRequest('Invalid return address');
    }
    if (hostnameOf(url.host) !== domain) throw badRequest('The return address is not on the instance domain');
    return url.href;
  }

  app.get(
    '/sandbox/pse/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox PSE bank page (approve or decline a pending PSE payment)',
        params,
        querystring: z.object({ return: z.string().max(600) }),
      },
    },
    async (req, reply) => {
      const { payment, domain } = await paymentWithDomain(req.params.id);
      const back = checkReturn(req.query.return, domain);
      const amount = escape(formatMinor(payment.amountMinor, payment.currency));
      const form = (decision: string, label: string) =>
        `<form method="post"><input type="hidden" name="return" value="${escape(back)}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
      const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Banco de pruebas PSE</title></head><body><main><h1>Banco de pruebas PSE</h1><p>Pago ${payment.id}: ${amount}</p>${
        bankMayAnswer(payment)
          ? form('approve', 'Aprobar pago') + form('decline', 'Rechazar pago')
          : `<p>Estado: ${escape(payment.status)}</p><a href="${escape(back)}">Volver al comercio</a>`
      }</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/sandbox/pse/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox PSE bank decision; redirects (303) back to the webcheckout page',
        params,
        body: z.object({ return: z.string().max(600), decision: z.enum(['approve', 'decline']) }),
      },
    },
    async (req, reply) => {
      const { payment, domain } = await paymentWithDomain(req.params.id);
      // A locked site settles nothing, as it takes no other diner write.
      await requireWritableInstanceId(app, payment.instanceId);
      const back = checkReturn(req.body.return, domain);
      if (bankMayAnswer(payment)) {
        const { row, changed } = await settleBankAnswer(
          app.db,
          payment.id,
          req.body.decision === 'approve' ? 'approved' : 'declined',
        );
        // Money the bill could not take: the operator's log names it until the console lists refunds.
        if (changed && row.reason === REFUND_DUE) {
          app.log.warn(
            { paymentId: row.id, amountMinor: row.amountMinor },
            'PSE approved after its cancel: refund due',
          );
        }
        if (changed)
          await announcePurchaseChange(app, { purchaseId: payment.purchaseId, menuChanged: false });
      }
      return reply.redirect(back, 303);
    },
  );
};
