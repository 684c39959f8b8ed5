import { DashboardErrorBoundary, DashboardFrame } from "~/features/dashboard/layout";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";

/** The dashboard's layout route, at both doors (app/routes.ts): contract header, navigation, the page. */
export const handle: ScriptsHandle = { hydrate: true, i18n: ["dashboard"] };
// A page with scripts elsewhere may link here: the layout's texts then come with the navigation.
export const clientLoader = loadTexts(handle, { serverData: false });
export default DashboardFrame;
export const ErrorBoundary = DashboardErrorBoundary;
