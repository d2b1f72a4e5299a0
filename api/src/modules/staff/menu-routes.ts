import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMenuCall, staffProductUpdateCall } from 'shared-contracts/api-declarations';
import { currencyDigits, isPayableAmount } from 'shared-contracts/money';
import type { Currency, StaffProductUpdate } from 'shared-contracts/schemas';
import { declaredRoute } from '../../lib/declared-route.ts';
import { badRequest, errorAnswers } from '../../lib/errors.ts';
import { instanceSettings } from '../../lib/instance-settings.ts';
import { auditActorOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireBranchOfPath } from '../../lib/suppliers.ts';
import { branchesOfMenu, menuCategories, menuProducts, updateProduct } from './menu-queries.ts';

const errors = errorAnswers(400, 401, 403, 404);
const updateErrors = errorAnswers(400, 401, 403, 404, 409, 422);

/**
 * A price or promo must be payable in the instance's currency (half a peso can be neither shown nor
 * charged), as a manual payment's amount must.
 */
function requirePayablePrices(change: StaffProductUpdate, currency: Currency): void {
  const unpayable = (['price', 'promo'] as const).filter((key) => {
    const value = change[key];
    return typeof value === 'number' && !isPayableAmount(value, currency);
  });
  if (unpayable.length > 0) {
    throw badRequest(
      'A price has more decimals than the currency',
      unpayable.map((key) => ({
        path: key,
        message: `${currency} takes at most ${currencyDigits(currency)} decimals`,
      })),
    );
  }
}

/** A branch's menu as the managers change it (under `/staff`): sold out, stock, price, promo. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffMenuCall, {
    config: { staff: { capability: 'menu', instance: 'path' } },
    tags: ['staff'],
    summary:
      "A branch's products with availability, stock, price and promo, and the branches sharing its menu (menu)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const { branch } = await requireBranchOfPath(app.db, req.params);
      return {
        branch_id: branch.id,
        shared_with: (await branchesOfMenu(app.db, branch.menuId)).filter((other) => other.id !== branch.id),
        categories: await menuCategories(app.db, branch.menuId),
        products: await menuProducts(app.db, branch.menuId),
      };
    },
  });

  declaredRoute(app, staffProductUpdateCall, {
    config: { staff: { capability: 'menu', instance: 'path' } },
    tags: ['staff'],
    summary:
      'Marks a product sold out or available, sets its stock, price or promo; diners see it on their next menu load (menu)',
    security: STAFF_SECURITY,
    answers: updateErrors,
    handler: async (req) => {
      const { instance, branch } = await requireBranchOfPath(app.db, req.params);
      requirePayablePrices(req.body, (await instanceSettings(app, instance)).currency);
      const product = await updateProduct(app.db, branch.menuId, req.params.product, req.body, {
        instanceId: instance.id,
        actor: auditActorOf(req),
      });
      // This process drops its cached menus now; the others within the instance-ref second.
      app.forgetInstances();
      return { product };
    },
  });
};
