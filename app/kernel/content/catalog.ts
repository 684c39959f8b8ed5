import { z } from "zod";

/**
 * A shop category of the content system (SPEC 2: /boutique/c/{categoryCode}, /pp/c/{slug}): its
 * name, description and products. A product without a name or a price is not shown.
 */
const productSchema = z.object({
  code: z.string(),
  name: z.string().trim().min(1),
  priceWithTaxes: z.number().int().nonnegative(),
  unit: z.string().optional().nullable(),
});

export const categorySchema = z.object({
  code: z.string(),
  name: z.string().trim().min(1),
  description: z.string().optional().nullable(),
  products: z
    .array(z.unknown())
    .default([])
    .transform((products) =>
      products.flatMap((product) => {
        const parsed = productSchema.safeParse(product);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

export type Category = z.infer<typeof categorySchema>;

/** The longest code asked of the content system; a longer one cannot be a category. */
export const MAX_CATEGORY_CODE_LENGTH = 120;

/**
 * SPEC 2: any code is accepted as a route parameter. The code the content system is asked for
 * (trimmed), or null when there is nothing to ask: empty, too long, or with control characters.
 * Either way the route answers with a page; only a known code has a name and products.
 */
export function categoryLookupCode(value: string | undefined): string | null {
  const code = value?.trim() ?? "";
  return code.length > 0 && code.length <= MAX_CATEGORY_CODE_LENGTH && !/[\u0000-\u001f\u007f]/.test(code) ? code : null;
}
