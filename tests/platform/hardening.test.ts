/**
 * Two cases checked on the built server: a content editor's preview of the dashboard
 * gets an error page (not JSON), and a signed-in stranger cannot tell another customer's contract
 * from a number that does not exist.
 */
import { describe, expect, it } from "vitest";
import { signIn } from "../../scripts/budget-signin.mjs";
import { useAppOnSandbox } from "./processes";

const started = useAppOnSandbox("hardening");

describe("an editor's preview and a stranger's contract on the built server", () => {
  it("answers a preview of the current contract's dashboard with the error page in HTML, not JSON", async () => {
    const response = await fetch(`${started.app.url}/services-seniors/contrat/tableau-de-bord?cmsTicketId=preview`, { redirect: "manual" });
    const body = await response.text();
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(body).toContain("Accès non autorisé");
    expect(body).not.toContain("Unexpected Server Error");
  });

  it("answers paul the same for marie's contract and for a number that does not exist", async () => {
    const cookie = await signIn(started.app.url, "/services-seniors/contrat", { login: "paul.martin@example.fr", password: "demo1234" });
    const answers = [];
    for (const number of ["2024000123", "9999999999"]) {
      for (const path of ["", "/factures", "/factures/F2024000123202403"]) {
        const response = await fetch(`${started.app.url}/services-seniors/contrat/${number}/tableau-de-bord${path}`, { headers: { cookie }, redirect: "manual" });
        const body = await response.text();
        answers.push({ number, path, status: response.status, type: response.headers.get("content-type"), title: /<h1[^>]*>([^<]*)/.exec(body)?.[1] ?? body });
      }
    }
    for (const path of ["", "/factures", "/factures/F2024000123202403"]) {
      const [marie, unknown] = answers.filter((answer) => answer.path === path);
      expect(marie!.status, path).toBe(404);
      expect({ status: marie!.status, type: marie!.type, title: marie!.title }, path).toEqual({ status: unknown!.status, type: unknown!.type, title: unknown!.title });
    }
  });
});
