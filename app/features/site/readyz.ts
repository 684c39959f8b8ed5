import { readiness } from "~/kernel/platform/readiness.server";

/** Readiness for the load balancer and Kubernetes: 200 when this instance can serve, else 503. */
export async function loader() {
  const state = await readiness();
  return new Response(JSON.stringify(state), {
    status: state.ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
