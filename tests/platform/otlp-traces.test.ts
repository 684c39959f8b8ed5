/**
 * With an OTLP endpoint configured (decision 133), the built app exports each request's span and
 * its upstream calls' spans to it, under the trace id of the request's traceparent.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startApp, startSandbox, type Running } from "./processes";

const dataDirectory = mkdtempSync(join(tmpdir(), "otlp-"));
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
const exports: { path: string; spans: ExportedSpan[]; serviceNames: string[] }[] = [];
const collector = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
    };
    exports.push({
      path: request.url ?? "",
      spans: body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
      serviceNames: body.resourceSpans.flatMap((resource) => resource.resource.attributes.filter((attribute) => attribute.key === "service.name").map((attribute) => attribute.value.stringValue!)),
    });
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
let sandbox: Running;
let app: Running;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const port = await freePort();
  sandbox = await startSandbox(join(dataDirectory, "sandbox.json"), [`http://127.0.0.1:${port}`]);
  app = await startApp(port, {
    SANDBOX_PORT: String(sandbox.port),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as { port: number }).port}`,
  });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await sandbox?.stop();
  collector.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe("traces exported to an OTLP collector", () => {
  it("sends the request's span and its upstream calls' spans under the caller's trace id", async () => {
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    const response = await fetch(`${app.url}/services-seniors/souscription/etape1`, { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    expect(response.status).toBe(200);
    await response.text();
    // The SDK sends its batch every 5 s.
    const deadline = Date.now() + 15_000;
    const spans = () => exports.flatMap((exported) => exported.spans).filter((span) => span.traceId === traceId);
    while (Date.now() < deadline && !spans().some((span) => span.name === "GET features/journey/steps/services")) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(exports.every((exported) => exported.path === "/v1/traces" && exported.serviceNames.includes("veiller-sur-mes-parents"))).toBe(true);
    const server = spans().find((span) => span.name === "GET features/journey/steps/services");
    // The request's span is the caller's child; each upstream call's span is the request's child.
    expect(server).toMatchObject({ parentSpanId: "b7ad6b7169203331" });
    const upstream = spans().filter((span) => span.parentSpanId === server!.spanId);
    expect(upstream.map((span) => span.name)).toContain("GET vsmp");
    expect(app.output()).toContain('"tracing":"OTLP"');
  });
});
