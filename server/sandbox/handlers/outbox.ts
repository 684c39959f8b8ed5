import { createHmac } from "node:crypto";
import { HttpResponse, type HttpHandler } from "msw";
import { visitEvent, type VisitReport } from "../history.js";
import { own } from "../own.js";
import { VISIT_PHOTOS } from "../seed/photos.js";
import type { SandboxStore } from "../store.js";
import type { SentMail } from "../types.js";
import { json, noContent, problem, readJsonObject, route } from "./respond.js";

/** Where the hub tells the app of a new alert (decision 087): its URL and shared secret. */
export interface HubWebhook {
  url: string;
  secret: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** A mail's text with its web addresses made links (escaped first: a mail is never trusted as HTML). */
const linked = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(mails: SentMail[]): string {
  const items = [...mails]
    .reverse()
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject || "(sans objet)")}</h2>
  <p class="meta">À : ${escape(mail.to)}${mail.from ? ` · De : ${escape(mail.from)}` : ""} · ${escape(mail.sentAt)}${mail.via === "hub" ? " · écrit par le hub" : ""}</p>
  <pre>${linked(mail.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d'envoi du bac à sable</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}article{border:1px solid #bbb;border-radius:4px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}.meta{color:#444}form{margin:1rem 0}</style>
</head><body>
<h1>Boîte d'envoi du bac à sable</h1>
<p>Les e-mails que l'application envoie par SMTP au bac à sable (invitations, alertes, confirmations), du plus récent au plus ancien. Liste en JSON : <a href="/__sandbox/outbox.json">/__sandbox/outbox.json</a>.</p>
<form method="post" action="/__sandbox/contracts/2024000123/alerts"><input type="hidden" name="level" value="IMPORTANT"><button>Simuler une alerte importante sur le contrat 2024000123</button></form>
${items || "<p>Aucun e-mail pour l'instant.</p>"}
</body></html>`;
}

/** An alert as the postman's device would raise it, now. */
function raisedAlert(contractNumber: string, level: "IMPORTANT" | "NORMAL", sequence: number): VisitReport {
  const now = new Date();
  const id = `${contractNumber}-${now.toISOString().slice(0, 10).replace(/-/g, "")}-A${sequence}`;
  return visitEvent(contractNumber, id, now.toISOString(), {
    level,
    value: "BESOIN_FACTEUR",
    mood: level === "IMPORTANT" ? "BAD" : "AVERAGE",
    need: level === "IMPORTANT" ? "HEALTH" : "HOME_REPAIR",
    LPFRType: 5,
    base64Image: VISIT_PHOTOS[0]!.base64Image,
  });
}

/** The hub's call of the app: the event, signed with the shared secret over `{timestamp}.{body}`. */
async function notify(webhook: HubWebhook, alert: VisitReport): Promise<{ status: number } | { error: string }> {
  const body = JSON.stringify({ event: "ALERT", contractNumber: alert.valeur.contractNumber, alertId: alert.id, level: alert.valeur.level, eventDate: alert.valeur.eventDate });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", webhook.secret).update(`${timestamp}.${body}`).digest("hex");
  try {
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-timestamp": timestamp, "x-hub-signature-256": `sha256=${signature}` },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: String(error) };
  }
}

/**
 * The outbox (GET /__sandbox/outbox as a page, /__sandbox/outbox.json as a list, DELETE to empty
 * it) and the raising of an alert on a contract (POST /__sandbox/contracts/{n}/alerts with
 * `level`), which the hub then announces to the app's webhook when one is configured.
 */
export function outboxHandlers(store: SandboxStore, webhook: HubWebhook | null): HttpHandler[] {
  return [
    route("get", "/__sandbox/outbox", () => new HttpResponse(outboxPage(store.state.mails ?? []), { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } })),
    route("get", "/__sandbox/outbox.json", () => json(store.state.mails ?? [])),
    route("delete", "/__sandbox/outbox", () => {
      store.state.mails = [];
      store.changed();
      return noContent();
    }),
    route("post", "/__sandbox/contracts/:contractNumber/alerts", async ({ request, params }) => {
      const contractNumber = params.contractNumber ?? "";
      if (!own(store.state.hubContracts, contractNumber)) return problem(404, "CONTRACT_NOT_FOUND", `No contract ${contractNumber}`);
      const fromPage = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
      let level: unknown;
      if (fromPage) level = new URLSearchParams(await request.text()).get("level");
      else {
        const body = await readJsonObject(request, {});
        if (!body.ok) return body.response;
        level = body.value.level ?? "IMPORTANT";
      }
      if (level !== "IMPORTANT" && level !== "NORMAL") return problem(400, "INVALID_BODY", "level must be IMPORTANT or NORMAL");
      const events = ((store.state.events ??= {})[contractNumber] ??= []);
      const alert = raisedAlert(contractNumber, level, events.length + 1);
      events.push(alert);
      store.changed();
      const delivery = webhook ? await notify(webhook, alert) : null;
      if (fromPage) return new HttpResponse(null, { status: 303, headers: { Location: "/__sandbox/outbox" } });
      return json({ alert: { id: alert.id, level, eventDate: alert.valeur.eventDate }, webhook: delivery }, 201);
    }),
  ];
}
