// The Remix Vite plugin ignores this file on its own: vite.config.ts imports these options
// and hands them to `remix(options)`, so this is the single place for them.

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // Off: the full route manifest ships as one cached file (decision 033).
    v3_lazyRouteDiscovery: false,
    v3_routeConfig: true,
  },
};
