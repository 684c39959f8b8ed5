import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** A field name that would reach an object's prototype once conform turns names into paths. */
const PROTOTYPE_PATH = /(^|[.[\]])(__proto__|prototype|constructor)($|[.[\]])/;

function badRequest(): Response {
  return new Response("Bad request / Requête invalide", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The posted form of an action. Anything a browser's form cannot send (another content type,
 * a broken multipart body, a field naming an object's prototype, a conform intent that is not
 * one) is answered 400 here, before any rule or upstream call sees it.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw badRequest();
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw badRequest();
  }
  for (const name of formData.keys()) if (PROTOTYPE_PATH.test(name)) throw badRequest();
  try {
    // Resolves conform's intent (insert, remove, validate…) the way every action will.
    parseWithZod(formData, { schema: z.unknown() });
  } catch {
    throw badRequest();
  }
  return formData;
}
