import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addProductToBookCall, removeProductFromBookCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { conflict, errorAnswers, notFound } from '../../lib/errors.ts';
import { requireProfile } from '../../lib/profile-auth.ts';
import { resolveOptions } from '../../domain/purchases/options.ts';
import { requireLegalAge } from '../../domain/purchases/diner-changes.ts';
import {
  addBookingProduct,
  bookingOfLine,
  findBookingByToken,
  findMenuProduct,
  loadBooking,
  removeBookingProduct,
  type BookingRef,
} from './queries.ts';
import { requireBookingByToken } from './access.ts';
import { bookingErrors } from './schemas.ts';

/** A pre-order changes while the booking still stands. */
function requireOpen(ref: BookingRef): void {
  if (!['approved', 'pending', 'waitlist'].includes(ref.status)) {
    throw conflict('booking_not_open', 'This booking no longer takes a pre-order');
  }
}

/** Products pre-ordered for a booking, registered under `/shopping_cart`. */
export const bookingProductRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, addProductToBookCall, {
    tags: ['bookings'],
    summary:
      "Adds a product of the branch's menu, with its options, to a booking (purchase_id + its token in data_purchase) within its stock (checked, not taken); alcohol needs the profile headers of a diner of legal age",
    answers: { ...bookingErrors, ...errorAnswers(401, 403) },
    handler: async (req) => {
      const { purchase_id: id, data_purchase: data, product: wanted } = req.body;
      const ref = await requireBookingByToken(app, req, id, data.token);
      requireOpen(ref);
      const product = await findMenuProduct(app.db, ref.menuId, wanted.id);
      if (!product) throw notFound('product_not_found', "No such product on the branch's menu");
      if (!product.available) throw conflict('product_unavailable', 'This product is not available');
      // The same rules as an add at the table: the age check of the diner asking, the option groups and
      // (in the add, under the booking's lock) the stock.
      if (product.alcoholic) {
        requireLegalAge(await requireProfile(app.db, req, await req.instance));
      }
      const { options, extra } = resolveOptions(product.options, wanted.options);
      await addBookingProduct(
        app.db,
        ref.id,
        { id: product.id, label: product.label, price: product.price + extra, options },
        wanted.count,
      );
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });

  declaredRoute(app, removeProductFromBookCall, {
    tags: ['bookings'],
    summary: "Removes a pre-order line (its booking's token in `?token=`)",
    answers: bookingErrors,
    handler: async (req) => {
      const instance = await req.instance;
      const bookingId = await bookingOfLine(app.db, req.params.id);
      const ref = bookingId
        ? await findBookingByToken(app.db, instance.id, bookingId, req.query.token)
        : undefined;
      if (!ref) throw notFound('booking_product_not_found', 'No pre-order line with this id and token');
      requireOpen(ref);
      await removeBookingProduct(app.db, req.params.id);
      return { booking: await loadBooking(app.db, ref.id) };
    },
  });
};
