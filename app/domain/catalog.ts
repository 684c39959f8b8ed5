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

/** A category code or product-page slug as the routes accept it: lower-case words and dashes. */
export function isCategoryCode(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9][a-z0-9-]{0,79}$/.test(value);
}
