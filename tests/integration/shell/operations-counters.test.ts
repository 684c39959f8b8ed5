/**
 * The counters an operator's alerts read besides requests and upstream calls: mails handed to
 * the relay or not, and the session store's failed operations (Redis out of reach).
 */
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfiguration } from "~/kernel/platform/config.server";
import { MailNotSent, sendMail } from "~/kernel/platform/mailer.server";
import { metrics } from "~/kernel/platform/metrics.server";
import { createRedisSessionStore } from "~/kernel/sessions/server-session-storage.server";
import { startSmtpReceiver, type SmtpReceiver } from "../../../server/sandbox/mail.js";
import { useSandbox } from "../sandbox/setup";

vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const { store } = useSandbox();
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver(store, { port: 0 });
});
afterAll(() => receiver.close());

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function count(metric: { get(): Promise<{ values: { value: number; labels: Record<string, string | number> }[] }> }, labels: Record<string, string>) {
  const { values } = await metric.get();
  return values.find((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))?.value ?? 0;
}

const MAIL = { to: "marie.dupont@example.fr", subject: "Essai", text: "Bonjour" };

describe("mails in the metrics", () => {
  it("counts a mail the relay took as sent, and one it could not take as failed, by kind", async () => {
    const sent = await count(metrics.mails, { kind: "family invitation", outcome: "sent" });
    const failed = await count(metrics.mails, { kind: "family invitation", outcome: "failed" });
    await sendMail(MAIL, { kind: "family invitation", settings: parseConfiguration({ SANDBOX_SMTP_PORT: String(receiver.port) }).mail });
    expect(await count(metrics.mails, { kind: "family invitation", outcome: "sent" })).toBe(sent + 1);

    const down = parseConfiguration({ SANDBOX_SMTP_PORT: String(await closedPort()), MAIL_TIMEOUT_MS: "1000" }).mail;
    await expect(sendMail(MAIL, { kind: "family invitation", settings: down })).rejects.toBeInstanceOf(MailNotSent);
    expect(await count(metrics.mails, { kind: "family invitation", outcome: "failed" })).toBe(failed + 1);
    expect(await count(metrics.mails, { kind: "family invitation", outcome: "sent" })).toBe(sent + 1);
  });
});

describe("the session store in the metrics", () => {
  it("counts each read, write and delete that Redis could not answer", async () => {
    const sessions = createRedisSessionStore(`redis://127.0.0.1:${await closedPort()}`, "test:session:");
    const before = Object.fromEntries(await Promise.all(["read", "write", "delete"].map(async (operation) => [operation, await count(metrics.sessionStoreErrors, { operation })])));
    // A read that fails is a signed-out visitor; a write or a delete that fails is the caller's to handle.
    expect(await sessions.read("abc")).toBeNull();
    await expect(sessions.write("abc", { createdAt: 1, seenAt: 1, data: {} }, 60_000)).rejects.toThrow();
    await expect(sessions.delete("abc")).rejects.toThrow();
    for (const operation of ["read", "write", "delete"]) expect(await count(metrics.sessionStoreErrors, { operation }), operation).toBe(before[operation] + 1);
    await sessions.close();
  });
});
