/**
 * The Kubernetes manifests under deploy/ (kustomize base and demo overlay), built as kustomize
 * would and validated offline against the Kubernetes API schemas (kubernetes-models), then
 * checked for what the app needs: probes, security context, resources, disruption budget,
 * autoscaling, and a configuration the app accepts.
 */
import { readFileSync } from "node:fs";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { StatefulSet } from "kubernetes-models/apps/v1/StatefulSet";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { PodMonitor } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor";
import { PrometheusRule } from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule";
import { describe, expect, it } from "vitest";
import { parseConfiguration } from "~/kernel/platform/config.server";
import { metrics } from "~/kernel/platform/metrics.server";
import { kustomizeBuild, readYamlDocuments, type Resource } from "./kustomize";

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "v1/ConfigMap": ConfigMap,
  "v1/Secret": Secret,
  "v1/Service": Service,
  "apps/v1/Deployment": Deployment,
  "apps/v1/StatefulSet": StatefulSet,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "networking.k8s.io/v1/Ingress": Ingress,
  "monitoring.coreos.com/v1/PodMonitor": PodMonitor,
  "monitoring.coreos.com/v1/PrometheusRule": PrometheusRule,
};

function validate(resource: Resource): void {
  const Model = MODELS[`${resource.apiVersion}/${resource.kind}`];
  if (!Model) throw new Error(`no schema for ${resource.apiVersion} ${resource.kind}`);
  new Model(structuredClone(resource) as never).validate();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are plain YAML, read field by field
function find(resources: Resource[], kind: string, name: string): any {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} missing`);
  return found;
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

const KNOWN_VARIABLES = new Set([...readFileSync(".env.example", "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
const base = kustomizeBuild("deploy/base");
const demo = kustomizeBuild("deploy/demo");
const monitoring = kustomizeBuild("deploy/monitoring");
const [secretExample] = readYamlDocuments("deploy/base/secret.example.yaml") as [Resource];

describe("Kubernetes manifests", () => {
  it("are valid Kubernetes objects, base, demo overlay and the Secret's example", () => {
    for (const resource of [...base, ...demo, ...monitoring, secretExample]) {
      expect(() => validate(resource), `${resource.kind}/${resource.metadata.name}`).not.toThrow();
    }
    expect(base.map((resource) => resource.kind).sort()).toEqual(["ConfigMap", "Deployment", "HorizontalPodAutoscaler", "Ingress", "PodDisruptionBudget", "Service"]);
    expect(monitoring.map((resource) => resource.kind).sort()).toEqual(["PodMonitor", "PrometheusRule"]);
  });

  it("rejects a wrong monitoring object too", () => {
    const broken = structuredClone(find(monitoring, "PodMonitor", "vsmp"));
    broken.spec.podMetricsEndpoints = "metrics";
    expect(() => validate(broken)).toThrow(/podMetricsEndpoints/);
  });

  it("open each pod's metrics port to the scrape, never to the Service", () => {
    const deployment = find(base, "Deployment", "vsmp");
    const config = find(base, "ConfigMap", "vsmp-config").data as Record<string, string>;
    const ports = deployment.spec.template.spec.containers[0].ports as { name: string; containerPort: number }[];
    const metricsPort = ports.find((port) => port.name === "metrics")!;
    expect(metricsPort.containerPort).toBe(Number(config.METRICS_PORT));
    const secrets = Object.fromEntries(Object.entries(secretExample.stringData as Record<string, string>).map(([name, value]) => [name, value.replaceAll("replace-with-", "own-")]));
    expect(parseConfiguration({ ...config, ...secrets }).metricsPort).toBe(metricsPort.containerPort);
    expect(deployment.spec.template.metadata.annotations).toEqual({
      "prometheus.io/scrape": "true",
      "prometheus.io/port": String(metricsPort.containerPort),
      "prometheus.io/path": "/metrics",
    });
    for (const port of find(base, "Service", "vsmp").spec.ports) {
      expect([metricsPort.name, metricsPort.containerPort]).not.toContain(port.targetPort);
      expect(port.port).not.toBe(metricsPort.containerPort);
    }
  });

  it("scrape the app's pods by their metrics port, and alert on server errors, failing upstreams and mail, with the app's own metrics", async () => {
    const pod = find(base, "Deployment", "vsmp").spec.template;
    const monitor = find(monitoring, "PodMonitor", "vsmp");
    expect(matches(monitor.spec.selector.matchLabels, pod.metadata.labels)).toBe(true);
    expect(monitor.spec.podMetricsEndpoints).toEqual([expect.objectContaining({ port: "metrics", path: pod.metadata.annotations["prometheus.io/path"] })]);

    const rules = find(monitoring, "PrometheusRule", "vsmp").spec.groups.flatMap((group: { rules: unknown[] }) => group.rules) as { alert: string; expr: string }[];
    expect(rules.map((rule) => rule.alert)).toEqual(["VsmpHighErrorRate", "VsmpUpstreamFailing", "VsmpMailFailing", "VsmpSessionStoreFailing"]);
    expect(rules[0]!.expr).toMatch(/status=~"5\.\."/);
    expect(rules[1]!.expr).toMatch(/outcome=~"timeout\|network\|malformed"/);
    expect(rules[2]!.expr).toMatch(/vsmp_mails_total\{outcome="failed"\}/);
    // Every series and label an alert reads is one the app writes: a renamed metric or label
    // fails here (prom-client refuses a label a metric was not declared with).
    for (const { alert, expr } of rules) {
      const series = [...expr.matchAll(/\b(vsmp_[a-z_]+?)(?:_count|_sum|_bucket)?(?:\{([^}]*)\}|\[)/g)];
      expect(series.length, alert).toBeGreaterThan(0);
      for (const [, name, selector] of series) {
        const metric = metrics.registry.getSingleMetric(name!);
        expect(metric, `${alert}: ${name}`).toBeDefined();
        for (const [, label] of (selector ?? "").matchAll(/([a-z_]+)\s*(?:=~|!=|=)/g)) {
          expect(() => (metric as unknown as { remove(labels: Record<string, string>): void }).remove({ [label!]: "x" }), `${alert}: ${name}{${label}}`).not.toThrow();
        }
      }
    }
    expect(() => (metrics.registry.getSingleMetric("vsmp_mails_total") as unknown as { remove(labels: Record<string, string>): void }).remove({ service: "x" })).toThrow();
  });

  it("are rejected by the validation when wrong (the validation can fail)", () => {
    const broken = structuredClone(find(base, "Deployment", "vsmp"));
    broken.spec.template.spec.containers[0].ports[0].containerPort = "http";
    expect(() => validate(broken)).toThrow(/containerPort/);
  });

  it("probe liveness on /healthz and readiness on /readyz, within resources, locked down", () => {
    const pod = find(base, "Deployment", "vsmp").spec.template.spec;
    const [app] = pod.containers;
    expect(app.livenessProbe.httpGet).toMatchObject({ path: "/healthz", port: "http" });
    expect(app.readinessProbe.httpGet).toMatchObject({ path: "/readyz", port: "http" });
    expect(app.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(app.resources.limits.memory).toBeDefined();
    expect(app.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      allowPrivilegeEscalation: false,
      privileged: false,
      capabilities: { drop: ["ALL"] },
    });
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.automountServiceAccountToken).toBe(false);
  });

  it("give a SIGTERM'd pod time to drain: pause, then the app's drain, within the grace period", () => {
    const deployment = find(base, "Deployment", "vsmp");
    const config = find(base, "ConfigMap", "vsmp-config");
    const pauseS = Number(deployment.spec.template.spec.containers[0].lifecycle.preStop.exec.command[1]);
    expect(pauseS + Number(config.data.SHUTDOWN_DRAIN_MS) / 1000).toBeLessThan(deployment.spec.template.spec.terminationGracePeriodSeconds);
    expect(Number(config.data.KEEP_ALIVE_TIMEOUT_MS)).toBeGreaterThan(60_000);
  });

  it("route the Service, the disruption budget and the autoscaler to the app's pods", () => {
    const deployment = find(base, "Deployment", "vsmp");
    const labels = deployment.spec.template.metadata.labels;
    expect(matches(deployment.spec.selector.matchLabels, labels)).toBe(true);
    expect(matches(find(base, "Service", "vsmp").spec.selector, labels)).toBe(true);
    expect(find(base, "Service", "vsmp").spec.ports[0].targetPort).toBe(deployment.spec.template.spec.containers[0].ports[0].name);
    expect(matches(find(base, "PodDisruptionBudget", "vsmp").spec.selector.matchLabels, labels)).toBe(true);
    const autoscaler = find(base, "HorizontalPodAutoscaler", "vsmp");
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name: "vsmp" });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.spec.metrics[0].resource).toMatchObject({ name: "cpu", target: { type: "Utilization" } });
  });

  it("configure the app with settings it knows and accepts in production, secrets from the Secret", () => {
    const envFrom = find(base, "Deployment", "vsmp").spec.template.spec.containers[0].envFrom;
    expect(envFrom).toEqual([{ configMapRef: { name: "vsmp-config" } }, { secretRef: { name: secretExample.metadata.name } }]);
    const config = find(base, "ConfigMap", "vsmp-config").data as Record<string, string>;
    // The example's placeholders, filled in as an operator would (production refuses them as they are).
    const secrets = Object.fromEntries(Object.entries(secretExample.stringData as Record<string, string>).map(([name, value]) => [name, value.replaceAll("replace-with-", "own-")]));
    expect(() => parseConfiguration({ ...config, ...(secretExample.stringData as Record<string, string>) })).toThrow(/published demo or example secret/);
    for (const name of [...Object.keys(config), ...Object.keys(secrets)]) expect(KNOWN_VARIABLES, name).toContain(name);
    for (const name of Object.keys(secrets)) expect(config, `${name} is secret`).not.toHaveProperty(name);
    const parsed = parseConfiguration({ ...config, ...secrets });
    expect(parsed.production).toBe(true);
    expect(parsed.sessionSecrets).toHaveLength(2);
    expect(parsed.redisUrl).toMatch(/^rediss:/);
    expect(() => parseConfiguration(config)).toThrow(/SESSION_SECRETS/);
  });

  it("put the ingress in front of the Service with bounded bodies, buffered requests and time-outs (decision 119)", () => {
    const ingress = find(base, "Ingress", "vsmp");
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({ name: "vsmp", port: { name: "http" } });
    expect(find(base, "Service", "vsmp").spec.ports.map((port: { name: string }) => port.name)).toContain("http");
    expect(ingress.metadata.annotations).toMatchObject({
      "nginx.ingress.kubernetes.io/proxy-body-size": "256k",
      "nginx.ingress.kubernetes.io/proxy-request-buffering": "on",
    });
    // The app's longest upstream wait (documents, 20 s) fits in the ingress's wait for the app.
    const { HTTP_TIMEOUT_MS } = find(base, "ConfigMap", "vsmp-config").data as Record<string, string>;
    const config = parseConfiguration(HTTP_TIMEOUT_MS ? { HTTP_TIMEOUT_MS } : {});
    expect(Number(ingress.metadata.annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"]) * 1000).toBeGreaterThan(config.services.documents.timeoutMs);
  });

  it("run the demo on the demo image with the sandbox, a Redis StatefulSet, and the same app settings", () => {
    const deployment = find(demo, "Deployment", "vsmp");
    expect(deployment.spec.template.spec.containers[0].image).toBe("registry.example.fr/vsmp/app:1.0.0-demo");
    expect(deployment.spec.template.spec.containers[0].volumeMounts).toContainEqual({ name: "sandbox-data", mountPath: "/app/data" });
    const redis = find(demo, "StatefulSet", "vsmp-redis");
    expect(redis.spec.template.spec.containers[0].securityContext).toMatchObject({ readOnlyRootFilesystem: true, runAsNonRoot: true, allowPrivilegeEscalation: false });
    expect(find(demo, "Service", "vsmp-redis").spec.selector).toEqual(redis.spec.template.metadata.labels);
    const config = find(demo, "ConfigMap", "vsmp-config").data as Record<string, string>;
    const secrets = find(demo, "Secret", "vsmp-secrets").stringData as Record<string, string>;
    expect(secrets.REDIS_URL).toBe("redis://vsmp-redis:6379/0");
    const parsed = parseConfiguration({ ...config, ...secrets });
    expect(parsed.usesSandbox).toBe(true);
    expect(parsed.redisUrl).toBe(secrets.REDIS_URL);
  });
});
