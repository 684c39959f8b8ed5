import { data } from "@remix-run/node";
import { today } from "~/domain/dashboard/calendar";
import { contractState, maskedIban, renewalDate } from "~/domain/dashboard/contract";
import { taxCreditCents } from "~/domain/money";
import { isServiceAlive } from "~/upstream/billing.server";
import type { HubContract } from "~/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "./door";
import { PRIVATE_NO_STORE } from "./guard.server";

type Person = Pick<HubContract["subscriber"], "civility" | "firstName" | "lastName" | "phoneNumbers" | "mail" | "L4" | "L6">;

const person = (p: Person) => ({
  civility: p.civility,
  firstName: p.firstName,
  lastName: p.lastName,
  phoneNumbers: p.phoneNumbers,
  mail: p.mail,
  address: [p.L4, p.L6].filter(Boolean).join(", "),
});

/** The contract at a glance: only what the home page shows. */
export function contractAtAGlance(contract: HubContract, day: string) {
  return {
    state: contractState(contract, day),
    contractStatus: contract.legalInfo.contractStatus,
    serviceStatus: contract.cuo.cuoObjectStatus,
    formula: contract.delivery.formula,
    visitDays: contract.delivery.visitDays,
    options: contract.delivery.options,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    price: contract.payment.ttcPriceInCents,
    taxCredit: taxCreditCents(contract.payment.ttcPriceInCents),
    beginDate: contract.legalInfo.beginDate,
    startDate: contract.delivery.startDate,
    durationInMonths: contract.legalInfo.contractDurationInMonths,
    renewalDate: renewalDate(contract, day),
    suspension: contract.delivery.suspended ? (contract.delivery.suspension ?? null) : null,
    termination: contract.legalInfo.terminationRequestDate
      ? { date: contract.legalInfo.terminationRequestDate, reason: contract.legalInfo.terminationReason }
      : null,
    recipient: {
      ...person(contract.recipient),
      relationship: contract.recipient.subscribersRelationship,
      installation: contract.recipient.phoneInstallationType,
    },
    doctor: contract.recipient.doctorName
      ? { name: contract.recipient.doctorName, phone: contract.recipient.doctorPhone }
      : null,
    subscriber: person(contract.subscriber),
    contacts: contract.trustedContact.map((contact) => ({
      ...person(contact),
      order: contact.order,
      contactType: contact.contactType,
      hasKeys: contact.hasKeys,
      travelTimeInMinutes: contact.travelTimeInMinutes,
    })),
    payment: { type: contract.payment.type, accountOwner: contract.payment.accountOwner, iban: maskedIban(contract.payment.IBAN), rum: contract.payment.RUM },
    devices: contract.devices.map(({ kind, serialNumber, since }) => ({ kind, serialNumber, since })),
    geolocation: contract.geolocation,
    familyMessaging: contract.familyMessaging.state,
  };
}

export async function loadHome(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const [contract, alive] = await Promise.all([door.open(request, params.id, context), isServiceAlive({ requestId: context.requestId })]);
  return data(
    { base: door.basePath(contract.contractNumber), contractNumber: contract.contractNumber, alive, contract: contractAtAGlance(contract, today()) },
    { headers: PRIVATE_NO_STORE },
  );
}
