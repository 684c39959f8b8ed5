import nodemailer, { type Transporter } from "nodemailer";
import { config, type Configuration } from "./config.server";
import { log } from "./logger.server";
import { headerValue, mailBody } from "~/kernel/platform/mail-text";
import { metrics } from "./metrics.server";

/** A mail as the app writes it: plain text in the reader's language, no personal detail beyond what it must say. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a quotation's PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** The mail could not be handed to the relay: the caller says so to the person and keeps what was done. */
export class MailNotSent extends Error {
  constructor(readonly cause: unknown) {
    super(`mail not sent: ${String(cause)}`);
    this.name = "MailNotSent";
  }
}

type MailSettings = Configuration["mail"];

function transportOf(settings: MailSettings): Transporter {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    // The operator's relay upgrades with STARTTLS when it offers it (and must, outside the sandbox).
    requireTLS: !settings.toSandbox && !settings.secure,
    ignoreTLS: settings.toSandbox,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
}

let shared: { settings: MailSettings; transport: Transporter } | null = null;

/** The transport for these settings, made once (it holds no person's data: one per process is fine). */
function transport(settings: MailSettings): Transporter {
  if (shared?.settings !== settings) shared = { settings, transport: transportOf(settings) };
  return shared.transport;
}

/**
 * Sends one mail over SMTP (nodemailer) to the configured relay, or to the embedded sandbox's
 * outbox. Throws {@link MailNotSent} when the relay refuses it or cannot be reached within
 * MAIL_TIMEOUT_MS. The log line names the kind of mail, never its address or text.
 */
export async function sendMail(mail: Mail, { kind, requestId, settings = config.mail }: { kind: string; requestId?: string; settings?: MailSettings }): Promise<void> {
  try {
    // The last guard of every mail (decision 121): no header carries a line break, the text no control character.
    const attachments = mail.attachments?.map((file) => ({ filename: headerValue(file.filename), content: Buffer.from(file.content), contentType: file.contentType }));
    await transport(settings).sendMail({ from: settings.from, to: headerValue(mail.to), subject: headerValue(mail.subject), text: mailBody(mail.text), ...(attachments ? { attachments } : {}) });
    log("info", "Mail sent", { kind, requestId });
    metrics.mails.inc({ kind, outcome: "sent" });
  } catch (error) {
    log("error", "Mail: unable to send", { kind, requestId, error: String(error) });
    metrics.mails.inc({ kind, outcome: "failed" });
    throw new MailNotSent(error);
  }
}
