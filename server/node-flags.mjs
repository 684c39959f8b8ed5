// The Node flags the app server (build/server.js) runs with, wherever it is started from:
// server/start.mjs (`npm start`, the budget, the demo image) and the platform tests. Each flag is
// passed only when this Node knows it, so an older Node still starts the app (decision 057).
//
// --experimental-async-context-frame: the request context (app/platform/request-context.server.ts,
// the request id on every log line) travels with V8's continuation data instead of promise hooks,
// which ran a hook on every promise of every page (about 5 % of a page's CPU). Node 24 has it
// by default.
export const APP_NODE_FLAGS = ["--experimental-async-context-frame"].filter((flag) => process.allowedNodeEnvironmentFlags.has(flag));
