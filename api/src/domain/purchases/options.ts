import type { ApiError, ChosenOption, ProductOption, PurchaseItemOption } from 'shared-contracts/schemas';
import { HttpError } from '../../lib/errors.ts';

type Issues = NonNullable<ApiError['issues']>;

/**
 * Checks the chosen options of a product against its groups (unknown or repeated groups and choices,
 * fewer than `min` (at least one when `required`), more than `max`) and returns them with their labels
 * and the sum of the extra prices. Throws a 400 `invalid_options` listing every problem.
 */
export function resolveOptions(
  groups: ProductOption[],
  chosen: ChosenOption[] = [],
): { options: PurchaseItemOption[]; extra: number } {
  const issues: Issues = [];
  const bySlug = new Map<string, ChosenOption>();
  chosen.forEach((group, index) => {
    if (!groups.some((g) => g.slug === group.slug)) {
      issues.push({ path: `product.options.${index}.slug`, message: `Unknown option ${group.slug}` });
    } else if (bySlug.has(group.slug)) {
      issues.push({ path: `product.options.${index}.slug`, message: `Option ${group.slug} is repeated` });
    } else {
      bySlug.set(group.slug, group);
    }
  });

  const options: PurchaseItemOption[] = [];
  let extra = 0;
  for (const group of groups) {
    const picked = bySlug.get(group.slug)?.choices ?? [];
    const path = `product.options.${group.slug}`;
    const choices: PurchaseItemOption['choices'] = [];
    const seen = new Set<string>();
    for (const slug of picked) {
      const choice = group.choices.find((c) => c.slug === slug);
      if (!choice) issues.push({ path, message: `Unknown choice ${slug} in ${group.slug}` });
      else if (seen.has(slug)) issues.push({ path, message: `Choice ${slug} is repeated` });
      else {
        seen.add(slug);
        choices.push({ slug: choice.slug, label: choice.label, price: choice.price });
      }
    }
    const least = group.required ? Math.max(group.min, 1) : group.min;
    if (choices.length < least) {
      issues.push({ path, message: `${group.label}: choose at least ${least}` });
    } else if (choices.length > group.max) {
      issues.push({ path, message: `${group.label}: choose at most ${group.max}` });
    }
    if (choices.length > 0) {
      options.push({ slug: group.slug, label: group.label, choices });
      extra += choices.reduce((sum, c) => sum + c.price, 0);
    }
  }
  if (issues.length > 0) {
    throw new HttpError(400, 'invalid_options', 'The chosen options are not valid for this product', issues);
  }
  return { options, extra };
}
