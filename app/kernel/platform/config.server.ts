import { z } from "zod";
import { loopbackOrigins } from "~/kernel/platform/security";

/**
 * Every setting, read once from the environment and validated at start-up.
 * Each upstream service has its own base URL; all default to the embedded sandbox.
 */
/** A whole number written in decimal digits: "0x1F4" or "5e2" are not read as 500. */
const wholeNumber = () => z.string().trim().regex(/^\d{1,12}$/, "must be a whole number in decimal digits").pipe(z.coerce.number<string>().int());
const milliseconds = (fallback: number) => wholeNumber().pipe(z.number().positive()).default(fallback);
const seconds = milliseconds;

const port = wholeNumber().pipe(z.number().min(0).max(65535));

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    HOST: z.string().default("0.0.0.0"),
    SANDBOX_PORT: port.default(3100),
    PUBLIC_ORIGIN: z.string().url().optional(),
    SESSION_SECRETS: z
      .string()
      .min(1)
      .transform((value) => value.split(",").map((secret) => secret.trim()).filter(Boolean))
      .optional(),

    UPSTREAM_VSMP_URL: z.string().url().optional(),
    UPSTREAM_SIBP_URL: z.string().url().optional(),
    UPSTREAM_CONTENT_URL: z.string().url().optional(),
    UPSTREAM_ADDRESS_URL: z.string().url().optional(),
    CONTENT_SITE_ID: z.string().regex(/^[a-z0-9-]+$/).default("laposte"),
    ADDRESS_FRONT_PREFIX: z.string().regex(/^(\/[a-z0-9-]+)*$/).default("/front"),
    /** SPEC 6: the site ids of the private (part) and professional (pro) modes, for addresses and e-commerce. */
    SITE_ID_PART: z.string().regex(/^[a-z0-9-]+$/).default("laposte-part"),
    SITE_ID_PRO: z.string().regex(/^[a-z0-9-]+$/).default("laposte-pro"),
    /** The government address lookup's host (SPEC 7): the sandbox's in the demo, the national address base deployed. */
    ADDRESS_LOOKUP_URL: z.string().url().optional(),

    OIDC_CLIENT_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).default("vsmp-client-area"),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_AGENT_ISSUER: z.string().url().optional(),
    OIDC_AGENT_CLIENT_ID: z.string().min(1).default("sibp-agent"),
    OIDC_AGENT_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_AGENT_USERINFO_URL: z.string().url().optional(),

    HTTP_TIMEOUT_MS: milliseconds(20000),
    CONTRACT_TIMEOUT_MS: milliseconds(5000),
    CLIENT_TIMEOUT_MS: milliseconds(5000),
    CONTENT_TIMEOUT_MS: milliseconds(3000),
    ADDRESS_TIMEOUT_MS: milliseconds(5000),
    /** The completion's own short time-out: past it, the street field stays a plain field. */
    ADDRESS_LOOKUP_TIMEOUT_MS: milliseconds(1500),
    /** SPEC 9: the tag-tracking site ids differ by environment (app/kernel/platform/tracking.ts). */
    TRACKING_ENVIRONMENT: z.enum(["development", "staging", "production"]).default("development"),
    /** The shop's e-commerce client (SPEC 7: the configured default time-out); short, as the header waits for it. */
    ECOMMERCE_TIMEOUT_MS: milliseconds(1500),
    /** How long a person waits for an upstream call at most (decision 074). */
    PAGE_PATIENCE_MS: milliseconds(4000),

    VSMP_COOKIE_MAX_AGE_S: seconds(7 * 24 * 3600),
    /** The SIBP client cookie (SPEC 9: 2 hours), for the counter's journey. */
    SIBP_CLIENT_COOKIE_MAX_AGE_S: seconds(2 * 3600),
    /** The signed-in client's session (kept on the server): unused this long, it ends; and in any case this long after sign-in. */
    USER_SESSION_IDLE_S: seconds(30 * 60),
    USER_SESSION_MAX_AGE_S: seconds(8 * 3600),
    /** The agent's session is shorter: a counter PC is shared and left in public view. */
    AGENT_SESSION_IDLE_S: seconds(15 * 60),
    AGENT_SESSION_MAX_AGE_S: seconds(4 * 3600),
    LOCALE_COOKIE_MAX_AGE_S: seconds(365 * 24 * 3600),

    CONTENT_CACHE_TTL_S: wholeNumber().default(300),
    OFFERS_CACHE_TTL_S: wholeNumber().default(300),
    /** Anonymous editorial pages: how long a shared cache (ours, a proxy's) may keep one; 0: none (decision 094). */
    PAGE_CACHE_TTL_S: wholeNumber().pipe(z.number().max(3600)).default(60),
    REDIS_URL: z.string().url().optional(),
    TRUSTED_PROXY_HOPS: wholeNumber().pipe(z.number().max(5)).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Prometheus metrics on a port of their own, never the public one (decision 132): GET /metrics.
     * 0: none served (they are still counted).
     */
    METRICS_PORT: port.default(9464),
    /** OpenTelemetry: with an OTLP endpoint, traces are exported (decision 133); unset, the SDK is never loaded. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("veiller-sur-mes-parents"),

    /**
     * E-mail (decision 086): the operator's SMTP relay. Unset, the embedded sandbox's
     * outbox receives the mail (127.0.0.1:$SANDBOX_SMTP_PORT); a production start without the
     * sandbox refuses to start without SMTP_HOST and MAIL_FROM.
     */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: port.optional(),
    /** "1": TLS from the first byte (port 465); otherwise STARTTLS when the relay offers it. */
    SMTP_SECURE: z.enum(["0", "1"]).default("0"),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SANDBOX_SMTP_PORT: port.default(2525),
    MAIL_TIMEOUT_MS: milliseconds(5000),
    /** The shared secret the hub signs its alert announcements with (decision 087). */
    HUB_WEBHOOK_SECRET: z.string().min(16).optional(),

    /** "1": the embedded sandbox upstream is the upstream (the demo); production needs none. */
    SANDBOX: z.enum(["0", "1"]).default("0"),
    /** Longer than the idle time-out of the load balancer in front (60 s for most). */
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(65000),
    /** After SIGTERM, how long requests in flight may take before their connections are cut. */
    SHUTDOWN_DRAIN_MS: milliseconds(20000),
    /**
     * What one process takes from its clients (decision 119): the headers within
     * 10 s, the whole request (headers and body; our largest form is 3 KB) within 15 s; at most
     * 2,000 open connections and 200 requests in flight, beyond which it answers 503 at once.
     */
    HEADERS_TIMEOUT_MS: milliseconds(10000),
    REQUEST_TIMEOUT_MS: milliseconds(15000),
    MAX_CONNECTIONS: wholeNumber().pipe(z.number().min(1).max(100_000)).default(2000),
    MAX_REQUESTS_IN_FLIGHT: wholeNumber().pipe(z.number().min(1).max(100_000)).default(200),
  })
  .superRefine((environment, context) => {
    if (environment.METRICS_PORT !== 0 && environment.METRICS_PORT === environment.PORT) {
      context.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT: the metrics are never served on the public port" });
    }
    // Any real upstream means real people's data: the sandbox's known cookie secret must not sign it.
    const upstreamConfigured = [
      environment.UPSTREAM_VSMP_URL,
      environment.UPSTREAM_SIBP_URL,
      environment.UPSTREAM_CONTENT_URL,
      environment.UPSTREAM_ADDRESS_URL,
      environment.OIDC_CLIENT_ISSUER,
      environment.OIDC_AGENT_ISSUER,
    ].some(Boolean);
    if (upstreamConfigured && !environment.SESSION_SECRETS) {
      context.addIssue({
        code: "custom",
        path: ["SESSION_SECRETS"],
        message: "is required when an upstream URL is set (comma-separated list, newest first)",
      });
    }
    // Deployed, the sign-in redirect and the Origin check must not come from the Host header.
    if (environment.NODE_ENV === "production" && upstreamConfigured && !environment.PUBLIC_ORIGIN) {
      context.addIssue({ code: "custom", path: ["PUBLIC_ORIGIN"], message: "is required in production (https://…)" });
    }
  });

/** What a production start without the sandbox cannot do without: no default fits a real deployment. */
const REQUIRED_IN_PRODUCTION = [
  "UPSTREAM_VSMP_URL",
  "UPSTREAM_SIBP_URL",
  "UPSTREAM_CONTENT_URL",
  "UPSTREAM_ADDRESS_URL",
  "OIDC_CLIENT_ISSUER",
  "OIDC_CLIENT_SECRET",
  "OIDC_AGENT_ISSUER",
  "OIDC_AGENT_CLIENT_SECRET",
  "SESSION_SECRETS",
  "SMTP_HOST",
  "MAIL_FROM",
  "HUB_WEBHOOK_SECRET",
] as const;

/**
 * Secrets published with the project (the sandbox's defaults, the demo manifests, the example's
 * placeholders): anyone can sign a cookie or a webhook call with them, so production refuses them.
 */
const PUBLISHED_SECRETS = new Set([
  "sandbox-only-secret-never-deployed",
  "sandbox-client-secret",
  "sandbox-agent-secret",
  "sandbox-webhook-secret",
  "demo-cookie-secret-2026",
  "demo-cookie-secret-2025",
]);
const SECRET_SETTINGS = ["SESSION_SECRETS", "OIDC_CLIENT_SECRET", "OIDC_AGENT_CLIENT_SECRET", "HUB_WEBHOOK_SECRET", "SMTP_PASSWORD"] as const;

export function isPublishedSecret(value: string): boolean {
  return PUBLISHED_SECRETS.has(value) || value.startsWith("replace-with-");
}

const productionEnvironmentSchema = environmentSchema.superRefine((environment, context) => {
  if (environment.NODE_ENV !== "production" || environment.SANDBOX === "1") return;
  for (const name of REQUIRED_IN_PRODUCTION) {
    if (environment[name] === undefined) {
      context.addIssue({ code: "custom", path: [name], message: "is required in production (SANDBOX=1 runs the demo upstream instead)" });
    }
  }
  for (const name of SECRET_SETTINGS) {
    const value = environment[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (values.some(isPublishedSecret)) {
      context.addIssue({ code: "custom", path: [name], message: "is a published demo or example secret: set a secret of your own" });
    }
  }
});

export type Environment = z.infer<typeof environmentSchema>;

/** Turns a validation failure into one readable line per bad variable. */
export function describeConfigurationError(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  return `Invalid configuration:\n${lines.join("\n")}`;
}

export function parseConfiguration(source: Record<string, string | undefined>) {
  const parsed = productionEnvironmentSchema.safeParse(source);
  if (!parsed.success) throw new Error(describeConfigurationError(parsed.error));
  const environment = parsed.data;
  const sandboxUrl = `http://127.0.0.1:${environment.SANDBOX_PORT}`;
  const upstream = (value: string | undefined) => (value ?? sandboxUrl).replace(/\/$/, "");
  // The embedded sandbox is a local demonstration over plain http: no Secure cookies, no HSTS.
  const deployed = environment.NODE_ENV === "production" && Boolean(environment.UPSTREAM_VSMP_URL);
  const siteOrigins = environment.PUBLIC_ORIGIN ? [new URL(environment.PUBLIC_ORIGIN).origin] : loopbackOrigins(environment.PORT);
  return {
    /** Deployed behind TLS with a real upstream: Secure cookies, HSTS, required secrets. */
    production: deployed,
    port: environment.PORT,
    host: environment.HOST,
    /**
     * The site's address as browsers see it, in every mode: links in mail and the way back from
     * a refused form use it, never the Host header. Defaults to http://localhost:$PORT.
     */
    publicOrigin: siteOrigins[0]!,
    /**
     * The origins the site answers as its own (the Origin check of mutations, the sign-in's
     * redirect URI): `PUBLIC_ORIGIN` alone when set; else the loopback names of the port,
     * localhost first (decision 130).
     */
    siteOrigins,
    sessionSecrets: environment.SESSION_SECRETS ?? ["sandbox-only-secret-never-deployed"],
    sandboxUrl,
    usesSandbox: !environment.UPSTREAM_VSMP_URL,
    services: {
      vsmp: { baseUrl: upstream(environment.UPSTREAM_VSMP_URL), timeoutMs: environment.CONTRACT_TIMEOUT_MS },
      documents: { baseUrl: upstream(environment.UPSTREAM_VSMP_URL), timeoutMs: environment.HTTP_TIMEOUT_MS, patienceMs: environment.PAGE_PATIENCE_MS },
      client: { baseUrl: upstream(environment.UPSTREAM_SIBP_URL), timeoutMs: environment.CLIENT_TIMEOUT_MS },
      content: { baseUrl: upstream(environment.UPSTREAM_CONTENT_URL), timeoutMs: environment.CONTENT_TIMEOUT_MS },
      address: { baseUrl: upstream(environment.UPSTREAM_ADDRESS_URL), timeoutMs: environment.ADDRESS_TIMEOUT_MS },
      ecommerce: { baseUrl: upstream(environment.UPSTREAM_ADDRESS_URL), timeoutMs: environment.ECOMMERCE_TIMEOUT_MS },
      addressLookup: {
        baseUrl: (environment.ADDRESS_LOOKUP_URL ?? (environment.UPSTREAM_VSMP_URL ? "https://api-adresse.data.gouv.fr" : `${sandboxUrl}/adresse-api`)).replace(/\/$/, ""),
        timeoutMs: environment.ADDRESS_LOOKUP_TIMEOUT_MS,
      },
    },
    contentSiteId: environment.CONTENT_SITE_ID,
    addressFrontPrefix: environment.ADDRESS_FRONT_PREFIX,
    /** SPEC 6: the address and e-commerce calls' site id by mode; this service's customers are private (part). */
    siteIds: { part: environment.SITE_ID_PART, pro: environment.SITE_ID_PRO },
    trackingEnvironment: environment.TRACKING_ENVIRONMENT,
    identity: {
      timeoutMs: environment.HTTP_TIMEOUT_MS,
      client: {
        issuer: (environment.OIDC_CLIENT_ISSUER ?? `${sandboxUrl}/oidc`).replace(/\/$/, ""),
        clientId: environment.OIDC_CLIENT_ID,
        clientSecret: environment.OIDC_CLIENT_SECRET ?? "sandbox-client-secret",
      },
      agent: {
        issuer: (environment.OIDC_AGENT_ISSUER ?? `${sandboxUrl}/oidc`).replace(/\/$/, ""),
        clientId: environment.OIDC_AGENT_CLIENT_ID,
        clientSecret: environment.OIDC_AGENT_CLIENT_SECRET ?? "sandbox-agent-secret",
        userinfoUrl: environment.OIDC_AGENT_USERINFO_URL,
      },
    },
    cookies: {
      vsmpMaxAgeS: environment.VSMP_COOKIE_MAX_AGE_S,
      sibpClientMaxAgeS: environment.SIBP_CLIENT_COOKIE_MAX_AGE_S,
      userSession: { idleS: environment.USER_SESSION_IDLE_S, absoluteS: environment.USER_SESSION_MAX_AGE_S },
      agentSession: { idleS: environment.AGENT_SESSION_IDLE_S, absoluteS: environment.AGENT_SESSION_MAX_AGE_S },
      localeMaxAgeS: environment.LOCALE_COOKIE_MAX_AGE_S,
    },
    cache: {
      contentTtlMs: environment.CONTENT_CACHE_TTL_S * 1000,
      offersTtlMs: environment.OFFERS_CACHE_TTL_S * 1000,
      pageTtlS: environment.PAGE_CACHE_TTL_S,
    },
    /** Where mail goes: the operator's relay, or the sandbox's outbox (decision 086). */
    mail: {
      host: environment.SMTP_HOST ?? "127.0.0.1",
      port: environment.SMTP_PORT ?? (environment.SMTP_HOST ? (environment.SMTP_SECURE === "1" ? 465 : 587) : environment.SANDBOX_SMTP_PORT),
      secure: environment.SMTP_SECURE === "1",
      auth: environment.SMTP_USER && environment.SMTP_PASSWORD ? { user: environment.SMTP_USER, pass: environment.SMTP_PASSWORD } : undefined,
      from: environment.MAIL_FROM ?? "Veiller sur mes parents <ne-pas-repondre@veiller-sur-mes-parents.example>",
      timeoutMs: environment.MAIL_TIMEOUT_MS,
      /** The sandbox's outbox is a local stand-in: no TLS is asked of it. */
      toSandbox: !environment.SMTP_HOST,
    },
    hubWebhookSecret: environment.HUB_WEBHOOK_SECRET ?? "sandbox-webhook-secret",
    redisUrl: environment.REDIS_URL,
    /** Reverse proxies of our own in front of the app: how far X-Forwarded-For is trusted. */
    trustedProxyHops: environment.TRUSTED_PROXY_HOPS,
    logLevel: environment.LOG_LEVEL,
    /** The metrics port (null: none served), on the app's host. */
    metricsPort: environment.METRICS_PORT === 0 ? null : environment.METRICS_PORT,
    /** Where traces go (OTLP over HTTP), or nowhere. */
    tracing: environment.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: environment.OTEL_SERVICE_NAME } : null,
    keepAliveTimeoutMs: environment.KEEP_ALIVE_TIMEOUT_MS,
    limits: {
      headersTimeoutMs: environment.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(environment.REQUEST_TIMEOUT_MS, environment.HEADERS_TIMEOUT_MS),
      maxConnections: environment.MAX_CONNECTIONS,
      maxRequestsInFlight: environment.MAX_REQUESTS_IN_FLIGHT,
    },
    shutdownDrainMs: environment.SHUTDOWN_DRAIN_MS,
  };
}

export type Configuration = ReturnType<typeof parseConfiguration>;

export const config: Configuration = parseConfiguration(process.env);
