/** Promo codes and discounts: the pure rules of SPEC 3 "Discount", 4, 5 "Discounts" and 8. */
export * from "./codes";
export * from "./compatibility";
export * from "./limiter";
export * from "./offer";
export * from "./pricing";
export * from "./schemas";
export * from "./state";
export * from "./validity";
