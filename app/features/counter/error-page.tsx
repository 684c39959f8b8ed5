import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/kernel/ui/error-page";
import { useSessionId } from "~/kernel/ui/nonce";
import type { RouteHandle } from "~/kernel/ui/templates";
import { sibpMeta } from "~/kernel/ui/counter-meta";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:error.title");

/**
 * /sibp/error-page (SPEC 8): where a SIBP page lands when an upstream answers 500 or more, or when
 * the agent's details cannot be fetched. The error layout (status, session id, date) in the SIBP
 * template, with a way back to the agent's home. It needs no agent: it must show even then.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get("status"));
  const status = Number.isInteger(requested) && requested >= 500 && requested <= 599 ? requested : 500;
  const reason = url.searchParams.get("reason") === "agent" ? "agent" : "upstream";
  return data({ status, reason }, { status, headers: { "Cache-Control": "private, no-store" } });
}

export default function SibpErrorPage() {
  const { status, reason } = useLoaderData<typeof loader>();
  const sessionId = useSessionId();
  const { t } = useTranslation();
  return (
    <ErrorPage
        status={status}
        sessionId={sessionId}
        title={reason === "agent" ? t("sibp:error.agentTitle") : t("sibp:error.title")}
        text={reason === "agent" ? t("sibp:error.agentText") : t("sibp:error.text")}
        home={{ href: "/sibp/home", label: t("sibp:error.backHome") }}
    />
  );
}
