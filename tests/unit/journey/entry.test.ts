import { describe, expect, it } from "vitest";
import { entryTarget } from "~/features/journey/entry.server";
import { loader as operatorEntry } from "~/features/journey/old-entry";
import { loader as journeyEntry } from "~/features/journey/entry";

describe("the journey's entry addresses (SPEC 2)", () => {
  it("go to the current step, or the first for /formule", () => {
    expect(entryTarget("")).toBe("current");
    expect(entryTarget("etape")).toBe("current");
    expect(entryTarget("formule")).toBe("first");
    expect(entryTarget("ailleurs")).toBeNull();
  });

  it("redirect to the first step when nothing was started, keeping the initial offers of the query", async () => {
    const response = (await operatorEntry({
      request: new Request("http://x/particulier/veiller-sur-mes-parents/souscription/formule?initialQueryOffers=tali&initialQueryOptions=GEOFENCING"),
      params: { "*": "formule" },
      context: {},
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/services-seniors/souscription/etape1");
    expect(response.headers.get("set-cookie")).toMatch(/^vsmp=/);
  });

  it("answer 404 for any other address", async () => {
    const thrown = await Promise.resolve()
      .then(() => journeyEntry({ request: new Request("http://x/services-seniors/souscription/ailleurs"), params: { entry: "ailleurs" }, context: {} }))
      .catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
  });
});
