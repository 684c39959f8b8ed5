import { callJson } from "../sandbox/setup";

const JOURNEY = "/vsmp/api/vsmp/v1/contract";
const IBAN = "FR7630006000011234567890189";

/**
 * Marie's order through the journey's upstream calls, validated today with no early start:
 * on paper, the contract awaits its signed documents; signed electronically (the sandbox's code
 * 123456), it starts after the withdrawal period. Returns the contract number.
 */
export async function marieOrder(signature: "PAPER" | "ELECTRONIC"): Promise<string> {
  const { body } = await callJson("POST", JOURNEY, { cartId: "1", system: "LPFR", customerId: "100001" });
  const id = body.contractId as string;
  await callJson("PUT", `${JOURNEY}/${id}/offers`, { offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", services: [{ type: "TA", options: ["ALARM_BUTTON"], dayVisitTa: ["MONDAY"] }] } });
  await callJson("PUT", `${JOURNEY}/${id}/billing`, { civility: "MRS", firstName: "Marie", lastName: "Dupont", customerId: "100001", orderConsent: { cgvAccepted: true, earlyStart: false } });
  await callJson("POST", `${JOURNEY}/${id}/mandate`, { accountOwner: "Marie Dupont", iban: IBAN });
  await callJson("POST", `${JOURNEY}/${id}/signature`, { method: signature });
  if (signature === "ELECTRONIC") await callJson("POST", `${JOURNEY}/${id}/signature/validate`, { code: "123456" });
  const validated = await callJson("POST", `${JOURNEY}/${id}/validation`, {});
  if (validated.status >= 300) throw new Error(`the sandbox refused Marie's order: ${validated.status}`);
  return body.contractNumber as string;
}
