import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckboxField, ConformForm, ErrorSummary, RadioGroup, SelectField, TextField } from "~/kernel/ui/form";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { CIVILITIES, COUNTRIES } from "~/kernel/addresses/address";
import { CONTACT_TYPES, trustedContactSchema } from "~/kernel/people/person";
import BeneficiaryStep from "~/features/journey/steps/beneficiary";
import ContactStep from "~/features/journey/steps/contacts";
import { etape2LoaderData, etape2Rejected } from "./etape2";
import { renderPage } from "./render-page";

/**
 * The forms' fields read conform's own field metadata, on the server and in the browser alike:
 * the page hydrates only if both give the same markup, so each render here is compared with the
 * browser's (a `document` present, as on hydration).
 */
afterEach(() => vi.unstubAllGlobals());

function asInBrowser(render: () => string): string {
  vi.stubGlobal("document", {});
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Both paths' markup, after checking that the server's is the browser's. */
function sameOnBothPaths(render: () => string): string {
  const server = render();
  expect(server).toBe(asInBrowser(render));
  return server;
}

describe("etape2 (about 25 fields)", () => {
  it("renders the loaded values as the browser does", () => {
    const html = sameOnBothPaths(() => renderPage(BeneficiaryStep, { loaderData: etape2LoaderData }));
    expect(html).toContain('<input id="beneficiary-firstName" name="firstName" type="text"');
    expect(html).toContain('value="Jeanne"');
    expect(html).toMatch(/id="beneficiary-civility-MRS" name="civility" checked=""/);
    expect(html).toMatch(/id="beneficiary-healthConsent" name="healthConsent"[^>]*checked=""/);
    expect(html).not.toContain("error-summary");
  });

  it("renders a post with mistakes as the browser does: messages, summary links, typed values", () => {
    const actionData = etape2Rejected({ civility: "MRS", firstName: "Jeanne", lastName: "", codePostal: "750", city: "Paris" });
    const html = sameOnBothPaths(() => renderPage(BeneficiaryStep, { loaderData: { ...etape2LoaderData, hasErrors: true }, actionData }));
    expect(html).toContain('<a href="#beneficiary-lastName">Le nom est obligatoire</a>');
    expect(html).toContain('<p id="beneficiary-lastName-error" class="field-error">');
    expect(html).toMatch(/id="beneficiary-lastName"[^>]*aria-invalid="true" aria-describedby="beneficiary-lastName-error"/);
    expect(html).toMatch(/id="beneficiary-codePostal"[^>]*value="750"/);
    expect(html).toMatch(/id="beneficiary-city"[^>]*value="Paris"/);
  });
});

describe("etape3 (a list of trusted contacts)", () => {
  const contact = (order: number, firstName: string) => ({
    order,
    civility: "MR",
    firstName,
    lastName: "Voisin",
    mobilePhone: "06 98 76 54 32",
    contactType: "NEIGHBOUR",
    travelTimeInMinutes: 10,
    streetName: "14 rue des Lilas",
    codePostal: "75015",
    city: "Paris",
    country: "FRANCE",
    hasKeys: true,
    over18: true,
  });
  const loaderData = {
    ...etape2LoaderData,
    frame: { ...etape2LoaderData.frame, current: 3, max: 3 },
    values: { contacts: [contact(1, "Paul"), contact(2, "Anne")] },
    choices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: "FRANCE" },
  };

  it("renders each contact's loaded values as the browser does", () => {
    const html = sameOnBothPaths(() => renderPage(ContactStep, { loaderData }));
    expect(html).toMatch(/<input id="contacts-contacts\[1\]\.firstName" name="contacts\[1\]\.firstName"[^>]*value="Anne"/);
    expect(html).toMatch(/id="contacts-contacts\[0\]\.hasKeys" name="contacts\[0\]\.hasKeys"[^>]*checked=""/);
  });

  it("renders a post with a mistake in the second contact as the browser does", () => {
    const body = new FormData();
    for (const [index, firstName] of ["Paul", ""].entries()) {
      for (const [name, value] of Object.entries({ ...contact(index + 1, firstName), hasKeys: "on", over18: "on" })) body.append(`contacts[${index}].${name}`, String(value));
    }
    const actionData = { result: parseWithZod(body, { schema: z.object({ contacts: z.array(trustedContactSchema) }) }).reply() };
    const html = sameOnBothPaths(() => renderPage(ContactStep, { loaderData: { ...loaderData, hasErrors: true }, actionData }));
    expect(html).toContain('<a href="#contacts-contacts[1].firstName">');
    expect(html).toContain('<p id="contacts-contacts[1].firstName-error" class="field-error">');
    expect(html).toMatch(/<input id="contacts-contacts\[0\]\.firstName"[^>]*value="Paul"/);
  });
});

/** A form with a nested object and a list, as conform names them ("address.city", "contacts[1].firstName"). */
interface Nested {
  address: { city: string; country: string };
  contacts: { firstName: string; keys: string; kind: string }[];
}

const defaultValue = {
  address: { city: "Paris", country: "FRANCE" },
  contacts: [
    { firstName: "Anne", keys: "on", kind: "NEIGHBOUR" },
    { firstName: "Paul", kind: "FAMILY" },
  ],
};

function NestedForm({ lastResult, id = "nested" }: { lastResult?: SubmissionResult<string[]>; id?: string }) {
  const [form, fields] = useForm<Nested>({ id, defaultValue, lastResult, shouldRevalidate: "onSubmit" });
  const address = fields.address.getFieldset();
  const contacts = fields.contacts.getFieldList().map((contact) => contact.getFieldset());
  const summaryFields = { city: address.city, country: address.country, ...Object.fromEntries(contacts.map((contact, index) => [`contact${index}`, contact.firstName])) };
  const choices = [
    { value: "NEIGHBOUR", label: "Voisin" },
    { value: "FAMILY", label: "Famille", hint: "Un proche" },
  ];
  return (
    <>
      <ErrorSummary form={form} fields={summaryFields} />
      <ConformForm form={form} method="post" noValidate>
        <TextField field={address.city} label="Localité" hint="Par exemple Paris" />
        <SelectField field={address.country} label="Pays" placeholder="Choisir" choices={[{ value: "FRANCE", label: "France" }]} />
        {contacts.map((contact, index) => (
          <fieldset key={index}>
            <TextField field={contact.firstName} label="Prénom" />
            <CheckboxField field={contact.keys} label="A les clés" hint="Des clés du logement" />
            <RadioGroup field={contact.kind} legend="Lien" choices={choices} />
          </fieldset>
        ))}
      </ConformForm>
    </>
  );
}

const render = (lastResult?: SubmissionResult<string[]>) => renderPage(() => <NestedForm lastResult={lastResult} />, { loaderData: null });

describe("a form's nested and list fields", () => {
  it("render their initial values as the browser does", () => {
    const html = sameOnBothPaths(() => render());
    expect(html).toMatch(/<input id="nested-address\.city" name="address\.city" type="text"[^>]*aria-describedby="nested-address\.city-hint"[^>]*value="Paris"/);
    expect(html).toMatch(/<select id="nested-address\.country" name="address\.country"/);
    expect(html).toMatch(/<input id="nested-contacts\[1\]\.firstName" name="contacts\[1\]\.firstName" type="text"[^>]*value="Paul"/);
    expect(html).toMatch(/id="nested-contacts\[0\]\.keys" name="contacts\[0\]\.keys"[^>]*checked=""/);
    expect(html).not.toMatch(/id="nested-contacts\[1\]\.keys"[^>]*checked/);
    expect(html).toMatch(/id="nested-contacts\[1\]\.kind-FAMILY" name="contacts\[1\]\.kind"[^>]*checked=""/);
    expect(html).not.toContain("error-summary");
  });

  it("render a reply's errors and typed values as the browser does, the summary linking to each field", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { address: { city: "", country: "FRANCE" }, contacts: [{ firstName: "Anne", kind: "NEIGHBOUR" }, { firstName: "", kind: "FAMILY" }] },
      error: { "address.city": ["test.cityMissing"], "contacts[1].firstName": ["test.firstNameMissing"], "contacts[0].kind": ["test.kindUnknown"], "": ["test.notSaved"] },
    };
    const html = sameOnBothPaths(() => render(lastResult));
    // Form-level errors first, then the listed fields in their order, then the others (conform's).
    expect(html).toContain(
      '<ul><li>test.notSaved</li><li><a href="#nested-address.city">test.cityMissing</a></li><li><a href="#nested-contacts[1].firstName">test.firstNameMissing</a></li><li><a href="#nested-contacts[0].kind">test.kindUnknown</a></li></ul>',
    );
    expect(html).toMatch(/<input id="nested-address\.city" name="address\.city" type="text"[^>]*aria-invalid="true" aria-describedby="nested-address\.city-hint nested-address\.city-error"\/>/);
    expect(html).toContain('<p id="nested-contacts[1].firstName-error" class="field-error">');
    expect(html).toMatch(/<input id="nested-contacts\[0\]\.firstName"[^>]*value="Anne"/);
    // The reply's values replace the defaults: the first contact's keys box is no longer ticked.
    expect(html).not.toMatch(/id="nested-contacts\[0\]\.keys"[^>]*checked/);
  });

  it("are read from their own form's state when a page has two forms", () => {
    const twoForms = () =>
      renderPage(
        () => (
          <>
            <NestedForm id="first" />
            <Form method="post">
              <NestedForm id="second" lastResult={{ status: "error", initialValue: { address: { city: "Lyon" } }, error: { "address.city": ["city.invalid"] } }} />
            </Form>
          </>
        ),
        { loaderData: null },
      );
    const html = sameOnBothPaths(twoForms);
    expect(html).toMatch(/id="first-address\.city"[^>]*value="Paris"/);
    expect(html).toMatch(/id="second-address\.city"[^>]*value="Lyon"/);
    expect(html).toContain('<p id="second-address.city-error" class="field-error">');
  });
});
