import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { priceAfterFormulaChange, serviceLevelOf } from "~/domain/dashboard/avenant";
import { avenantSchema, formulaOfDays, type AvenantForm } from "~/domain/dashboard/forms";
import { requestAvenant, type AvenantRequest, type HubContract } from "~/upstream/hub.server";
import { getPriceGrid } from "~/upstream/offers.server";
import type { DashboardArgs, DashboardDoor } from "./door";
import { PRIVATE_NO_STORE } from "./guard.server";
import { referenceFrom, sendFailure } from "./requests.server";
import { readForm } from "~/platform/form-data.server";

/** What the avenant form starts from: the contract as it is. */
function currentTerms(contract: HubContract) {
  return {
    formula: contract.delivery.formula,
    visitDays: contract.delivery.visitDays,
    remoteAssistance: contract.remoteAssistance,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    price: contract.payment.ttcPriceInCents,
    doctorCivility: contract.recipient.doctorCivility,
    doctorName: contract.recipient.doctorName,
    doctorPhone: contract.recipient.doctorPhone,
    accountOwner: contract.payment.accountOwner,
  };
}

type Terms = ReturnType<typeof currentTerms>;

/** The formula and monthly price the typed visit days give (null price: not offered). */
async function priceAfter(door: DashboardDoor, contract: HubContract, terms: Terms, visitDays: readonly string[], requestId?: string) {
  const formula = formulaOfDays(visitDays, terms.remoteAssistance);
  const grid = formula === terms.formula ? null : await getPriceGrid(door.system, serviceLevelOf(contract.triggerType), requestId);
  return { formula, price: priceAfterFormulaChange(terms, formula, grid) };
}

/** Only what the avenant changes goes to the hub. */
function avenantOf(value: AvenantForm, terms: Terms, formula: string): AvenantRequest {
  const avenant: AvenantRequest = {};
  const days = [...value.visitDays].sort().join();
  if (formula !== terms.formula || days !== [...terms.visitDays].sort().join()) avenant.delivery = { formula, visitDays: value.visitDays };
  if (value.doctorName && value.doctorPhone && (value.doctorName !== terms.doctorName || value.doctorPhone !== terms.doctorPhone || (value.doctorCivility ?? null) !== terms.doctorCivility)) {
    avenant.recipient = { doctorCivility: value.doctorCivility ?? "", doctorName: value.doctorName, doctorPhone: value.doctorPhone };
  }
  if (value.accountOwner && value.accountOwner !== terms.accountOwner) avenant.payment = { accountOwner: value.accountOwner };
  return avenant;
}

export async function loadAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      terms: currentTerms(contract),
      done: referenceFrom(request) ? { reference: referenceFrom(request)!, version: contract.version } : null,
      hasErrors: Boolean(context.formErrors),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * The avenant form: "Recalculer le prix" (intent price) shows the price after without sending;
 * the real submit sends only what changed and comes back with the request's reference.
 */
export async function actAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: avenantSchema });
  const terms = currentTerms(contract);
  const typedDays = formData.getAll("visitDays").map(String);
  const preview = await priceAfter(door, contract, terms, typedDays, context.requestId);
  const reply = (formErrors?: string[], fieldErrors?: Record<string, string[]>) => {
    if (formErrors || fieldErrors) context.formErrors = true;
    return data({ result: submission.reply({ formErrors, fieldErrors }), preview }, { headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply(), preview }, { headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "price") return data({ result: submission.reply({ resetForm: false }), preview }, { headers: PRIVATE_NO_STORE });
  if (preview.price === null) return reply(undefined, { visitDays: ["dashboard:errors.formulaUnavailable"] });
  const avenant = avenantOf(submission.value, terms, preview.formula);
  if (Object.keys(avenant).length === 0) return reply(["dashboard:errors.noChange"]);
  try {
    const result = await requestAvenant(contract.contractNumber, avenant, door.system, { requestId: context.requestId });
    return redirect(`${door.basePath(contract.contractNumber)}/avenants?demande=${encodeURIComponent(result.requestId)}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    return reply([sendFailure(error, "avenant", context.requestId, door)]);
  }
}
