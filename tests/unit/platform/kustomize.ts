/**
 * What `kustomize build` does with the features our manifests use (resources, JSON 6902 patches,
 * images), offline and without the kustomize binary: the test validates what would be applied.
 * Anything else in a kustomization is refused, so a new feature cannot slip by unvalidated.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Operation {
  op: "add" | "replace" | "remove";
  path: string;
  value?: unknown;
}

interface Kustomization {
  apiVersion: string;
  kind: "Kustomization";
  resources?: string[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
  images?: { name: string; newName?: string; newTag?: string }[];
}

const SUPPORTED = new Set(["apiVersion", "kind", "resources", "patches", "images"]);

export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, "utf8")).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS();
  });
}

function applyOperation(target: Record<string, unknown>, { op, path, value }: Operation): void {
  const keys = path.split("/").slice(1).map((key) => key.replace(/~1/g, "/").replace(/~0/g, "~"));
  const last = keys.pop()!;
  let parent: unknown = target;
  for (const key of keys) {
    parent = (parent as Record<string, unknown>)[key];
    if (parent === undefined) throw new Error(`patch path ${path} does not exist`);
  }
  if (Array.isArray(parent)) {
    const index = last === "-" ? parent.length : Number(last);
    if (op === "add") parent.splice(index, 0, value);
    else if (index >= parent.length) throw new Error(`patch path ${path} does not exist`);
    else if (op === "replace") parent[index] = value;
    else parent.splice(index, 1);
    return;
  }
  const object = parent as Record<string, unknown>;
  if (op !== "add" && !(last in object)) throw new Error(`patch path ${path} does not exist`);
  if (op === "remove") delete object[last];
  else object[last] = value;
}

function setImages(value: unknown, images: NonNullable<Kustomization["images"]>): void {
  if (Array.isArray(value)) return value.forEach((item) => setImages(item, images));
  if (value === null || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  if (typeof object.image === "string") {
    const [name, tag] = object.image.split(/:(?=[^:/]+$)/);
    const image = images.find((candidate) => candidate.name === name);
    if (image) object.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
  }
  Object.values(object).forEach((item) => setImages(item, images));
}

/** The resources `kustomize build directory` would print. */
export function kustomizeBuild(directory: string): Resource[] {
  const [kustomization] = readYamlDocuments(join(directory, "kustomization.yaml")) as [Kustomization];
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${directory}: unsupported kustomization fields ${unsupported.join(", ")}`);
  const resources: Resource[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = join(directory, entry);
    if (!existsSync(path)) throw new Error(`${directory}: resource ${entry} not found`);
    if (statSync(path).isDirectory()) resources.push(...kustomizeBuild(path));
    else resources.push(...(readYamlDocuments(path) as Resource[]));
  }
  for (const { target, patch } of kustomization.patches ?? []) {
    const matching = resources.filter((resource) => resource.kind === target.kind && resource.metadata.name === target.name);
    if (matching.length !== 1) throw new Error(`${directory}: patch target ${target.kind}/${target.name} matches ${matching.length}`);
    for (const operation of parseAllDocuments(patch)[0]!.toJS() as Operation[]) applyOperation(matching[0]!, operation);
  }
  if (kustomization.images) setImages(resources, kustomization.images);
  return resources;
}
