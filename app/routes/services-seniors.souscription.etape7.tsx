/** etape7, the confirmation: the page lives in app/journey/pages/confirmation. */
import type { ScriptsHandle } from "~/components/scripts";

export { action, headers, loader } from "~/journey/pages/confirmation.server";
export { default, meta } from "~/journey/pages/confirmation";
/** Its "Se rétracter du contrat ici" (decision 123) reads the withdrawal's texts. */
export const handle: ScriptsHandle = { i18n: ["withdrawal"] };
