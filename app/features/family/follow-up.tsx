import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { personalDataHeaders } from "~/kernel/platform/security";
import { FollowedList, familyMeta } from "~/features/family/relative-page";
import { loadFollowedList } from "~/features/family/relative.server";

/** /services-seniors/suivi: the people a signed-in relative follows. */
export const handle: ScriptsHandle = { i18n: ["family", "dashboard"] };
export const meta = familyMeta((family) => family.follow.list);
export const headers = personalDataHeaders;
export const loader = (args: LoaderFunctionArgs) => loadFollowedList(args);
export default FollowedList;
