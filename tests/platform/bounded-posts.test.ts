/**
 * Bounded posts on the built server: posts no form of ours sends are refused quickly, without the
 * process's memory moving, and a refused body never leaves its connection hanging.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("bounded-posts");

/** The app process's resident memory, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

function post(path: string, body: string, type = "application/x-www-form-urlencoded") {
  const origin = started.app.url;
  return fetch(`${origin}${path}`, { method: "POST", headers: { origin, "content-type": type }, body, redirect: "manual" });
}

/** Raw HTTP/1.1 over one socket: the answers of each request written in turn, or what came before the time-out. */
function overOneSocket(port: number, requests: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if ((received.match(/HTTP\/1\.1 /g) ?? []).length >= requests.length && /\r\n\r\nok$/.test(received)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
    socket.on("connect", () => {
      for (const request of requests) socket.write(request);
    });
  });
}

describe("bounded posts on the built server", () => {
  // The bound is 50 ms: the typical answer (the median of nine) is held to it; on a shared
  // CI machine one answer of nine can meet a pause, so each is held to a looser bound (the post
  // used to take 40 s and the process).
  it("answers the 70-byte sparse-index post 400 within 50 ms, the form back with its message, memory unmoved", async () => {
    const pid = started.app.child.pid!;
    const body = "visitDays=MONDAY&remote=NONE&type=STANDARD&intent=price&zz[100000000]=1";
    // Warm: the first answers of a fresh process run cold code (about 100 to 250 ms here).
    for (let run = 0; run < 5; run += 1) await (await post("/services-seniors/souscription/etape1", body)).text();
    const before = await residentBytes(pid);
    const times: number[] = [];
    for (let run = 0; run < 9; run += 1) {
      const start = performance.now();
      const response = await post("/services-seniors/souscription/etape1", body);
      const html = await response.text();
      times.push(performance.now() - start);
      expect(response.status).toBe(400);
      expect(html).toContain("champs inattendus");
      // What made sense is kept: the visit day ticked.
      expect(html).toMatch(/checked="" value="MONDAY"|value="MONDAY"[^>]*checked/);
    }
    times.sort((a, b) => a - b);
    expect(times[4]).toBeLessThan(50);
    expect(times[8]).toBeLessThan(250);
    const after = await residentBytes(pid);
    expect(after - before).toBeLessThan(20 * 1024 * 1024);
  });

  it("refuses indexes, depth and sizes no form has on the people steps and the avenants, in well under a second", async () => {
    const deep = `c${"[0]".repeat(2000)}=1`;
    const cases = [
      { path: "/services-seniors/souscription/etape3", body: "contacts[100000].firstName=Jean" },
      { path: "/services-seniors/souscription/etape3", body: deep },
      { path: "/services-seniors/contrat/2024000123/tableau-de-bord/avenants", body: "part=contacts&contacts[100000].firstName=Jean" },
      { path: "/sibp/contrat/2024000123/tableau-de-bord/avenants", body: "part=contacts&contacts[100000].firstName=Jean" },
    ];
    for (const { path, body } of cases) {
      const start = performance.now();
      const response = await post(path, body);
      await response.arrayBuffer();
      expect(performance.now() - start, path).toBeLessThan(1000);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("refuses a body over the limit with 400 and does not echo it", async () => {
    const big = `firstName=${"a".repeat(20 * 1024 * 1024)}`;
    const response = await post("/services-seniors/souscription/etape1", big);
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html.length).toBeLessThan(100_000);
  });

  it("answers the next request on a keep-alive connection after a refused 1 MB body (400 and 405)", async () => {
    const host = `127.0.0.1:${started.app.port}`;
    const megabyte = "x".repeat(1024 * 1024);
    const health = `GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
    for (const [path, type] of [
      ["/services-seniors/souscription/etape1", "application/json"],
      ["/healthz", "application/x-www-form-urlencoded"],
    ] as const) {
      const refused = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: ${type}\r\nContent-Length: ${megabyte.length}\r\n\r\n${megabyte}`;
      const start = performance.now();
      const received = await overOneSocket(started.app.port, [refused, health], 10_000);
      const elapsed = performance.now() - start;
      const first = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      expect(["400", "405"], path).toContain(first);
      // Either the second answer came on the same socket, or the first one closed it at once.
      const closed = /\r\nconnection: close\r\n/i.test(received);
      if (!closed) expect(received, path).toMatch(/\r\n\r\nok$/);
      expect(elapsed, path).toBeLessThan(5000);
    }
  });
});
