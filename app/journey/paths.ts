/** The price grids of the journey, as JSON, for the live price of "Vos services" (JavaScript on). */
export const PRICE_GRIDS_PATH = "/services-seniors/souscription/prix";
