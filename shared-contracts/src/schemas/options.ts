import * as z from 'zod/mini';

/** A chosen option group of a line, with the labels and extra prices it had when it was added. */
export const purchaseItemOptionSchema = z.object({
  slug: z.string(),
  label: z.string(),
  choices: z.array(z.object({ slug: z.string(), label: z.string(), price: z.number() })),
});
export type PurchaseItemOption = z.infer<typeof purchaseItemOptionSchema>;

/** One option group chosen for a product: the group's slug and the chosen choices' slugs. */
export const chosenOptionSchema = z.object({
  slug: z.string().check(z.maxLength(80)),
  choices: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50)),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;
