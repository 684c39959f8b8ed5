import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { analyticsProducts } from "~/kernel/platform/analytics";
import { askedAnswers, contactViews, personView, type AskedAnswer, type PersonView } from "~/features/journey/rules/checkout";
import { choiceFromServices, formulaName, offerType } from "~/kernel/contract/services";
import type { StepSlug } from "~/kernel/contract/journey-steps";
import { personalDataHeaders } from "~/kernel/platform/security";
import { formulaWording } from "~/kernel/i18n/wording";
import { draftPrice } from "~/features/journey/price.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { repeatedOrderOf } from "~/features/journey/repeat-order.server";
import { completeStep, loadJourneyStep } from "~/features/journey/step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { readForm } from "~/kernel/platform/form-data.server";
import { handQuotation, quotationView } from "~/features/journey/quotation.server";

/** etape5, the summary (SPEC 2): the server side of the page. */

export const headers = personalDataHeaders;

/** The people steps and the contract section each one stores. */
const PEOPLE_SECTIONS = {
  etape2: "beneficiary",
  etape4: "billing",
  etape4a: "admin",
  etape4b: "caregiver",
} as const satisfies Partial<Record<StepSlug, string>>;

/** A person as the summary shows them: only the answers their step asked, then the step's other answers. */
export interface SummaryPerson {
  civility: PersonView["civility"];
  answers: AskedAnswer[];
  details: PersonView["details"];
}

function summaryPerson(person: PersonView | null, section: Parameters<typeof askedAnswers>[1]): SummaryPerson {
  return { civility: person?.civility ?? null, answers: askedAnswers(person, section), details: person?.details ?? [] };
}

/** A section of the summary, with the address where it is changed. */
type Group = { edit: string } & (
  | { slug: "etape1"; kind: "services" }
  | { slug: "etape3"; kind: "contacts"; contacts: SummaryPerson[]; unverified: boolean[] }
  | { slug: keyof typeof PEOPLE_SECTIONS; kind: "person"; person: SummaryPerson; unverified: boolean }
);

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  // Reaching the summary marks it shown: a change made from it comes back here.
  const journey = await loadJourneyStep(request, context, mode, "etape5", (state) => (state.summaryShown ? state : { ...state, summaryShown: true }));
  const contract = journey.contract;
  const groups: Group[] = [];
  for (const slug of journey.frame.steps) {
    // A step changed from the summary comes back to it once saved.
    const edit = journey.mode.editPathOf(journey.state, slug);
    if (slug === "etape1") groups.push({ slug, edit, kind: "services" });
    else if (slug === "etape3") {
      const contacts = contactViews(contract?.contacts).map((contact) => summaryPerson(contact, "contact"));
      // Contacts are numbered 1..n in the order given; a mark "contacts.N" says N's address could not be checked (decision 106).
      const unverified = contacts.map((_, index) => journey.state.unverifiedAddresses.includes(`contacts.${index + 1}`));
      groups.push({ slug, edit, kind: "contacts", contacts, unverified });
    }
    else if (slug in PEOPLE_SECTIONS) {
      const section = PEOPLE_SECTIONS[slug as keyof typeof PEOPLE_SECTIONS];
      groups.push({ slug: slug as keyof typeof PEOPLE_SECTIONS, edit, kind: "person", person: summaryPerson(personView(contract?.[section]), section), unverified: journey.state.unverifiedAddresses.includes(section) });
    }
  }
  // The draft's price, as its read gives it (the hub's: decision 060); the grid only for analytics.
  const { price, priceUnavailable } = draftPrice(contract);
  const [grid, repeated] = await Promise.all([getPriceGrid(journey.mode.system, journey.services.type, context.requestId), repeatedOrderOf(contract, context.requestId)]);
  return data(
    {
      frame: journey.frame,
      groups,
      // The same beneficiary and services just ordered with this e-mail: said before the order, never refused.
      repeated,
      choice: choiceFromServices(journey.services),
      offer: offerType(journey.services),
      formula: formulaWording(formulaName(journey.services)),
      price,
      priceUnavailable,
      products: analyticsProducts(journey.services, grid),
      // At the counter, the quotation the agent hands to the client.
      quotation: await quotationView(request, journey),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const journey = await loadJourneyStep(request, context, mode, "etape5");
  const formData = await readForm(request);
  if (journey.mode.project === "SIBP" && formData.get("intent") === "quotation") return handQuotation(request, context, journey, formData);
  return completeStep(request, journey.mode, journey.state, "etape5", journey.services);
}
