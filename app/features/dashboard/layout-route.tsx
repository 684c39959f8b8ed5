import { DashboardErrorBoundary, DashboardFrame } from "~/features/dashboard/layout";
import type { ScriptsHandle } from "~/kernel/ui/scripts";

/** The dashboard's layout route, at both doors (app/routes.ts): contract header, navigation, the page. */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["dashboard"] };
export default DashboardFrame;
export const ErrorBoundary = DashboardErrorBoundary;
