import { z } from "zod";

/**
 * Editorial pages from the content system. SPEC 5 (Content): a button link is valid only with
 * both linkName and url; a picture only with a standard or widescreen image; a component is
 * displayed only when its required fields exist.
 */

const text = z.string().trim().min(1);
const safeUrl = z.string().regex(/^(\/(?!\/)|https:\/\/)/);

export const buttonLinkSchema = z.object({
  linkName: text,
  url: safeUrl,
  target: z.string().optional().nullable(),
  color: z.string().optional().nullable(),
  buttonBorderColor: z.string().optional().nullable(),
  buttonBackgroundColor: z.string().optional().nullable(),
});

const imageSchema = z.object({
  url: z.string().regex(/^(\/(?!\/)[\w./-]*|https:\/\/\S+)$/),
  altText: z.string().default(""),
  width: z.number().optional(),
  height: z.number().optional(),
});

const optionalImage = z.unknown().transform((value) => {
  const parsed = imageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

export const pictureSchema = z
  .object({ standard: optionalImage.optional(), widescreen: optionalImage.optional() })
  .refine((picture) => Boolean(picture.standard || picture.widescreen));

const optionalPicture = z.unknown().transform((value) => {
  const parsed = pictureSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

export type Picture = z.infer<typeof pictureSchema>;

/** SPEC 9: the brochure's subscription line carries a {phone} placeholder. */
export function fillPhone(text: string, phone: string | null | undefined): string {
  return text.replaceAll("{phone}", phone ?? "");
}

const optionalButton = z.unknown().transform((value) => {
  const parsed = buttonLinkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
});

const serviceSchema = z.object({ title: text, description: z.string().default(""), url: safeUrl });

const componentSchemas = {
  Banner: z.object({
    type: z.literal("Banner"),
    title: text,
    subtitle: z.string().optional().nullable(),
    image: optionalPicture.optional(),
  }),
  Article: z.object({
    type: z.literal("Article"),
    title: text,
    content: text,
    image: optionalPicture.optional(),
    button: optionalButton.optional(),
  }),
  Paragraph: z.object({
    type: z.literal("Paragraph"),
    title: z.string().optional().nullable(),
    content: text,
    /** The id other pages link to (`/page#anchor`); dropped when it is not a plain slug. */
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/).optional().catch(undefined),
  }),
  Separator: z.object({ type: z.literal("Separator") }),
  ButtonLink: buttonLinkSchema.extend({ type: z.literal("ButtonLink") }),
  Picture: z.object({ type: z.literal("Picture") }).and(pictureSchema),
  PictureRow: z.object({
    type: z.literal("PictureRow"),
    title: z.string().optional().nullable(),
    pictures: z.array(z.unknown()).transform((pictures) =>
      pictures.flatMap((picture) => {
        const parsed = pictureSchema.safeParse(picture);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  }),
  SubscriptionBlock: z
    .object({
      type: z.literal("SubscriptionBlock"),
      title: text,
      content: z.string().optional().nullable(),
      phone: z.string().optional().nullable(),
      button: optionalButton.optional(),
    })
    .transform((block) => ({ ...block, content: block.content ? fillPhone(block.content, block.phone) : null })),
  ServicesRow: z.object({
    type: z.literal("ServicesRow"),
    title: text,
    services: z.array(z.unknown()).transform((services) =>
      services.flatMap((service) => {
        const parsed = serviceSchema.safeParse(service);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
    button: optionalButton.optional(),
  }),
} as const;

export type ComponentType = keyof typeof componentSchemas;
export type ContentComponent = z.infer<(typeof componentSchemas)[ComponentType]>;

/** Keeps the components that can be displayed and drops the others (unknown or incomplete). */
export function displayableComponents(components: unknown[]): ContentComponent[] {
  return components.flatMap((component) => {
    const type = (component as { type?: unknown } | null)?.type;
    if (typeof type !== "string" || !(type in componentSchemas)) return [];
    const parsed = componentSchemas[type as ComponentType].safeParse(component);
    return parsed.success ? [parsed.data as ContentComponent] : [];
  });
}

export const contentPageSchema = z.object({
  uid: z.string(),
  label: z.string(),
  title: text,
  template: z.enum(["legacy", "full", "sibp"]).catch("legacy"),
  robots: z.string().optional().nullable(),
  abTesting: z.boolean().optional(),
  cashback: z.boolean().optional(),
  breadcrumb: z
    .array(z.object({ label: text, url: safeUrl.optional().nullable() }))
    .default([]),
  components: z.array(z.unknown()).default([]).transform(displayableComponents),
});

export type ContentPage = z.infer<typeof contentPageSchema>;
