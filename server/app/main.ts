/** Entry point of the production app server: validates the configuration first. */
process.env.APP_SERVER = "1";

let config;
try {
  ({ config } = await import("../../app/config.server"));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const { startAppServer } = await import("./server");
const server = await startAppServer({
  buildDirectory: "build",
  publicOrigin: config.publicOrigin,
  trustedProxyHops: config.trustedProxyHops,
  mode: "production",
  port: config.port,
  host: config.host,
});
process.stdout.write(
  `${JSON.stringify({ time: new Date().toISOString(), level: "info", msg: `app listening on http://localhost:${config.port}`, upstream: config.usesSandbox ? "sandbox" : "configured" })}\n`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
export {};
