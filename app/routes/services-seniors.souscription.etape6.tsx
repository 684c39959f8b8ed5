import type { MetaFunction } from "@remix-run/node";
import { personalDataHeaders } from "~/domain/security";
import { journeyMeta } from "~/journey/meta";
import { PaymentPage } from "~/journey/payment/payment";
import { paymentAction, paymentLoader } from "~/journey/payment/payment.server";

/**
 * Paiement: one address, three stages (the SEPA mandate, the order, the signature), each its own
 * module in app/journey/payment/ (decision 036).
 */
export const headers = personalDataHeaders;

export const loader = paymentLoader;
export const action = paymentAction;
export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "payment");

export default PaymentPage;
