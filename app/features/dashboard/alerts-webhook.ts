import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveAlert } from "~/features/dashboard/alerts.server";

/** POST /vsmp/webhooks/alertes: the hub announces an alert (decision 087); signed, no session. */
export const action = ({ request, context }: ActionFunctionArgs) => receiveAlert(request, context.requestId);
export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
