import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { personalDataHeaders } from "~/kernel/platform/security";
import { InvitationPage, familyMeta } from "~/features/family/relative-page";
import { actInvitation, loadInvitation } from "~/features/family/relative.server";

/** /services-seniors/suivi/invitation?jeton=…: accepting an invitation to follow a relative. */
export const handle: ScriptsHandle = { i18n: ["family", "dashboard"] };
export const meta = familyMeta((family) => family.invitation.title);
export const headers = personalDataHeaders;
export const loader = (args: LoaderFunctionArgs) => loadInvitation(args);
export const action = (args: ActionFunctionArgs) => actInvitation(args);
export default InvitationPage;
