import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Fragment } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { SubmitButton } from "~/kernel/ui/form";
import { JourneyPage } from "~/features/journey/journey-frame";
import { PriceBox } from "~/kernel/money/price";
import { formatDay } from "~/kernel/i18n/date-format";
import { QuotationErrors, QuotationForm, useQuotationForm } from "~/features/journey/steps/quotation-form";
import { pageViewName } from "~/kernel/platform/analytics";
import type { AskedAnswer } from "~/features/journey/rules/checkout";
import { STEP_LABEL_KEYS, type StepSlug } from "~/kernel/contract/journey-steps";
import { journeyMeta } from "~/features/journey/meta";
import type { action, loader, SummaryPerson } from "./summary.server";
export { action, headers, loader } from "./summary.server";

/** etape5, the summary (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "summary");
export const handle: ScriptsHandle = { i18n: ["services", "notices", "people", "checkout"] };
export const clientLoader = loadTexts(handle);

function SummarySection({ slug, edit, children }: { slug: StepSlug; edit: string; children: ReactNode }) {
  const { t } = useReaderTranslation();
  const title = t(`checkout:summary.sections.${STEP_LABEL_KEYS[slug]}`);
  return (
    <section className="summary-section" aria-labelledby={`summary-${slug}`}>
      <h2 id={`summary-${slug}`}>
        {title}
        <Link to={edit} aria-label={t("checkout:summary.editSection", { section: title })}>
          {t("checkout:summary.edit")}
        </Link>
      </h2>
      {children}
    </section>
  );
}

function Value({ value }: { value: string | null | undefined }) {
  const { t } = useReaderTranslation();
  return <>{value || t("notices:empty")}</>;
}

/** An answer asked but left empty (an optional field) says so in words. */
function AnswerValue({ answer, civility }: { answer: AskedAnswer; civility: string }) {
  const { t } = useReaderTranslation();
  if (answer.lines.length === 0) return <>{t("checkout:summary.notGiven")}</>;
  if (answer.answer === "name") return <>{`${civility}${answer.lines[0]}`}</>;
  return (
    <>
      {answer.lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  );
}

/** Only what the person's step asked: no row for an answer never asked. */
function PersonDetails({ person, unverified }: { person: SummaryPerson; unverified?: boolean }) {
  const { t } = useReaderTranslation();
  const civility = person.civility ? `${t(`checkout:civility.${person.civility}`)} ` : "";
  return (
    <dl className="summary-list">
      {person.answers.map((answer) => (
        <Fragment key={answer.answer}>
          <dt>{t(`checkout:summary.person.${answer.answer}`)}</dt>
          <dd>
            <AnswerValue answer={answer} civility={civility} />
            {answer.answer === "address" && unverified && <p className="notice">{t("people:address.unverified")}</p>}
          </dd>
        </Fragment>
      ))}
      {person.details.map((detail) => (
        <Fragment key={detail.labelKey}>
          <dt>{t(detail.labelKey)}</dt>
          <dd>{detail.translate ? t(detail.value) : detail.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function ServicesDetails() {
  const { choice, offer, formula } = useLoaderData<typeof loader>();
  const { t } = useReaderTranslation();
  const options = [
    choice.fallDetector ? t("services:options.fallDetector") : null,
    choice.geofencing ? t("services:options.geofencing") : null,
    choice.simInstallation ? t(`services:sim.${choice.simInstallation}`) : null,
  ].filter((option): option is string => option !== null);
  return (
    <dl className="summary-list">
      <dt>{t("checkout:summary.services.offer")}</dt>
      <dd>
        <Value value={offer ? t(`notices:offers.${offer}`) : null} />
      </dd>
      <dt>{t("checkout:summary.services.formula")}</dt>
      <dd>
        <Value value={formula ? t(formula.key, formula.values) : null} />
      </dd>
      <dt>{t("checkout:summary.services.level")}</dt>
      <dd>{t(`services:type.${choice.type}`)}</dd>
      <dt>{t("checkout:summary.services.remote")}</dt>
      <dd>{t(`services:remote.${choice.remote}.label`)}</dd>
      <dt>{t("checkout:summary.services.days")}</dt>
      <dd>
        {choice.visitDays.length > 0
          ? choice.visitDays.map((day) => t(`services:days.${day}`)).join(", ")
          : t("checkout:summary.services.noDays")}
      </dd>
      <dt>{t("checkout:summary.services.options")}</dt>
      <dd>{options.length > 0 ? options.join(", ") : t("checkout:summary.services.noOptions")}</dd>
    </dl>
  );
}

export default function SummaryStep() {
  const { frame, groups, price, priceUnavailable, products, quotation, repeated } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useReaderTranslation();
  const previous = frame.hrefs[frame.current - 2];
  const quotationForm = useQuotationForm({ email: quotation?.email ?? "", lastResult: actionData && "quotation" in actionData ? actionData.quotation : undefined });
  return (
    <JourneyPage frame={frame} title={t("checkout:summary.title")} summary={quotation ? <QuotationErrors form={quotationForm} /> : undefined}>
      <Analytics name={pageViewName("etape5")} step="etape5" products={products} />
      <p>{t("checkout:summary.intro")}</p>
      <div className="services-layout">
        <div>
          {groups.map((group) => (
            <SummarySection key={group.slug} slug={group.slug} edit={group.edit}>
              {group.kind === "services" && <ServicesDetails />}
              {group.kind === "person" && <PersonDetails person={group.person} unverified={group.unverified} />}
              {group.kind === "contacts" &&
                (group.contacts.length > 0 ? (
                  group.contacts.map((contact, index) => (
                    <div className="contact-card" key={index}>
                      <h3>{t("checkout:summary.contactNumber", { number: index + 1 })}</h3>
                      <PersonDetails person={contact} unverified={group.unverified[index]} />
                    </div>
                  ))
                ) : (
                  <p>{t("checkout:summary.noContact")}</p>
                ))}
            </SummarySection>
          ))}
        </div>
        <aside>
          <PriceBox price={price} unavailable={priceUnavailable} />
        </aside>
      </div>
      {quotation && <QuotationForm form={quotationForm} sent={quotation.sent} />}
      {repeated && (
        <section className="notice" aria-labelledby="repeated-title">
          <h2 id="repeated-title">{t("checkout:summary.repeated.title")}</h2>
          <p>{t("checkout:summary.repeated.text", { name: repeated.beneficiary, date: formatDay(repeated.orderedOn, i18n.language), number: repeated.contractNumber })}</p>
        </section>
      )}
      <Form method="post">
        <div className="step-actions">
          <SubmitButton label={t("checkout:summary.continue")} />
          {previous && (
            <Link to={previous} className="back-link">
              {t("journey:form.back")}
            </Link>
          )}
        </div>
      </Form>
    </JourneyPage>
  );
}
