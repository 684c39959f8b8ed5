import { describe, expect, it } from "vitest";
import { callJson, useSandbox } from "../sandbox/setup";

useSandbox();

describe("sandbox client search (find-or-create with a search)", () => {
  it("finds by name ignoring case and accents, narrowed by birth date, by e-mail and by phone", async () => {
    const ids = async (search: Record<string, string>) =>
      ((await callJson("POST", "/sibp/api/client/find-or-create/", { search })).body.data.clients as { userId: string }[]).map((client) => client.userId);
    expect(await ids({ lastName: "DUPÖNT" })).toEqual(["100001"]);
    expect(await ids({ lastName: "Dupont", birthdate: "1965-04-12" })).toEqual(["100001"]);
    expect(await ids({ lastName: "Dupont", birthdate: "1970-01-01" })).toEqual([]);
    expect(await ids({ email: "Paul.Martin@example.fr" })).toEqual(["100002"]);
    expect(await ids({ phone: "06.98.76.54.32" })).toEqual(["100002"]);
    expect(await ids({})).toEqual([]);
  });
});

describe("sandbox audit log", () => {
  it("appends lines with exactly the audit fields and lists them", async () => {
    const line = { time: "2026-01-01T00:00:00.000Z", agentIdrh: "AG12345", regate: "R75001", action: "client.identify", clientId: "100001", contractId: null, outcome: "success" };
    expect((await callJson("POST", "/sibp/api/audit/", line)).status).toBe(201);
    expect((await callJson("POST", "/sibp/api/audit/", { ...line, iban: "FR7630006000011234567890189" })).status).toBe(400);
    const lines = (await callJson("GET", "/__sandbox/audit")).body as unknown[];
    expect(lines).toContainEqual(line);
    expect(JSON.stringify(lines)).not.toContain("FR76");
  });
});
