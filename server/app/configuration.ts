/**
 * The app's configuration, read and validated once at start-up (app/kernel/platform/config.server.ts):
 * a bad value stops the process with the message naming the variable, and no stack trace.
 */
export async function configurationOrExit() {
  try {
    return (await import("../../app/kernel/platform/config.server")).config;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
