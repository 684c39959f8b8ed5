/**
 * What the contract hub's flags mean for the pages (SPEC 3 contract identification, subscriber,
 * recipient and trusted contacts; SPEC 3 alert and device event; decision 111). Pure rules.
 */

/**
 * A version's PDF can be downloaded once the hub generated it: `mustGeneratePdf` true means the
 * hub has still to generate it (SPEC 3 sample: false, with `lastPdfVersion` naming the version
 * whose PDF exists).
 */
export function versionPdfReady(version: { mustGeneratePdf: boolean }): boolean {
  return !version.mustGeneratePdf;
}

/** An anonymized contract (`anonymization`) shows no personal data: no names, phones, e-mails, addresses, doctor or account. */
export function showsPersonalData(contract: { anonymization: boolean }): boolean {
  return !contract.anonymization;
}

/** The device an event names (`idDevice` "/v2/devices/{id}"), or null. */
export function deviceIdOf(idDevice: string | null | undefined): string | null {
  const id = /^\/v2\/devices\/([A-Za-z0-9_-]{1,64})$/.exec(idDevice ?? "")?.[1];
  return id ?? null;
}

/**
 * Who recorded an event: one of the contract's lent devices (its kind, by serial number: an
 * alarm button, a bracelet…), else the postman (a visit report is recorded on the postman's
 * device, which is not the contract's), or nothing known.
 */
export function eventRecordedBy(idDevice: string | null | undefined, devices: readonly { kind: string; serialNumber: string }[]): { device: string } | "postman" | null {
  const id = deviceIdOf(idDevice);
  if (!id) return null;
  const lent = devices.find((device) => device.serialNumber === id);
  return lent ? { device: lent.kind } : "postman";
}

/**
 * The hub's id of each trusted contact kept in an avenant (`idHub`): a contact with the same
 * civility and names as one of the contract's keeps that one's id, so the hub updates the person
 * rather than replacing them; a new contact has none. Each id is given once.
 */
export function keptContactIds(
  current: readonly { civility: string; firstName: string; lastName: string; idHub: string | null }[],
  submitted: readonly { civility: string; firstName: string; lastName: string }[],
): (string | null)[] {
  const key = (person: { civility: string; firstName: string; lastName: string }) =>
    [person.civility, person.firstName, person.lastName].map((part) => part.trim().toLocaleLowerCase("fr")).join("|");
  const free = current.filter((contact) => contact.idHub !== null);
  return submitted.map((person) => {
    const index = free.findIndex((contact) => key(contact) === key(person));
    if (index < 0) return null;
    const [match] = free.splice(index, 1);
    return match!.idHub;
  });
}
