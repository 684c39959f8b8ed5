#!/usr/bin/env node
// `npm run budget -- [--no-build] [--duration 10] [--connections 10] [--journeys 1000]
//                    [--journey-page /path]... [--signed-in-page /path]... [--cookie name=value]...
//                    [--json] [anonymous pages...]`
//
// Checks the page budgets of DESIGN.md section 8 against the built app running on the embedded
// sandbox: gzipped HTML, CSS and JS per page; and, side by side in this run against a raw node:http
// server returning the same bytes, the app's rate as a share of the raw rate (absolute req/s mean
// nothing across machines; the ratio does), its p99 latency and the app process's CPU
// milliseconds per page (read from /proc, the sandbox's CPU apart).
//
// Journey pages (`--journey-page`) are measured as real traffic looks: `--journeys` distinct
// journeys are first walked to the summary over HTTP, each with its own people, and every request
// of the load carries the next journey's cookie, so no memo of a page or a reading can answer most
// requests. Positional pages are requested without cookies (anonymous). `--cookie` replays one
// fixed cookie on every request: that measures the app's caches, and is reported as such.
// Signed-in pages (`--signed-in-page`) are measured as the sandbox's demo client marie.dupont,
// signed in once over HTTP through the sandbox identity provider's login form, as a browser does
// (budget-signin.mjs); the load replays that one session, held to the personal-page budgets.
// With no page named: `/` and etape1 anonymous, etape2, etape5 and etape6 as journeys, and the
// dashboard home of contract 2024000123 and its invoices (`/factures`) signed in.
//
// It reports and exits 0 when a budget is over; it exits 1 only when the measure itself is
// impossible (app does not start, a page answers 5xx).
import { walkJourneys } from "./budget-journeys.mjs";
import { signIn } from "./budget-signin.mjs";
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import {
  BUDGETS,
  cpuMsPerRequest,
  cpuTicksOf,
  createCookieJar,
  extractAssets,
  formatTable,
  loadTurns,
  parseBudgetArguments,
  percentile,
  SIGNED_IN_ACCOUNT,
  translationChunks,
  verdictsOf,
} from "./budget-lib.mjs";

const HOST = "127.0.0.1";
const STARTUP_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
// The app's first requests run cold (JIT, caches of content and offers): not what we compare.
const WARMUP_SECONDS = 1;
// Headers that describe the connection, not the response; node:http writes its own.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

/** Progress goes to stderr so that `--json` leaves stdout parseable. */
const log = (message) => process.stderr.write(`[budget] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// The raw server runs in a worker thread: on the main thread it would compete with autocannon
// for the same event loop, and the ratio would measure the load generator, not the servers.
function serveFixedResponse({ status, headers, body }) {
  const payload = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const server = http.createServer({ keepAliveTimeout: 5000 }, (_request, response) => {
    response.writeHead(status, headers);
    response.end(payload);
  });
  server.listen(0, HOST, () => parentPort.postMessage(server.address().port));
}

function startRawServer(response) {
  const worker = new Worker(new URL(import.meta.url), { workerData: response });
  return new Promise((resolve, reject) => {
    worker.once("message", (port) => resolve({ url: `http://${HOST}:${port}/`, stop: () => worker.terminate() }));
    worker.once("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The app, as a child process group (start.mjs spawns the sandbox and the app server).

/** Free ports away from the usual ones (3000/3100, e2e 30xx/31xx, manual 40xx/41xx). */
async function findFreePort(from, taken = []) {
  for (let port = from; port < from + 100; port += 1) {
    if (taken.includes(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer().once("error", () => resolve(false));
      probe.listen(port, HOST, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}

/** The command line that tells the app server's process apart, per `--server`. */
const SERVER_SCRIPTS = { app: "build/server.js" };

function startApp({ port, sandboxPort, logFile, dataFile }) {
  const env = { ...process.env, NODE_ENV: "production", HOST, PORT: String(port), SANDBOX_PORT: String(sandboxPort) };
  // Always the embedded sandbox, even in a shell configured for a real upstream.
  for (const name of Object.keys(env)) if (name.startsWith("UPSTREAM_") || name === "PUBLIC_ORIGIN") delete env[name];
  // The address the load uses is the app's configured origin (its Origin check and sign-in).
  env.PUBLIC_ORIGIN = `http://${HOST}:${port}`;
  env.SANDBOX_APP_ORIGINS = `http://${HOST}:${port},http://localhost:${port}`;
  // A store of its own: the developer's sandbox data is neither read nor written.
  env.SANDBOX_DATA_FILE = dataFile;
  // Output goes to a file rather than a pipe: reading a pipe would cost this process (the load
  // generator) CPU, and an unread pipe would block the app once full.
  const output = openSync(logFile, "w");
  const child = spawn(process.execPath, ["server/start.mjs"], { detached: true, stdio: ["ignore", output, output], env });
  closeSync(output);
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

async function stopApp(child) {
  if (child.exitCode !== null || child.signalCode !== null) return killGroup(child, "SIGKILL");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
  // start.mjs may exit before its own children: leave no sandbox or app server behind.
  killGroup(child, "SIGKILL");
}

/** The pid of start.mjs's child running `script` (the app server or the sandbox). */
function childRunning(parentPid, script) {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === parentPid && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(script)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no process runs ${script} under pid ${parentPid}`);
}

const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
const cpuTicks = (pid) => cpuTicksOf(readFileSync(`/proc/${pid}/stat`, "utf8"));

function get(url, headers) {
  return new Promise((resolve, reject) => {
    // node:http rather than fetch: fetch follows redirects and decompresses, hiding both the
    // 3xx we must report and the bytes actually transferred.
    const request = http.get(url, { headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url} in ${REQUEST_TIMEOUT_MS} ms`)));
    request.on("error", reject);
  });
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} while starting`);
    const status = await get(`${origin}/healthz`, {}).then((response) => response.status, () => null);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /healthz did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

// ---------------------------------------------------------------------------------------------
// Measures.

function requestHeaders(jar) {
  const cookie = jar?.header();
  return { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) };
}

/** Transferred bytes per asset URL, shared across pages: a browser downloads a file once. */
const assetBytes = new Map();
/** The text of each script, to find the translation chunks a page loads once it runs. */
const scriptTexts = new Map();

async function transferredBytes(urls, origin, headers, problems) {
  let total = 0;
  for (const url of urls) {
    // Only the local app is measured: no load or request ever leaves this machine.
    if (new URL(url).origin !== origin) {
      problems.push(`external asset not measured: ${url}`);
      continue;
    }
    if (!assetBytes.has(url)) {
      const response = await get(url, headers);
      if (response.status !== 200) problems.push(`asset ${url} answered ${response.status}`);
      assetBytes.set(url, response.body.length);
      const text = response.headers["content-encoding"] === "gzip" ? gunzipSync(response.body) : response.body;
      if (url.endsWith(".js")) scriptTexts.set(url, text.toString("utf8"));
    }
    total += assetBytes.get(url);
  }
  return total;
}

async function measurePage(origin, page, jar) {
  const url = new URL(page, origin).href;
  const headers = requestHeaders(jar);
  const response = await get(url, headers);
  jar?.update([response.headers["set-cookie"] ?? []].flat());
  const result = { page, status: response.status, problems: [] };
  if (response.status >= 300 && response.status < 400) return { result: { ...result, location: response.headers.location ?? "?" } };
  if (response.status >= 500) return { result };

  const compressed = response.headers["content-encoding"] === "gzip";
  const html = compressed ? gunzipSync(response.body) : response.body;
  // Small documents go uncompressed: count what they would weigh gzipped, to compare like with like.
  result.htmlGzipBytes = compressed ? response.body.length : gzipSync(html, { level: 6 }).length;
  const assets = extractAssets(html.toString("utf8"), url);
  result.cssGzipBytes = await transferredBytes(assets.stylesheets, origin, headers, result.problems);
  result.jsGzipBytes = await transferredBytes(assets.scripts, origin, headers, result.problems);
  // With its scripts, a page loads its translations too (one chunk per namespace it names).
  if (assets.scripts.length > 0) {
    const language = /<html[^>]*\blang="([a-z]+)"/.exec(html.toString("utf8"))?.[1] ?? "fr";
    const sources = assets.scripts.filter((script) => scriptTexts.has(script)).map((script) => [script, scriptTexts.get(script)]);
    const translations = translationChunks(sources, language, url);
    assets.scripts.push(...translations);
    result.jsGzipBytes += await transferredBytes(translations, origin, headers, result.problems);
  }
  result.assets = assets;
  const rawHeaders = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  // What the load replays: the same request to the app, the same response from the raw server.
  const replay = { url, headers, response: { status: response.status, headers: rawHeaders, body: response.body } };
  return { result, replay };
}

/** Every request of the load carries the next of `cookies` (one journey each), in turn. */
function rotating(cookies) {
  if (!cookies) return undefined;
  let next = 0;
  return [
    {
      setupRequest(request) {
        const cookie = cookies[next];
        next = (next + 1) % cookies.length;
        return { ...request, headers: { ...request.headers, cookie } };
      },
    },
  ];
}

/** One turn of load; `latencies` gets the time of every response, in milliseconds. */
function load(url, headers, seconds, connections, cookies, latencies = []) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, duration: seconds, connections, requests: rotating(cookies) }, (error, outcome) => {
      if (error) return reject(error);
      resolve({
        requests: outcome.requests.total,
        seconds: outcome.duration,
        statuses: outcome.statusCodeStats,
        errors: outcome.errors + outcome.timeouts,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * App and raw server take turns (`loadTurns`: app, raw, raw, app, in turns of about a second) so
 * that a drift of the machine's speed during the run, e.g. another process waking up, weighs on
 * both alike. The app's and the sandbox's CPU time are read around each app turn.
 */
async function compareThroughput(replay, result, { durationSeconds, connections }, processes, cookies) {
  const raw = await startRawServer(replay.response);
  try {
    const targets = { app: replay.url, raw: raw.url };
    const totals = { app: { requests: 0, seconds: 0 }, raw: { requests: 0, seconds: 0 } };
    // p99 is over every response of a server's two turns, not the worst of two turns' p99s.
    const latencies = { app: [], raw: [] };
    const ticks = { app: 0, sandbox: 0 };
    for (const name of ["app", "raw"]) await load(targets[name], replay.headers, WARMUP_SECONDS, connections, name === "app" ? cookies : null);
    for (const { server: name, seconds } of loadTurns(durationSeconds)) {
      const before = name === "app" ? { app: cpuTicks(processes.app), sandbox: cpuTicks(processes.sandbox) } : null;
      const round = await load(targets[name], replay.headers, seconds, connections, name === "app" ? cookies : null, latencies[name]);
      if (before) {
        ticks.app += cpuTicks(processes.app) - before.app;
        ticks.sandbox += cpuTicks(processes.sandbox) - before.sandbox;
      }
      totals[name].requests += round.requests;
      totals[name].seconds += round.seconds;
      const unexpected = Object.keys(round.statuses).filter((status) => Number(status) !== result.status);
      if (round.errors > 0 || unexpected.length > 0) {
        result.problems.push(`${name} under load: ${round.errors} errors, statuses ${Object.keys(round.statuses).join(", ") || "none"}`);
      }
    }
    const appRequestsPerSecond = totals.app.requests / totals.app.seconds;
    const rawRequestsPerSecond = totals.raw.requests / totals.raw.seconds;
    return {
      appRequestsPerSecond,
      rawRequestsPerSecond,
      ratio: appRequestsPerSecond / rawRequestsPerSecond,
      p99Ms: percentile(latencies.app, 99),
      rawP99Ms: percentile(latencies.raw, 99),
      cpuMsPerPage: cpuMsPerRequest(ticks.app, TICKS_PER_SECOND, totals.app.requests),
      sandboxCpuMsPerPage: cpuMsPerRequest(ticks.sandbox, TICKS_PER_SECOND, totals.app.requests),
    };
  } finally {
    await raw.stop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseBudgetArguments(process.argv.slice(2));
  if (options.build) {
    log("building (npm run build)");
    const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", process.stderr, process.stderr] });
    if (build.status !== 0) throw new Error(`npm run build failed with code ${build.status}`);
  }

  // BUDGET_PORT / BUDGET_SANDBOX_PORT pick where to start looking (several runs on one machine).
  const port = await findFreePort(Number(process.env.BUDGET_PORT ?? 5200));
  const sandboxPort = await findFreePort(Number(process.env.BUDGET_SANDBOX_PORT ?? 5300), [port]);
  const logFile = join(tmpdir(), `budget-app-${process.pid}.log`);
  const dataFile = join(tmpdir(), `budget-sandbox-${process.pid}.json`);
  const origin = `http://${HOST}:${port}`;
  log(`starting the app (${options.server}) on ${origin} (sandbox on ${sandboxPort}, output in ${logFile})`);
  const app = startApp({ port, sandboxPort, logFile, dataFile, server: options.server });
  // Whatever happens from here on (error, Ctrl-C), the app's process group goes with us.
  process.once("exit", () => killGroup(app, "SIGKILL"));
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

  const results = [];
  try {
    try {
      await waitForHealth(origin, app);
    } catch (error) {
      process.stderr.write(`${readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n")}\n`);
      throw error;
    }
    const processes = { app: childRunning(app.pid, SERVER_SCRIPTS[options.server]), sandbox: childRunning(app.pid, "server/sandbox/main.ts") };
    let journeyCookies = null;
    if (options.journeyPages.length > 0) {
      log(`walking ${options.journeys} distinct journeys to the summary`);
      const started = Date.now();
      journeyCookies = await walkJourneys(origin, options.journeys, { onProgress: (done) => log(`${done} journeys walked`) });
      log(`${options.journeys} journeys walked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const fixed = options.cookies.length > 0 ? options.cookies : null;
    const plan = [
      ...options.pages.map((page) => ({ page, cookies: null })),
      ...options.journeyPages.map((page) => ({ page, cookies: journeyCookies })),
      ...options.signedInPages.map((page) => ({ page, cookies: null, signedIn: true })),
    ];
    let session = null;
    for (const { page, cookies, signedIn } of plan) {
      log(`measuring ${page}${signedIn ? ` signed in as ${SIGNED_IN_ACCOUNT.login}` : ""}`);
      if (signedIn && !session) session = (await signIn(origin, page, SIGNED_IN_ACCOUNT)).split("; ");
      // The page as the first journey sees it (sizes, the raw server's bytes); the load rotates them all.
      const jar = createCookieJar([...(fixed ?? []), ...(cookies ? [cookies[0]] : []), ...(signedIn ? session : [])]);
      const { result, replay } = await measurePage(origin, page, jar).catch((error) => ({
        result: { page, status: null, problems: [String(error)] },
      }));
      if (cookies) result.journeys = cookies.length;
      else if (signedIn) result.signedInAs = SIGNED_IN_ACCOUNT.login;
      else if (fixed) result.oneCookie = true;
      if (replay) {
        log(`load on ${page}: ${options.connections} connections, ${options.durationSeconds} s per server`);
        const rotated = cookies ? cookies.map((cookie) => [...(fixed ?? []), cookie].join("; ")) : null;
        result.throughput = await compareThroughput(replay, result, options, processes, rotated);
      }
      results.push(result);
    }
  } finally {
    await stopApp(app);
    rmSync(dataFile, { force: true });
  }

  const report = results.map((result) => ({ ...result, verdicts: verdictsOf(result) }));
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ budgets: BUDGETS, results: report }, null, 2)}\n`);
  } else {
    process.stdout.write(`${formatTable(report)}\n`);
  }
  rmSync(logFile, { force: true });
  const broken = report.filter((result) => result.status == null || result.status >= 500);
  return broken.length > 0 ? 1 : 0;
}

if (isMainThread) {
  process.exitCode = await main().catch((error) => {
    process.stderr.write(`[budget] ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
} else {
  serveFixedResponse(workerData);
}
