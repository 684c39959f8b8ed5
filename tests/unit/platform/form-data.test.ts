import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FORM_LIMITS, FORM_REFUSED, isBoundedName, isRefusedForm, parseForm, readForm } from "~/kernel/platform/form-data.server";

const post = (body: string, type = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/form", { method: "POST", headers: { "content-type": type }, body });

async function statusOfThrown(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status;
  }
}

describe("the names a form of ours can have", () => {
  it("accepts plain, dotted and listed names within the bounds", () => {
    for (const name of ["lastName", "address.city", "contacts[0].firstName", "contacts[9].address.L4", "visitDays", "__intent__x"]) {
      expect(isBoundedName(name), name).toBe(true);
    }
  });

  it("refuses an index above the largest list, a depth above the bound, prototype keys and malformed paths", () => {
    for (const name of [
      "zz[100000000]",
      `contacts[${FORM_LIMITS.index + 1}].firstName`,
      `c${"[0]".repeat(FORM_LIMITS.depth)}`,
      "a.b.c.d.e",
      "__proto__.polluted",
      "contacts[0].constructor",
      "a..b",
      "a[0]b",
      "a[]",
      ".a",
      "",
      "x".repeat(FORM_LIMITS.nameLength + 1),
    ]) {
      expect(isBoundedName(name), name).toBe(false);
    }
  });
});

describe("the form reader", () => {
  it("leaves out fields no form has and makes the parse an error with the form's message, the other values kept", async () => {
    const form = await readForm(post("lastName=Dupont&zz[100000000]=1"));
    expect([...form.keys()]).toEqual(["lastName"]);
    const submission = parseForm(form, { schema: z.object({ lastName: z.string() }) });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error?.[""]).toEqual([FORM_REFUSED]);
    expect(reply.initialValue).toEqual({ lastName: "Dupont" });
  });

  it("says which forms it left fields out of (their actions answer 400)", async () => {
    expect(isRefusedForm(await readForm(post("a=1&b[99]=2")))).toBe(true);
    expect(isRefusedForm(await readForm(post("a=1&b[1]=2")))).toBe(false);
  });

  it("keeps a sound form as it is", async () => {
    const form = await readForm(post("contacts[0].firstName=Jean&contacts[1].firstName=Luc"));
    const submission = parseForm(form, { schema: z.object({ contacts: z.array(z.object({ firstName: z.string() })) }) });
    expect(submission.status).toBe("success");
  });

  it("refuses more fields than a form has", async () => {
    const body = Array.from({ length: FORM_LIMITS.fields + 5 }, (_, index) => `f${index}=1`).join("&");
    const form = await readForm(post(body));
    expect([...form.keys()]).toHaveLength(FORM_LIMITS.fields);
    expect(parseForm(form, { schema: z.object({}) }).status).toBe("error");
  });

  it("refuses a list intent at an index or on a list no form has", async () => {
    for (const intent of [{ type: "insert", payload: { name: "contacts", index: 100000000 } }, { type: "remove", payload: { name: "zz[100000000]", index: 0 } }, "not json"]) {
      const form = await readForm(post(`__intent__=${encodeURIComponent(typeof intent === "string" ? intent : JSON.stringify(intent))}`));
      expect(form.has("__intent__"), JSON.stringify(intent)).toBe(false);
    }
    const sound = await readForm(post(`__intent__=${encodeURIComponent(JSON.stringify({ type: "remove", payload: { name: "contacts", index: 1 } }))}`));
    expect(sound.has("__intent__")).toBe(true);
  });

  it("answers 400 to a body that is not a form, or is over the size limit, declared or not", async () => {
    expect(await statusOfThrown(readForm(post('{"a":1}', "application/json")))).toBe(400);
    expect(await statusOfThrown(readForm(post("a=1", "multipart/form-data")))).toBe(400);
    expect(await statusOfThrown(readForm(post(`a=${"x".repeat(FORM_LIMITS.bytes)}`)))).toBe(400);
    const undeclared = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let chunk = 0; chunk < 5; chunk += 1) controller.enqueue(new TextEncoder().encode("x".repeat(FORM_LIMITS.bytes / 4)));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/form", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: undeclared, duplex: "half" } as RequestInit);
    expect(await statusOfThrown(readForm(streamed))).toBe(400);
  });

  it("reads a request once: a second call gets the same form", async () => {
    const request = post("a=1");
    expect(await readForm(request)).toBe(await readForm(request));
  });
});
