/**
 * Several instances, one truth: two app instances (`node build/server.js`, separate processes,
 * no shared memory) behind no load balancer, one Redis, one sandbox upstream. What one instance
 * learns about a visitor (promo tries, sessions, journey) the other knows, through Redis or the
 * signed cookie only.
 */
import { request } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { keptInSignedCookie } from "../signed-cookie";
import { freePort, hasRedisServer, startApp, startRedis, startSandbox, type Running } from "./processes";

if (!hasRedisServer) {
  console.warn("SKIPPED: the multi-instance tests need Debian's redis-server (apt-get install redis-server; .ci/run installs it).");
}

const JOURNEY_STEPS: [string, Record<string, string | string[]>][] = [
  ["etape1", { visitDays: ["MONDAY", "THURSDAY"], remote: "NONE", type: "STANDARD" }],
  [
    "etape2",
    {
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "Instancia",
      birthDate: "1940-03-12",
      landlinePhone: "01 23 45 67 89",
      phoneInstallationType: "BOX",
      streetName: "12 rue des Lilas",
      codePostal: "75015",
      city: "Paris",
      country: "FRANCE",
      subscribersRelationship: "CHILD",
    },
  ],
  [
    "etape4",
    {
      civility: "MRS",
      firstName: "Claire",
      lastName: "Durand",
      email: "claire.durand@example.fr",
      mobilePhone: "06 98 76 54 32",
      streetName: "3 avenue Victor Hugo",
      codePostal: "69003",
      city: "Lyon",
      country: "FRANCE",
      acceptTerms: "on",
    },
  ],
];

function form(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
}

function post(app: Running, path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url, ...headers },
    body: form(fields),
  });
}

function journeyCookie(response: Response, previous: string): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("vsmp="));
  return set ? set.split(";")[0]! : previous;
}

describe.skipIf(!hasRedisServer)("two app instances sharing one Redis", () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), "vsmp-instances-"));
  let redis: Running;
  let sandbox: Running;
  let first: Running;
  let second: Running;
  const ports: number[] = [];
  const started: Running[] = [];

  async function app(port: number, env: Record<string, string>) {
    const running = await startApp(port, { SANDBOX_PORT: String(sandbox.port), TRUSTED_PROXY_HOPS: "1", ...env });
    started.push(running);
    return running;
  }

  beforeAll(async () => {
    for (let index = 0; index < 4; index += 1) ports.push(await freePort());
    redis = await startRedis();
    sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), ports.map((port) => `http://127.0.0.1:${port}`));
    const shared = { REDIS_URL: redis.url, SESSION_SECRETS: "first-secret" };
    [first, second] = await Promise.all([app(ports[0]!, shared), app(ports[1]!, shared)]);
  });

  afterAll(async () => {
    await Promise.all([...started, sandbox, redis].filter(Boolean).map((running) => running.stop()));
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it("ties every log line of a request to its id, sent back in X-Request-Id, with one access line", async () => {
    const response = await fetch(`${first.url}/services-seniors/souscription/etape1?email=claire%40example.fr`, {
      headers: { "x-request-id": "platform-test-0001" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("platform-test-0001");
    await response.text();
    const lines = first
      .output()
      .split("\n")
      .filter((line) => line.includes('"platform-test-0001"'))
      .map((line) => JSON.parse(line));
    const access = lines.filter((line) => line.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({ method: "GET", path: "/services-seniors/souscription/etape1?email", status: 200, requestId: "platform-test-0001" }),
    ]);
    expect(access[0].durationMs).toBeGreaterThan(0);
    expect(lines.some((line) => line.msg === "upstream")).toBe(true);
    expect(first.output()).not.toContain("claire%40example.fr");
    const other = await fetch(`${first.url}/healthz`);
    expect(other.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers ready when the upstreams and Redis answer", async () => {
    const response = await fetch(`${second.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ready: true, checks: { redis: "ok" } });
  });

  it("holds a journey's promo limit across instances: five tries spread over both lock that journey on both; another journey behind the same address is open", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.77" };
    const tries = [first, second, first, second, first];
    let journey = "";
    for (const [index, instance] of tries.entries()) {
      const response = await post(
        instance,
        "/services-seniors/souscription/etape1",
        { intent: "apply-promo", promoCode: `FAUX${index}CODE`, remote: "NONE", visitDays: "MONDAY" },
        { ...visitor, ...(journey ? { cookie: journey } : {}) },
      );
      expect(response.status).toBe(400);
      journey = journeyCookie(response, journey);
    }
    for (const instance of [first, second]) {
      const page = await (await fetch(`${instance.url}/services-seniors/souscription/etape1`, { headers: { ...visitor, cookie: journey } })).text();
      expect(page).toMatch(/Saisie bloquée jusqu&#x27;à \d{2}:\d{2}|Saisie bloquée jusqu'à \d{2}:\d{2}/);
    }
    const sixth = await post(second, "/services-seniors/souscription/etape1", { intent: "apply-promo", promoCode: "BIENVENUE10", remote: "NONE", visitDays: "MONDAY" }, { ...visitor, cookie: journey });
    expect(await sixth.text()).toContain("Vous avez fait 5 essais");
    const neighbour = await (await fetch(`${second.url}/services-seniors/souscription/etape1`, { headers: visitor })).text();
    expect(neighbour).not.toContain("Saisie bloquée");
    expect(neighbour).not.toContain("Essais restants");
  });

  it("holds an address's ceiling across instances: 50 tries without cookies spread over both refuse the 51st on either", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.79" };
    for (let index = 0; index < 50; index += 1) {
      const response = await post(index % 2 === 0 ? first : second, "/services-seniors/souscription/etape1", { intent: "apply-promo", promoCode: `FAUX${index}CODE`, remote: "NONE", visitDays: "MONDAY" }, visitor);
      expect(response.status).toBe(400);
      await response.text();
    }
    for (const instance of [first, second]) {
      const refused = await post(instance, "/services-seniors/souscription/etape1", { intent: "apply-promo", promoCode: "BIENVENUE10", remote: "NONE", visitDays: "MONDAY" }, visitor);
      expect(await refused.text()).toContain("Trop de codes promo ont été essayés depuis votre connexion internet");
    }
    const elsewhere = await post(first, "/services-seniors/souscription/etape1", { intent: "apply-promo", promoCode: "BIENVENUE10", remote: "NONE", visitDays: "MONDAY" }, { "x-forwarded-for": "198.51.100.80" });
    expect(await elsewhere.text()).toContain("Le code promo BIENVENUE10 est appliqué");
  });

  let cookie = "";

  it("continues on one instance a journey started on the other, with the same cookie", async () => {
    for (const [index, [slug, fields]] of JOURNEY_STEPS.entries()) {
      const instance = index % 2 === 0 ? first : second;
      const response = await post(instance, `/services-seniors/souscription/${slug}`, fields, cookie ? { cookie } : {});
      expect(response.status, `${slug} on instance ${index % 2}`).toBe(302);
      cookie = journeyCookie(response, cookie);
    }
    const summary = await fetch(`${second.url}/services-seniors/souscription/etape5`, { headers: { cookie }, redirect: "manual" });
    expect(summary.status).toBe(200);
    const page = await summary.text();
    expect(page).toContain("Instancia");
    expect(page).toContain("Claire");
  });

  it("shares signed-in sessions through Redis, and refuses a cookie replayed after sign-out (client and agent)", async () => {
    const dashboard = "/services-seniors/contrat/2024000123/tableau-de-bord";
    const client = await signIn(first.url, dashboard, { login: "marie.dupont@example.fr", password: "demo1234" });
    expect(client).toMatch(/vsmp_user=/);
    // The session's id only (32 random bytes in base64url), never a name or a token.
    expect(keptInSignedCookie(client, "vsmp_user")).toMatch(/^[\w-]{43}$/);
    expect(keptInSignedCookie(client, "vsmp_user")).not.toMatch(/marie|Dupont/i);
    const onSecond = await fetch(`${second.url}${dashboard}`, { headers: { cookie: client }, redirect: "manual" });
    expect(onSecond.status).toBe(200);
    expect(await onSecond.text()).toContain("2024000123");
    const signOut = await fetch(`${second.url}/deconnexion`, { method: "POST", headers: { cookie: client, origin: second.url }, redirect: "manual" });
    expect(signOut.status).toBe(302);
    for (const instance of [first, second]) {
      const replayed = await fetch(`${instance.url}${dashboard}`, { headers: { cookie: client }, redirect: "manual" });
      expect(replayed.status).toBe(302);
      expect(replayed.headers.get("location")).toMatch(/^\/vsmp\/connexion/);
    }

    const agentPage = "/sibp/contrat/2024000123/tableau-de-bord";
    const agent = await signIn(first.url, "/sibp/home", { login: "AG12345", password: "demo1234" });
    expect(agent).toMatch(/sibp_agent=/);
    const asAgent = await fetch(`${second.url}${agentPage}`, { headers: { cookie: agent }, redirect: "manual" });
    expect(asAgent.status).toBe(200);
    const agentOut = await fetch(`${first.url}/sibp/login`, { method: "POST", headers: { cookie: agent, origin: first.url }, redirect: "manual" });
    expect(agentOut.status).toBe(302);
    const replayedAgent = await fetch(`${second.url}${agentPage}`, { headers: { cookie: agent }, redirect: "manual" });
    expect(replayedAgent.status).toBe(302);
    expect(replayedAgent.headers.get("location")).toBe("/sibp/login");
  });

  it("reads cookies signed with a rotated-out secret, and not without it", async () => {
    const rotated = await app(ports[2]!, { SESSION_SECRETS: "second-secret,first-secret" });
    const summary = await fetch(`${rotated.url}/services-seniors/souscription/etape5`, { headers: { cookie }, redirect: "manual" });
    expect(summary.status).toBe(200);
    expect(await summary.text()).toContain("Instancia");

    const forgotten = await app(ports[3]!, { SESSION_SECRETS: "second-secret" });
    const lost = await fetch(`${forgotten.url}/services-seniors/souscription/etape5`, { headers: { cookie }, redirect: "manual" });
    expect(lost.status).toBe(302);
    expect(lost.headers.get("location")).toContain("etape1");
    await forgotten.stop();
  });

  it("drains on SIGTERM: the request in flight is answered, new connections are refused, then the process exits 0", async () => {
    const target = second;
    const body = "locale=en&redirect=%2Fservices-seniors%2Fsouscription%2Fetape1";
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const outgoing = request(`${target.url}/preferences/langue`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length), origin: target.url },
      });
      outgoing.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      });
      outgoing.on("error", reject);
      // Half the body now: the request is in flight when SIGTERM comes.
      outgoing.write(body.slice(0, 10));
      setTimeout(() => {
        target.child.kill("SIGTERM");
        setTimeout(() => outgoing.end(body.slice(10)), 700);
      }, 300);
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(fetch(`${target.url}/healthz`)).rejects.toThrow();
    const { status } = await answered;
    expect(status).toBe(302);
    expect(await target.exited).toBe(0);
    const output = target.output();
    expect(output).toContain("shutting down");
    expect(output).toMatch(/"msg":"request","method":"POST","path":"\/preferences\/langue","status":302/);
    expect(output.indexOf('"msg":"shut down"')).toBeGreaterThan(output.indexOf('"path":"/preferences/langue"'));
  });

  it("reads a .env file in its working directory, the environment winning over it", async () => {
    const directory = join(dataDirectory, "with-env-file");
    mkdirSync(directory);
    writeFileSync(join(directory, ".env"), `KEEP_ALIVE_TIMEOUT_MS=71000\nPORT=1\nSESSION_SECRETS=first-secret\n`);
    const fromFile = await startApp(ports[3]!, { SANDBOX_PORT: String(sandbox.port), PORT: String(ports[3]) }, directory);
    started.push(fromFile);
    const response = await fetch(`${fromFile.url}/services-seniors/souscription/etape5`, { headers: { cookie }, redirect: "manual" });
    expect(response.headers.get("keep-alive")).toBe("timeout=71");
    expect(response.status).toBe(200);
    await fromFile.stop();
  });

  it("answers not ready when Redis is gone, and the other instance keeps serving", async () => {
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await fetch(`${first.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ready: false, checks: { redis: "unreachable" } });
    expect((await fetch(`${first.url}/services-seniors/souscription/etape1`)).status).toBe(200);
  });
});
