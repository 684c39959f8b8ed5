import type { MetaFunction } from "@remix-run/node";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { Form, useLoaderData, useNavigation, Link } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { JourneyDocuments } from "~/features/journey/journey-documents";
import { JourneyPage } from "~/features/journey/journey-frame";
import { ChargedPrice } from "~/kernel/money/price";
import { pageViewName } from "~/kernel/platform/analytics";
import { startWording } from "~/kernel/contract/contract-status";
import { formatDay } from "~/kernel/i18n/date-format";
import { PAPERS_TO_RETURN, SIGNED_DOCUMENTS_ADDRESS } from "~/kernel/contract/signed-documents";
import { journeyMeta } from "~/features/journey/meta";
import type { loader } from "./confirmation.server";
import { WithdrawalLink } from "~/kernel/contract/withdrawal-link";
export { action, headers, loader } from "./confirmation.server";

/** etape7, the confirmation (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "confirmation");

/** Its "Se rétracter du contrat ici" (decision 123) reads the withdrawal's texts. */
export const handle: ScriptsHandle = { i18n: ["confirmation", "order", "withdrawal"] };
export const clientLoader = loadTexts(handle);

export default function ConfirmationStep() {
  const { frame, signedIn, counter, today, contractNumber, confirmationMail, awaitingSignedDocuments, start, withdrawal, contractPath, equipment, visits, products, legal, price, priceUnavailable, debitStart } = useLoaderData<typeof loader>();
  const { t, i18n } = useReaderTranslation();
  const busy = useNavigation().state === "submitting";
  const startsWhen = start ? startWording(start, today, (day) => formatDay(day, i18n.language)) : null;
  return (
    <JourneyPage frame={frame} title={t(awaitingSignedDocuments ? "confirmation:awaitingTitle" : "confirmation:title")}>
      <Analytics name={pageViewName("etape7")} step="etape7" products={products} />
      <p className="notice" role="status">
        <strong>{t("confirmation:contractNumber", { number: contractNumber })}</strong>
        {awaitingSignedDocuments && (
          <>
            <br />
            {t("confirmation:status", { status: t("common:words.status.awaitingSignedDocuments") })}
          </>
        )}
      </p>
      {awaitingSignedDocuments ? (
        <section aria-labelledby="paper-title" className="paper-steps">
          <h2 id="paper-title">{t("confirmation:paperTitle")}</h2>
          <ol>
            <li>
              {t("confirmation:paperPrint")}
              <ul>
                {PAPERS_TO_RETURN.map((paper) => (
                  <li key={paper.document}>{t(paper.name)}</li>
                ))}
              </ul>
              {t("confirmation:paperIban")}
            </li>
            <li>{t("confirmation:paperSign")}</li>
            <li>
              {t("confirmation:paperSend", { address: t(SIGNED_DOCUMENTS_ADDRESS) })}
              {contractPath && (
                <>
                  {" "}
                  <Link to={contractPath}>{t("confirmation:paperRecord")}</Link>
                </>
              )}
            </li>
          </ol>
          <p>{t("confirmation:paperNothingBefore")}</p>
        </section>
      ) : (
        <p>{t("confirmation:thanks")}</p>
      )}
      {confirmationMail && (
        <p className={confirmationMail.sent ? "long-words" : "notice"}>
          {confirmationMail.sent
            ? confirmationMail.to
              ? t("confirmation:mailSentTo", { address: confirmationMail.to })
              : t("confirmation:mailSent")
            : t("confirmation:mailFailed")}
        </p>
      )}
      <ChargedPrice price={price} unavailable={priceUnavailable} debitStart={debitStart} />

      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("confirmation:nextTitle")}</h2>
        <ol>
          {startsWhen && <li>{t(startsWhen.key, startsWhen.values)}</li>}
          {equipment && <li>{t(`confirmation:material.${equipment}`)}</li>}
          {visits && <li>{t("confirmation:firstVisit")}</li>}
          <li>{t("confirmation:firstDebit", { days: legal.preNotificationDays })}</li>
        </ol>
      </section>

      <JourneyDocuments />

      {withdrawal && <WithdrawalLink href={withdrawal.href} window={withdrawal.window} />}

      {counter ? (
        <Form method="post">
          <button type="submit" className="button" disabled={busy}>
            {t("confirmation:finish")}
          </button>
        </Form>
      ) : (
        <>
          {!signedIn && (
            <section aria-labelledby="account-title">
              <h2 id="account-title">{t("confirmation:accountTitle")}</h2>
              <p>{t("confirmation:accountText")}</p>
              <p>
                <a className="button" href="/vsmp/connexion/inscription?redirect=%2Fservices-seniors%2Fcontrat">
                  {t("confirmation:accountCreate")}
                </a>
              </p>
            </section>
          )}
          <ul className="link-list">
            <li>
              <Link to="/services-seniors/contrat">{t(signedIn ? "confirmation:contracts" : "confirmation:contractsSignIn")}</Link>
            </li>
            <li>
              <Link to="/">{t("confirmation:home")}</Link>
            </li>
          </ul>

          <section aria-labelledby="restart-title">
            <h2 id="restart-title">{t("confirmation:restartTitle")}</h2>
            <Form method="post">
              <button type="submit" className="button secondary" disabled={busy}>
                {t("confirmation:restart")}
              </button>
            </Form>
          </section>
        </>
      )}
    </JourneyPage>
  );
}
