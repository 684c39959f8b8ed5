/** etape6, the payment: one address, three stages, each its own module in app/journey/payment/ (decision 036). */
export { action, headers, loader } from "~/journey/payment/payment.server";
export { default, meta } from "~/journey/payment/payment";
