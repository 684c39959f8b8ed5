import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { SandboxStore } from "./store.js";
import type { SentMail } from "./types.js";

/** The outbox keeps this many mails, newest kept. */
const OUTBOX_SIZE = 500;
const MAX_MESSAGE_BYTES = 1024 * 1024;

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  ([] as AddressObject[])
    .concat(value ?? [])
    .flatMap((group) => group.value.map((address) => address.address ?? ""))
    .filter(Boolean)
    .join(", ");

/** Keeps a mail in the outbox (GET /__sandbox/outbox), the oldest dropped past OUTBOX_SIZE. */
export function keepMail(store: SandboxStore, mail: Omit<SentMail, "id" | "sentAt"> & { sentAt?: string }): SentMail {
  const kept: SentMail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
  const mails = (store.state.mails ??= []);
  mails.push(kept);
  if (mails.length > OUTBOX_SIZE) mails.splice(0, mails.length - OUTBOX_SIZE);
  store.changed();
  return kept;
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/**
 * The sandbox's mail server (decision 086): it accepts every message the app sends over SMTP on
 * loopback (no authentication, no TLS: a local stand-in for the operator's relay) and keeps it in
 * the outbox, where a newcomer reads it (/__sandbox/outbox) and the tests find a link in it
 * (/__sandbox/outbox.json). Port 0 takes any free port.
 */
export async function startSmtpReceiver(store: SandboxStore, options: { port: number; host?: string }): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    banner: "sandbox outbox",
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          keepMail(store, {
            via: "smtp",
            from: addressesOf(parsed.from),
            to: addressesOf(parsed.to) || session.envelope.rcptTo.map((recipient) => recipient.address).join(", "),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            ...(parsed.attachments.length > 0
              ? { attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? "", contentType: file.contentType, contentBase64: file.content.toString("base64") })) }
              : {}),
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => console.error("sandbox: SMTP server error:", error));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
