import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useForm } from "@conform-to/react";
import { ConformForm, ErrorSummary } from "~/kernel/ui/form";
import { DocumentLink } from "~/kernel/ui/download-link";
import { PriceStatement } from "~/kernel/money/price";
import { IdentityConfirmation, useAtCounter } from "~/kernel/ui/counter";
import { contractFormulaWordings, contractStatusWording, startWording } from "~/kernel/contract/contract-status";
import { regularPrice, type ContractPrice } from "~/kernel/money/contract-price";
import { monthlySentence, priceStatement, sayMoney, type Translate } from "~/kernel/money/statement";
import { formatEuros } from "~/kernel/money/money";
import { IDENTITY_FIELD } from "~/kernel/auth/desk";
import {
  contactTypeWording,
  deviceWording,
  familyMessagingWording,
  formulaWording,
  optionWording,
  installationWording,
  relationshipWording,
  remoteAssistanceTypeWording,
  suspensionReasonWording,
  terminationReasonWording,
} from "~/kernel/i18n/wording";
import { SIGNED_DOCUMENTS_ADDRESS } from "~/kernel/contract/signed-documents";
import { DashboardLayout, pagePath } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { WithdrawalLink, WithdrawnNotice } from "~/kernel/contract/withdrawal-link";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { actSignedDocuments, loadHome } from "./home.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { agentOnlyAction, doorLoader } from "./doors.server";

/** The dashboard home (DESIGN 10), at both doors. */
export const handle: ScriptsHandle = { i18n: ["withdrawal"] };
export const clientLoader = loadTexts(handle);
export const meta = dashboardMeta("home");
export const headers = personalDataHeaders;
export const loader = doorLoader("home", loadHome);
/** The agent records the signed documents of a contract ordered on paper (the client's identity confirmed first). */
export const action = agentOnlyAction("contract.signedDocuments", actSignedDocuments);

/** Behind the agent's door: the signed documents of a contract ordered on paper, recorded as received. */
function SignedDocumentsForm() {
  const actionData = useActionData<typeof actSignedDocuments>();
  const { t } = useWords();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<{ [IDENTITY_FIELD]: string }>({ id: "signed-documents", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  if (!useAtCounter()) return null;
  return (
    <section aria-labelledby="signed-documents-title">
      <h2 id="signed-documents-title">{t("dashboard:home.signedDocuments.title")}</h2>
      <ErrorSummary form={form} fields={fields} />
      <p>{t("dashboard:home.signedDocuments.lead")}</p>
      <ConformForm form={form} method="post" noValidate>
        <IdentityConfirmation formId={form.id} />
        <button type="submit" className="button" disabled={busy}>
          {t("dashboard:home.signedDocuments.submit")}
        </button>
      </ConformForm>
    </section>
  );
}

/**
 * An avenant's new price, while it is still to come (decision 100): "Nouveau prix à partir du
 * 1er janvier 2027 : 63,90 € TTC par mois", or its periods while a time-limited code still runs.
 */
function NewPrice({ from, price }: { from: string; price: ContractPrice }) {
  const { t, day } = useWords();
  const date = day(from);
  const text =
    price.periods.length <= 1
      ? t("dashboard:home.newPrice", { date, price: formatEuros(regularPrice(price).ttcPriceInCents) })
      : t("dashboard:home.newPriceOver", { date, price: sayMoney(monthlySentence(price), t as unknown as Translate) });
  return <p className="price-change">{text}</p>;
}

/** The dashboard home: the contract at a glance. */
export default function DashboardHome() {
  const { base, printouts, contractNumber, alive, today, documentsRecorded, contract: c, withdrawal, withdrawn } = useLoaderData<typeof loadHome>();
  const { t, word, day, days, name, phones } = useWords();
  const awaiting = c.state === "awaitingSignedDocuments";
  const status = word(contractStatusWording(c.status, today, day));
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="home">
      {documentsRecorded && (
        <p className="notice" role="status">
          {t("dashboard:home.signedDocuments.done")}
        </p>
      )}
      {awaiting && (
        <div className="notice">
          <p>
            <strong>{status}</strong>
          </p>
          <p>{t("dashboard:home.signedDocuments.papers")}</p>
          <ul>
            {printouts.map((paper) => (
              <li key={paper.document}>
                <DocumentLink href={paper.href} document={paper.kind}>
                  {t("dashboard:home.signedDocuments.download", { paper: t(paper.name) })}
                </DocumentLink>
              </li>
            ))}
          </ul>
          <p>{t("dashboard:home.signedDocuments.send", { address: t(SIGNED_DOCUMENTS_ADDRESS) })}</p>
        </div>
      )}
      {awaiting && <SignedDocumentsForm />}
      {withdrawal && <WithdrawalLink href={withdrawal.href} window={withdrawal.window} />}
      {withdrawn && <WithdrawnNotice receivedAt={withdrawn.receivedAt} href={withdrawn.href} />}
      {/* One status at a time: while the papers are awaited, "the service is available" would contradict "nothing starts". */}
      {(!awaiting || !alive) && (
        <p className={`notice${alive ? "" : " error"}`} role="status">
          {t(alive ? "dashboard:home.alive" : "dashboard:home.notAlive")}
        </p>
      )}
      {c.suspension && (
        <p className="notice">
          {t("dashboard:home.suspension", { from: day(c.suspension.startDate), to: day(c.suspension.endDate), reason: word(suspensionReasonWording(c.suspension.reason)) })}
        </p>
      )}
      {c.termination && (
        <p className="notice">
          {c.termination.reason
            ? t("dashboard:home.termination", { date: day(c.termination.date), reason: word(terminationReasonWording(c.termination.reason)) })
            : t("dashboard:home.terminationNoReason", { date: day(c.termination.date) })}
        </p>
      )}
      <section aria-labelledby="formula">
        <h2 id="formula">{t("dashboard:home.formula")}</h2>
        <dl className="summary-list">
          <dt>{t("dashboard:home.state")}</dt>
          <dd>{status}</dd>
          <dt>{t("dashboard:home.formulaWords")}</dt>
          <dd>{contractFormulaWordings(c.formula, c.remoteAssistanceType).map(word).join(", ")}</dd>
          <dt>{t("dashboard:home.visits")}</dt>
          <dd>{word(formulaWording(c.formula))}</dd>
          {c.visitDays.length > 0 && (
            <>
              <dt>{t("dashboard:home.visitDays")}</dt>
              <dd>{days(c.visitDays)}</dd>
            </>
          )}
          <dt>{t("dashboard:home.remote")}</dt>
          <dd>{word(remoteAssistanceTypeWording(c.remoteAssistanceType))}</dd>
          {c.options.length > 0 && (
            <>
              <dt>{t("dashboard:home.options")}</dt>
              <dd>{c.options.map((code) => word(optionWording(code))).join(", ")}</dd>
            </>
          )}
          <dt>{t("dashboard:home.price")}</dt>
          <dd>
            <PriceStatement price={c.price} paid={!c.firstDebitToCome} />
            {c.newPrice && <NewPrice from={c.newPrice.from} price={c.newPrice.price} />}
          </dd>
          <dt>{t("dashboard:home.taxCredit")}</dt>
          <dd>{sayMoney(priceStatement(c.price).taxCredit, t as unknown as Translate)}</dd>
          {c.beginDate && (
            <>
              <dt>{t("dashboard:home.begin")}</dt>
              <dd>{day(c.beginDate)}</dd>
            </>
          )}
          <dt>{t("dashboard:home.start")}</dt>
          <dd>{word(startWording(c.start, today, day))}</dd>
          <dt>{t("dashboard:home.duration")}</dt>
          <dd>{t("dashboard:home.months", { count: c.durationInMonths })}</dd>
          {c.renewalDate && (
            <>
              <dt>{t("dashboard:home.renewal")}</dt>
              <dd>{day(c.renewalDate)}</dd>
            </>
          )}
          <dt>{t("dashboard:home.familyMessaging")}</dt>
          <dd>{word(familyMessagingWording(c.familyMessaging))}</dd>
        </dl>
      </section>
      {c.personalData ? (
        <>
        <section aria-labelledby="recipient">
          <h2 id="recipient">{t("dashboard:home.recipient")}</h2>
          <dl className="summary-list">
            <dt>{t("dashboard:home.name")}</dt>
            <dd>{name(c.recipient)}</dd>
            <dt>{t("dashboard:home.address")}</dt>
            <dd>{c.recipient.address}</dd>
            <dt>{t("dashboard:home.phones")}</dt>
            <dd>{phones(c.recipient.phoneNumbers)}</dd>
            <dt>{t("dashboard:home.relationship")}</dt>
            <dd>{word(relationshipWording(c.recipient.relationship))}</dd>
            <dt>{t("dashboard:home.installation")}</dt>
            <dd>{word(installationWording(c.recipient.installation))}</dd>
            <dt>{t("dashboard:home.doctor")}</dt>
            <dd>{c.doctor ? `${t("dashboard:home.doctorTitle")} ${c.doctor.name}${c.doctor.phone ? `, ${c.doctor.phone}` : ""}` : t("dashboard:home.none")}</dd>
          </dl>
        </section>
        <section aria-labelledby="contacts">
          <h2 id="contacts">{t("dashboard:home.contacts")}</h2>
          {c.contacts.length === 0 ? (
            <p>{t("dashboard:home.none")}</p>
          ) : (
            <ol className="plain-list">
              {c.contacts.map((contact) => (
                <li key={contact.order}>
                  <strong>{name(contact)}</strong> – {word(contactTypeWording(contact.contactType))}
                  <br />
                  {phones(contact.phoneNumbers)}
                  <br />
                  {t("dashboard:home.travelTime", { count: contact.travelTimeInMinutes })} ; {t(contact.hasKeys ? "dashboard:home.hasKeys" : "dashboard:home.noKeys")}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="subscriber">
          <h2 id="subscriber">{t("dashboard:home.subscriber")}</h2>
          <dl className="summary-list">
            <dt>{t("dashboard:home.name")}</dt>
            <dd>{name(c.subscriber)}</dd>
            {c.subscriber.offlineClient && (
              <>
                <dt>{t("dashboard:home.clientArea")}</dt>
                <dd>{t("dashboard:home.offlineClient")}</dd>
              </>
            )}
            <dt>{t("dashboard:home.address")}</dt>
            <dd>{c.subscriber.address}</dd>
            <dt>{t("dashboard:home.phones")}</dt>
            <dd>{phones(c.subscriber.phoneNumbers)}</dd>
            {c.subscriber.mail && (
              <>
                <dt>{t("dashboard:home.mail")}</dt>
                <dd>{c.subscriber.mail}</dd>
              </>
            )}
          </dl>
        </section>
        <section aria-labelledby="payment">
          <h2 id="payment">{t("dashboard:home.payment")}</h2>
          <dl className="summary-list">
            <dt>{t("dashboard:home.paymentType")}</dt>
            <dd>{t("dashboard:home.sepa")}</dd>
            <dt>{t("dashboard:home.accountOwner")}</dt>
            <dd>{c.payment.accountOwner}</dd>
            <dt>{t("dashboard:home.iban")}</dt>
            <dd>{c.payment.iban}</dd>
            <dt>{t("dashboard:home.rum")}</dt>
            <dd>{c.payment.rum}</dd>
          </dl>
        </section>
        </>
      ) : (
        <section aria-labelledby="anonymized">
          <h2 id="anonymized">{t("dashboard:home.anonymizedTitle")}</h2>
          <p>{t("dashboard:home.anonymized")}</p>
        </section>
      )}
      {(c.devices.length > 0 || c.geolocation) && (
        <section aria-labelledby="devices">
          <h2 id="devices">{t(c.geolocation ? "dashboard:home.devices" : "dashboard:home.devicesOnly")}</h2>
          <ul className="plain-list">
            {c.devices.map((device) => (
              <li key={device.serialNumber}>
                {t("dashboard:home.device", { device: word(deviceWording(device.kind)), serial: device.serialNumber, since: day(device.since) })}
              </li>
            ))}
          </ul>
          {c.geolocation && (
            <p>
              {c.geolocation.enabled
                ? c.geolocation.homeAddress
                  ? t("dashboard:home.geolocationOn", { radius: c.geolocation.radiusInMeters, address: c.geolocation.homeAddress })
                  : t("dashboard:home.geolocationOnNoAddress", { radius: c.geolocation.radiusInMeters })
                : t("dashboard:home.geolocationOff")}{" "}
              {c.geolocation.enabled && <a href={pagePath(base, "geolocation")}>{t("dashboard:home.changeGeolocation")}</a>}
            </p>
          )}
        </section>
      )}
      <p>
        <a href={pagePath(base, "versions")}>{t("dashboard:home.seeVersions")}</a>
      </p>
    </DashboardLayout>
  );
}
