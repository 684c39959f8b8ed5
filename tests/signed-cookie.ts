/**
 * What a signed cookie keeps, read from a `Set-Cookie` or `Cookie` header: Remix writes a signed
 * cookie's value as `base64(JSON of what it keeps).signature`. Tests read what it keeps rather
 * than the whole value, whose signature's random letters may spell anything.
 */
export function keptInSignedCookie(header: string, name: string): unknown {
  const found = new RegExp(`(?:^|[;,]\\s*)${name}=([^;]*)`).exec(header);
  if (!found) throw new Error(`no ${name} cookie in ${header}`);
  const value = decodeURIComponent(found[1] ?? "");
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}
