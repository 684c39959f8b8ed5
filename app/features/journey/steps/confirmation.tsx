import type { MetaFunction } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
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
export const handle: ScriptsHandle = { i18n: ["withdrawal"] };

export default function ConfirmationStep() {
  const { frame, signedIn, counter, today, contractNumber, confirmationMail, awaitingSignedDocuments, start, withdrawal, contractPath, equipment, visits, products, legal, price, priceUnavailable, debitStart } = useLoaderData<typeof loader>();
  const { t, i18n } = useReaderTranslation();
  const busy = useNavigation().state === "submitting";
  const startsWhen = start ? startWording(start, today, (day) => formatDay(day, i18n.language)) : null;
  return (
    <JourneyPage frame={frame} title={t(awaitingSignedDocuments ? "checkout:confirmation.awaitingTitle" : "checkout:confirmation.title")}>
      <Analytics name={pageViewName("etape7")} step="etape7" products={products} />
      <p className="notice" role="status">
        <strong>{t("checkout:confirmation.contractNumber", { number: contractNumber })}</strong>
        {awaitingSignedDocuments && (
          <>
            <br />
            {t("checkout:confirmation.status", { status: t("common:words.status.awaitingSignedDocuments") })}
          </>
        )}
      </p>
      {awaitingSignedDocuments ? (
        <section aria-labelledby="paper-title" className="paper-steps">
          <h2 id="paper-title">{t("checkout:confirmation.paperTitle")}</h2>
          <ol>
            <li>
              {t("checkout:confirmation.paperPrint")}
              <ul>
                {PAPERS_TO_RETURN.map((paper) => (
                  <li key={paper.document}>{t(paper.name)}</li>
                ))}
              </ul>
              {t("checkout:confirmation.paperIban")}
            </li>
            <li>{t("checkout:confirmation.paperSign")}</li>
            <li>
              {t("checkout:confirmation.paperSend", { address: t(SIGNED_DOCUMENTS_ADDRESS) })}
              {contractPath && (
                <>
                  {" "}
                  <Link to={contractPath}>{t("checkout:confirmation.paperRecord")}</Link>
                </>
              )}
            </li>
          </ol>
          <p>{t("checkout:confirmation.paperNothingBefore")}</p>
        </section>
      ) : (
        <p>{t("checkout:confirmation.thanks")}</p>
      )}
      {confirmationMail && (
        <p className={confirmationMail.sent ? "long-words" : "notice"}>
          {confirmationMail.sent
            ? confirmationMail.to
              ? t("checkout:confirmation.mailSentTo", { address: confirmationMail.to })
              : t("checkout:confirmation.mailSent")
            : t("checkout:confirmation.mailFailed")}
        </p>
      )}
      <ChargedPrice price={price} unavailable={priceUnavailable} debitStart={debitStart} />

      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("checkout:confirmation.nextTitle")}</h2>
        <ol>
          {startsWhen && <li>{t(startsWhen.key, startsWhen.values)}</li>}
          {equipment && <li>{t(`checkout:confirmation.material.${equipment}`)}</li>}
          {visits && <li>{t("checkout:confirmation.firstVisit")}</li>}
          <li>{t("checkout:confirmation.firstDebit", { days: legal.preNotificationDays })}</li>
        </ol>
      </section>

      <JourneyDocuments />

      {withdrawal && <WithdrawalLink href={withdrawal.href} window={withdrawal.window} />}

      {counter ? (
        <Form method="post">
          <button type="submit" className="button" disabled={busy}>
            {t("checkout:confirmation.finish")}
          </button>
        </Form>
      ) : (
        <>
          {!signedIn && (
            <section aria-labelledby="account-title">
              <h2 id="account-title">{t("checkout:confirmation.accountTitle")}</h2>
              <p>{t("checkout:confirmation.accountText")}</p>
              <p>
                <a className="button" href="/vsmp/connexion/inscription?redirect=%2Fservices-seniors%2Fcontrat">
                  {t("checkout:confirmation.accountCreate")}
                </a>
              </p>
            </section>
          )}
          <ul className="link-list">
            <li>
              <Link to="/services-seniors/contrat">{t(signedIn ? "checkout:confirmation.contracts" : "checkout:confirmation.contractsSignIn")}</Link>
            </li>
            <li>
              <Link to="/">{t("checkout:confirmation.home")}</Link>
            </li>
          </ul>

          <section aria-labelledby="restart-title">
            <h2 id="restart-title">{t("checkout:confirmation.restartTitle")}</h2>
            <Form method="post">
              <button type="submit" className="button secondary" disabled={busy}>
                {t("checkout:confirmation.restart")}
              </button>
            </Form>
          </section>
        </>
      )}
    </JourneyPage>
  );
}
