import { z } from "zod";

/** The quotation handed to the client at the counter: the e-mail it is sent to (SPEC 2, agent variant). */
export const quotationFormSchema = z.object({
  email: z.string({ error: "sibp:quotation.errors.email" }).trim().email("sibp:quotation.errors.email"),
});

export type QuotationForm = z.infer<typeof quotationFormSchema>;
