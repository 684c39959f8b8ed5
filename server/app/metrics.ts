/**
 * The app server's side of what an operator watches: each request's span and trace context
 * (app/kernel/platform/tracing.server.ts), its duration by route id, method and status
 * (app/kernel/platform/metrics.server.ts), and the metrics port, a listener of its own that the public
 * service never exposes (decision 132).
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { log } from "../../app/kernel/platform/logger.server";
import { metrics } from "../../app/kernel/platform/metrics.server";
import type { RequestContext } from "../../app/kernel/platform/request-context.server";
import { parseTraceparent } from "../../app/kernel/platform/trace-context";
import { tracer } from "../../app/kernel/platform/tracing.server";
import { onResponseClosed } from "./response-closed";

type RouteObjects = Parameters<typeof matchRoutes>[0];

/** Remix's route manifest as the router's nested route objects, with Remix's route ids. */
export function routeObjects(routes: ServerBuild["routes"]): RouteObjects {
  const childrenOf = (parentId: string | undefined): RouteObjects =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** Labels of answers no route gives. */
export const STATIC_ROUTE = "static";
export const UNMATCHED_ROUTE = "unmatched";

/**
 * The route id a path reaches, for answers the document entry does not see (resource routes,
 * single-fetch data requests `*.data`, pages of the shared cache, refusals): the deepest match of
 * the router's public `matchRoutes` over the build's routes. Matching ranks the whole route table
 * each time (a millisecond or two), so the id of a path without parameters (probes, editorial
 * pages, the price grids) is remembered, in a bounded cache; a path with parameters holds a
 * person's contract or document number, and is never kept (decision 132).
 */
export function routeMatcher(build: ServerBuild | (() => Promise<ServerBuild>), assets?: ReadonlyMap<string, unknown>) {
  let routes: RouteObjects | null = typeof build === "function" ? null : routeObjects(build.routes);
  let loading = false;
  const remembered = new LRUCache<string, string>({ max: 2000 });
  return (path: string): string => {
    if (assets?.has(path)) return STATIC_ROUTE;
    if (!routes && typeof build === "function" && !loading) {
      // `npm run dev` hands Vite's loader: the build's routes name the labels from the first
      // answer on (no metrics port is served in development).
      loading = true;
      void build().then((loaded) => (routes = routeObjects(loaded.routes)), () => (loading = false));
    }
    let route = remembered.get(path);
    if (route === undefined) {
      const pathname = path === "/_root.data" ? "/" : path.endsWith(".data") ? path.slice(0, -".data".length) : path;
      const deepest = routes ? matchRoutes(routes, pathname)?.at(-1) : undefined;
      route = deepest?.route.id ?? UNMATCHED_ROUTE;
      if (deepest && Object.keys(deepest.params).length === 0) remembered.set(path, route);
    }
    return route;
  };
}

const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Starts a request's span, a child of the caller's when its `traceparent` header is valid, and
 * gives the request context to serve it in; once the response is finished or its client has
 * gone, the span ends and the request is counted under the route that answered.
 */
export function observeRequests(routeOf: (path: string) => string) {
  return (request: IncomingMessage, response: ServerResponse, requestId: string): RequestContext => {
    const started = performance.now();
    const method = METHODS.has(request.method ?? "") ? request.method! : "OTHER";
    const span = tracer().startServer(method, parseTraceparent(request.headers.traceparent as string | undefined), { "http.request.method": method });
    const context: RequestContext = { requestId, trace: span.context };
    onResponseClosed(response, () => {
      const route = context.routeId ?? routeOf((request.url ?? "/").split("?")[0]!);
      metrics.requests.observe({ route, method, status: String(response.statusCode) }, (performance.now() - started) / 1000);
      span.end({ status: response.statusCode, route });
    });
    return context;
  };
}

/**
 * The metrics port: GET /metrics in Prometheus's text format, nothing else. A port already taken
 * (two instances started by hand on one machine) is said in the log and the app serves on
 * without it: watching must never stop the service.
 */
export async function startMetricsServer(port: number, host: string): Promise<Server | null> {
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    if ((request.url ?? "").split("?")[0] !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(request.method === "HEAD" ? undefined : text),
      (error: unknown) => {
        log("error", "metrics: unable to collect", { error });
        response.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve) => {
    server.once("error", (error) => {
      log("error", `metrics: unable to listen on port ${port}, no metrics served`, { error: String(error) });
      resolve(null);
    });
    server.listen(port, host, () => {
      // The metrics port never keeps the process alive nor delays the shutdown.
      server.unref();
      resolve(server);
    });
  });
}
