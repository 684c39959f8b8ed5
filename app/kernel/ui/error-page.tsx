import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSessionId } from "./nonce";
import { formatMoment } from "~/kernel/i18n/date-format";

export type ErrorTitleKey = "notFound" | "notAllowed" | "unavailable" | "generic" | "resourceNotFound" | "badRequest" | "auditUnavailable";

const MESSAGE_KEYS: readonly ErrorTitleKey[] = ["notFound", "notAllowed", "unavailable", "generic", "resourceNotFound", "badRequest", "auditUnavailable"];

/** SPEC 8: 404 'This page could not be found', 403 'Not allowed', otherwise a generic error. */
export function errorTitleKey(status: number, messageKey?: unknown): ErrorTitleKey {
  if (typeof messageKey === "string" && (MESSAGE_KEYS as readonly string[]).includes(messageKey)) {
    return messageKey as ErrorTitleKey;
  }
  if (status === 404) return "notFound";
  if (status === 403) return "notAllowed";
  if (status === 400) return "badRequest";
  if (status === 502 || status === 503 || status === 504) return "unavailable";
  return "generic";
}

interface Props {
  status: number;
  messageKey?: unknown;
  sessionId: string | null;
  /** The way back (the SIBP error page leads to the agent's home); the site's home by default. */
  home?: { href: string; label: string };
  /** A sentence under the title saying what happened. */
  text?: string;
  /** The title, when the page knows better than the status. */
  title?: string;
}

/** The error layout (SPEC 2): the status code, the session id read from its cookie, and the date. */
function ErrorDetails({ status, messageKey, sessionId, home, text, title }: Props) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  // "1er mars 2026 à 10:05": the one long-date rule (decision 104), the words of the page.
  const date = t("errors.moment", formatMoment(now, i18n.language));
  return (
    <div className="error-page">
      <h1>{title ?? t(`errors.${errorTitleKey(status, messageKey)}`)}</h1>
      {text ? <p>{text}</p> : status === 503 && <p>{t("errors.tryAgain")}</p>}
      <dl className="error-details">
        <dt>{t("errors.statusLabel")}</dt>
        <dd>{status}</dd>
        <dt>{t("errors.sessionLabel")}</dt>
        <dd>{sessionId ?? t("errors.noSession")}</dd>
        <dt>{t("errors.dateLabel")}</dt>
        <dd>
          <time dateTime={now.toISOString()} suppressHydrationWarning>
            {date}
          </time>
        </dd>
      </dl>
      <p>
        <a href={home?.href ?? "/"}>{home?.label ?? t("errors.backHome")}</a>
      </p>
    </div>
  );
}

/** If the error page itself fails in the browser, this fallback still offers a way home. */
class ErrorPageGuard extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ErrorPageFailure() {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <h1>{t("errors.errorPageFailed")}</h1>
      <p>
        <a href="/">{t("errors.backHome")}</a>
      </p>
    </div>
  );
}

export function ErrorPage(props: Props) {
  return (
    <ErrorPageGuard fallback={<ErrorPageFailure />}>
      <ErrorDetails {...props} />
    </ErrorPageGuard>
  );
}

/**
 * The error page of a route's error boundary: the status and message the route threw (a thrown
 * Response or `data()`), 500 for anything else. The root, the dashboard's layout and the SIBP
 * layout render it, each inside what of its layout still stands.
 */
export function RouteErrorPage({ home }: { home?: Props["home"] }) {
  const error = useRouteError();
  const sessionId = useSessionId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const messageKey = isRouteErrorResponse(error) ? (error.data as { messageKey?: unknown } | null)?.messageKey : undefined;
  return <ErrorPage status={status} messageKey={messageKey} sessionId={sessionId} home={home} />;
}
