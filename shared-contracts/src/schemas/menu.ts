import * as z from 'zod/mini';

export const productChoiceSchema = z.object({
  slug: z.string(),
  label: z.string(),
  price: z.number(),
});
export const productOptionSchema = z.object({
  slug: z.string(),
  label: z.string(),
  required: z.boolean(),
  min: z.int(),
  max: z.int(),
  choices: z.array(productChoiceSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  id: z.int(),
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  category: z.string(),
  subcategory: z.nullable(z.string()),
  /** Major currency unit (COP 38000, PEN 24.5). */
  price: z.number(),
  promo: z.nullable(z.number()),
  image: z.string(),
  available: z.boolean(),
  /** Units left; null means unlimited. */
  stock: z.nullable(z.int()),
  alcoholic: z.boolean(),
  new: z.boolean(),
  options: z.array(productOptionSchema),
});
export type Product = z.infer<typeof productSchema>;

export const subcategorySchema = z.object({ slug: z.string(), label: z.string() });
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categorySchema = z.object({
  slug: z.string(),
  label: z.string(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/suppliers/{id}/menu.json */
export const menuSchema = z.object({
  supplier_id: z.int(),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
});
export type Menu = z.infer<typeof menuSchema>;
