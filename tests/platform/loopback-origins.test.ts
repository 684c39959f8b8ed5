/**
 * The site's origins (decision 130): with no public origin configured (the embedded
 * default, `npm start`), the loopback names of the app's port are the site's own, so a form
 * posts and a person signs in from http://127.0.0.1:PORT as from http://localhost:PORT; with
 * PUBLIC_ORIGIN set, that origin alone. A refused form gets a page in the person's language and
 * the site's layout, status 403, linking back to the page at the configured address.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { freePort, startApp, startSandbox, type Running } from "./processes";

const ETAPE1 = "/services-seniors/souscription/etape1";
const FORM = "visitDays=MONDAY&remote=NONE&type=STANDARD";
/** The language switch's cookie with English chosen. */
const ENGLISH = `lang=${encodeURIComponent(Buffer.from(JSON.stringify("en")).toString("base64"))}`;

const ipv6Loopback = await new Promise<boolean>((resolve) => {
  const server = createServer();
  server.once("error", () => resolve(false));
  server.listen(0, "::1", () => server.close(() => resolve(true)));
});

/**
 * The etape1 form posted to the app on 127.0.0.1:`port` as a browser on the page at `origin`
 * sends it: its Origin, and the Host of the name it used (node:http, as fetch sets its own Host).
 */
function post(port: number, origin: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: ETAPE1,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(FORM), origin, host: `127.0.0.1:${port}`, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.once("error", reject);
    request.end(FORM);
  });
}

/** The sandbox and the built app, the app started with `env` on a port of its own. */
function useApp(name: string, env: (port: number) => Record<string, string>, appOrigins: (port: number) => string[]) {
  const started = {} as { app: Running; sandbox: Running; port: number };
  const dataDirectory = mkdtempSync(join(tmpdir(), `${name}-`));
  beforeAll(async () => {
    started.port = await freePort();
    started.sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), appOrigins(started.port));
    started.app = await startApp(started.port, { SANDBOX_PORT: String(started.sandbox.port), ...env(started.port) });
  }, 60_000);
  afterAll(async () => {
    await started.app?.stop();
    await started.sandbox?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });
  return started;
}

describe("no public origin configured (the embedded default)", () => {
  const loopback = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  // Listening on every address (IPv6's too where the machine has it), as a person's machine may reach it by any name.
  const started = useApp("loopback-default", () => ({ PUBLIC_ORIGIN: "", HOST: ipv6Loopback ? "::" : "127.0.0.1" }), loopback);

  it("takes a form posted from each loopback name of its port", async () => {
    const { port } = started;
    for (const origin of loopback(port)) {
      const answer = await post(port, origin, { host: new URL(origin).host });
      expect(answer.status, origin).toBe(302);
      expect(answer.headers.location, origin).toMatch(/\/etape2$/);
    }
  });

  it("answers a foreign origin with the refusal page: 403, the site's layout, the way back at the configured address", async () => {
    const { port } = started;
    const answer = await post(port, "https://evil.example");
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers.connection).toBe("close");
    const html = answer.text;
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<header class="site-header">[\s\S]*Veiller sur mes parents/);
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain("<title>Formulaire refusé – Veiller sur mes parents</title>");
    expect(html).toContain("<h1>Formulaire refusé</h1>");
    expect(html).toContain("rien n&#x27;a été enregistré ni envoyé");
    expect(html).toContain(`href="http://localhost:${port}${ETAPE1}"`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("Interdit");

    const english = (await post(port, "https://evil.example", { cookie: ENGLISH })).text;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("<h1>Form refused</h1>");
  });

  it("has no address of its own for the refusal page", async () => {
    expect((await fetch(`http://127.0.0.1:${started.port}/formulaire-refuse`)).status).toBe(404);
  });

  it("signs a client in from each loopback name, the provider sending them back to the name they used", async () => {
    const names = ipv6Loopback ? loopback(started.port) : loopback(started.port).slice(0, 2);
    for (const origin of names) {
      const start = await fetch(`${origin}/vsmp/connexion`, { redirect: "manual" });
      expect(new URL(start.headers.get("location")!).searchParams.get("redirect_uri"), origin).toBe(`${origin}/vsmp/connexion/callback`);
      const cookie = await signIn(origin, "/services-seniors/contrat", { login: "paul.martin@example.fr", password: "demo1234" });
      const page = await fetch(`${origin}/services-seniors/contrat`, { headers: { cookie }, redirect: "manual" });
      expect(page.status, origin).toBe(200);
    }
  }, 60_000);
});

describe("PUBLIC_ORIGIN set", () => {
  const started = useApp(
    "loopback-public-origin",
    (port) => ({ PUBLIC_ORIGIN: `http://localhost:${port}` }),
    (port) => [`http://localhost:${port}`],
  );

  it("takes that origin alone: 127.0.0.1 is refused with the page linking to the configured address", async () => {
    const { port } = started;
    expect((await post(port, `http://localhost:${port}`, { host: `localhost:${port}` })).status).toBe(302);
    const refused = await post(port, `http://127.0.0.1:${port}`);
    expect(refused.status).toBe(403);
    const html = refused.text;
    expect(html).toContain("<h1>Formulaire refusé</h1>");
    expect(html).toContain(`href="http://localhost:${port}${ETAPE1}"`);
    // The sign-in's redirect URI stays the configured one, whatever name the request used.
    const start = await fetch(`http://127.0.0.1:${port}/vsmp/connexion`, { redirect: "manual" });
    expect(new URL(start.headers.get("location")!).searchParams.get("redirect_uri")).toBe(`http://localhost:${port}/vsmp/connexion/callback`);
  });
});
