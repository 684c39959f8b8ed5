import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { personalDataHeaders } from "~/kernel/platform/security";
import { FollowPage, familyMeta } from "~/features/family/relative-page";
import { actFollow, loadFollow } from "~/features/family/relative.server";

/**
 * /services-seniors/suivi/{contract}: a relative's read-only follow-up page (decision 085), behind
 * the relative's guard (following now, asked of the hub on every request; audited).
 */
export const handle: ScriptsHandle = { i18n: ["family", "dashboard"] };
export const meta = familyMeta((family) => family.follow.reports);
export const headers = personalDataHeaders;
export const loader = (args: LoaderFunctionArgs) => loadFollow(args);
export const action = (args: ActionFunctionArgs) => actFollow(args);
export default FollowPage;
