/** CLI entry: `npx tsx server/sandbox/main.ts` (SANDBOX_PORT, SANDBOX_HOST, SANDBOX_APP_ORIGINS, SANDBOX_DATA_FILE). */
import { DEFAULT_APP_ORIGINS } from "./oidc/clients.js";
import { startSandbox } from "./server.js";

const port = Number(process.env.SANDBOX_PORT ?? 3100);
const host = process.env.SANDBOX_HOST || "127.0.0.1";
const appOrigins = (process.env.SANDBOX_APP_ORIGINS ?? DEFAULT_APP_ORIGINS.join(","))
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`sandbox: invalid SANDBOX_PORT ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}

// The outbox's SMTP port (the app's SMTP_PORT in the demo) and the app's alert webhook (decision 087).
const smtpPort = Number(process.env.SANDBOX_SMTP_PORT ?? 2525);
const webhookUrl = process.env.SANDBOX_WEBHOOK_URL || (appOrigins[0] ? `${appOrigins[0]}/vsmp/webhooks/alertes` : "");
const webhook = webhookUrl ? { url: webhookUrl, secret: process.env.HUB_WEBHOOK_SECRET || "sandbox-webhook-secret" } : null;

const sandbox = await startSandbox({ port, host, appOrigins, smtpPort, webhook });
console.log(`sandbox listening on ${sandbox.url} (outbox: ${sandbox.url}/__sandbox/outbox, SMTP port ${sandbox.smtpPort})`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await sandbox.close();
    process.exit(0);
  } catch (error) {
    console.error(`sandbox: error while stopping on ${signal}:`, error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
