import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Analytics } from "~/components/analytics";
import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, TextField } from "~/components/form";
import { JourneyDocuments } from "~/components/journey-documents";
import { JourneyPage } from "~/components/journey-page";
import { ChargedPriceLine, unavailablePriceKey } from "~/components/price";
import { analyticsProducts, pageViewName } from "~/domain/analytics";
import {
  isSigned,
  orderConsentOf,
  orderSchema,
  paymentStage,
  personView,
  PRE_NOTIFICATION_DAYS,
  REFUND_WEEKS,
  signatureCodeSchema,
  SIGNATURE_METHODS,
  UNAUTHORISED_REFUND_MONTHS,
  WITHDRAWAL_DAYS,
  withOrderConsent,
  type PaymentStage,
} from "~/domain/journey/checkout";
import type { JourneyState } from "~/domain/journey/state";
import { mandateSchema, type Mandate } from "~/domain/sepa";
import { CGV_PATH } from "~/domain/journey/paths";
import { journeyMeta } from "~/journey/meta";
import { completeStep, loadJourneyStep, type LoadedJourney } from "~/journey/step.server";
import { isUpstreamError } from "~/upstream/http.server";
import {
  createMandate,
  requestSignature,
  saveSection,
  validateContract,
  validateSignatureCode,
  type JourneyContract,
} from "~/upstream/journey.server";
import { chargedLine, stepPrice } from "~/journey/price.server";
import { readForm } from "~/platform/form-data.server";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "payment");

function stageOf(state: JourneyState, contract: JourneyContract): PaymentStage {
  return paymentStage({
    cookieRum: state.mandate.rum,
    cookieSignatureMethod: state.signature.method,
    mandateRum: contract.mandate?.rum ?? null,
    signature: contract.signature,
    orderAccepted: orderConsentOf(contract.billing) !== null,
  });
}

async function loadPayment(request: Request, context: AppLoadContext) {
  const journey = await loadJourneyStep(request, context, "etape6");
  if (!journey.contract) throw redirect(journey.pathOf("etape1"));
  return { ...journey, contract: journey.contract };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadPayment(request, context);
  const { contract } = journey;
  const priced = await stepPrice(request, context, journey);
  const consent = orderConsentOf(contract.billing);
  return data(
    {
      frame: journey.frame,
      stage: stageOf(journey.state, contract),
      // The one price after the promo codes, for the page and the mandate alike.
      ...chargedLine(priced),
      // Only the masked view of the mandate ever reaches the page.
      mandate: contract.mandate,
      accountOwner: contract.mandate?.accountOwner ?? personView(contract.billing)?.name ?? undefined,
      signature: contract.signature,
      earlyStart: consent?.earlyStart ?? false,
      // Constants come with the data so that the page does not ship the schemas' module.
      signatureMethods: SIGNATURE_METHODS,
      legal: {
        preNotificationDays: PRE_NOTIFICATION_DAYS,
        refundWeeks: REFUND_WEEKS,
        unauthorisedRefundMonths: UNAUTHORISED_REFUND_MONTHS,
        withdrawalDays: WITHDRAWAL_DAYS,
      },
      products: analyticsProducts(journey.services, priced.grid),
      hasErrors: Boolean(context.formErrors),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Action: one form per stage (hidden "form"), intent buttons for the moves between stages.

type Payment = LoadedJourney & { contract: JourneyContract };

interface Outcome {
  /** The stage the page shows with this result (the cookie of this response is not read yet). */
  stage: PaymentStage;
  result: SubmissionResult<string[]>;
  resentTo?: string | null;
}

/** Post/redirect/get back to the payment page with the new state. */
async function stay(journey: Payment, state: JourneyState) {
  return redirect(journey.pathOf("etape6"), { headers: { "Set-Cookie": await journey.mode.store.commit(state) } });
}

function upstreamCode(error: unknown): string | undefined {
  if (!isUpstreamError(error, "status")) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

function failureKey(error: unknown): string {
  return isUpstreamError(error, "timeout") ? "checkout:errors.timeout" : "checkout:errors.failed";
}

/** Validated meanwhile (a second submission, another tab): the order is done, go on. */
function alreadyValidated(error: unknown) {
  return upstreamCode(error) === "CONTRACT_VALIDATED";
}

function failed(context: AppLoadContext, outcome: Outcome, state?: JourneyState, journey?: Payment) {
  context.formErrors = true;
  return state && journey ? journey.mode.store.commit(state).then((cookie) => data(outcome, { headers: { "Set-Cookie": cookie } })) : data(outcome);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadPayment(request, context);
  const { contract, state } = journey;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const stage = stageOf(state, contract);

  if (intent === "editMandate") return stay(journey, { ...state, mandate: { rum: null }, signature: { method: null, signed: false } });
  if (intent === "keepMandate" && contract.mandate) return stay(journey, { ...state, mandate: { rum: contract.mandate.rum } });
  if (intent === "changeMethod") return stay(journey, { ...state, signature: { method: null, signed: false } });
  if (intent === "resendCode") return resendCode(context, journey, formData);

  // A form of another stage (back button, second tab): show the stage the journey is at.
  if (formData.get("form") !== stage) return stay(journey, state);
  if (stage === "mandate") return saveMandate(request, context, journey, formData);
  if (stage === "order") return placeOrder(request, context, journey, formData);
  return sign(request, context, journey, formData);
}

async function saveMandate(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  const submission = parseWithZod(formData, { schema: mandateSchema });
  if (submission.status !== "success") return failed(context, { stage: "mandate", result: submission.reply() });
  const { accountOwner, iban, bic } = submission.value;
  try {
    const mandate = await createMandate(
      journey.contract.contractId,
      { accountOwner, iban, ...(bic ? { bic } : {}) },
      { requestId: context.requestId },
    );
    // Only the RUM is kept: never the IBAN.
    return stay(journey, { ...journey.state, mandate: { rum: mandate.rum }, signature: { method: null, signed: false } });
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.state, "etape6", journey.services);
    const code = upstreamCode(error);
    const reply =
      code === "INVALID_IBAN"
        ? submission.reply({ fieldErrors: { iban: ["checkout:errors.ibanRefused"] } })
        : code === "INVALID_BIC"
          ? submission.reply({ fieldErrors: { bic: ["checkout:errors.bicRefused"] } })
          : submission.reply({ formErrors: [failureKey(error)] });
    return failed(context, { stage: "mandate", result: reply });
  }
}

async function placeOrder(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  const submission = parseWithZod(formData, { schema: orderSchema });
  if (submission.status !== "success") return failed(context, { stage: "order", result: submission.reply() });
  const { signatureMethod, earlyStart } = submission.value;
  const { contract } = journey;
  const ids = { requestId: context.requestId };
  try {
    // The order's declarations go with the subscriber, as upstream keeps them.
    await saveSection(contract.contractId, "billing", withOrderConsent(contract.billing, { cgvAccepted: true, earlyStart, acceptedAt: new Date().toISOString() }), ids);
    await requestSignature(contract.contractId, signatureMethod, ids);
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.state, "etape6", journey.services);
    if (upstreamCode(error) === "NO_MANDATE") return stay(journey, { ...journey.state, mandate: { rum: null } });
    return failed(context, { stage: "order", result: submission.reply({ formErrors: [failureKey(error)] }) });
  }
  const state: JourneyState = { ...journey.state, signature: { method: signatureMethod, signed: signatureMethod === "PAPER" } };
  // On paper, the order is complete now (the signed paper comes back by post).
  if (signatureMethod === "PAPER") return finalise(request, context, journey, state, (options) => submission.reply(options));
  return stay(journey, state);
}

async function sign(request: Request, context: AppLoadContext, journey: Payment, formData: FormData) {
  const { contract } = journey;
  if (isSigned(contract.signature)) {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    return finalise(request, context, journey, journey.state, (options) => submission.reply(options));
  }
  const submission = parseWithZod(formData, { schema: signatureCodeSchema });
  if (submission.status !== "success") return failed(context, { stage: "signature", result: submission.reply() });
  try {
    await validateSignatureCode(contract.contractId, submission.value.code, { requestId: context.requestId });
  } catch (error) {
    if (alreadyValidated(error)) return completeStep(request, journey.state, "etape6", journey.services);
    const code = upstreamCode(error);
    if (code === "NO_SIGNATURE_REQUEST") return stay(journey, { ...journey.state, signature: { method: null, signed: false } });
    const reply =
      code === "INVALID_CODE"
        ? submission.reply({ fieldErrors: { code: ["checkout:errors.codeInvalid"] } })
        : submission.reply({ formErrors: [failureKey(error)] });
    return failed(context, { stage: "signature", result: reply });
  }
  const state: JourneyState = { ...journey.state, signature: { method: "ELECTRONIC", signed: true } };
  return finalise(request, context, journey, state, (options) => submission.reply(options));
}

/**
 * The final submission. Upstream validation is idempotent (a second call answers the same
 * contract number and creates nothing) and a validated contract sends every journey request to
 * the confirmation: submitting twice or reloading never makes two contracts.
 */
async function finalise(
  request: Request,
  context: AppLoadContext,
  journey: Payment,
  state: JourneyState,
  reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>,
) {
  try {
    const validated = await validateContract(journey.contract.contractId, { requestId: context.requestId });
    return completeStep(request, { ...state, contractNumber: validated.contractNumber }, "etape6", journey.services);
  } catch (error) {
    const key = upstreamCode(error) === "CONTRACT_INCOMPLETE" ? "checkout:errors.incomplete" : failureKey(error);
    return failed(context, { stage: "signature", result: reply({ formErrors: [key] }) }, state, journey);
  }
}

async function resendCode(context: AppLoadContext, journey: Payment, formData: FormData) {
  // The typed code is stale once a new one is sent: the form starts empty.
  const submission = parseWithZod(formData, { schema: z.object({}) });
  try {
    const sent = await requestSignature(journey.contract.contractId, "ELECTRONIC", { requestId: context.requestId });
    return data({ stage: "signature" as const, result: submission.reply({ resetForm: true }), resentTo: sent.sentTo });
  } catch (error) {
    return failed(context, { stage: "signature", result: submission.reply({ formErrors: [failureKey(error)] }) });
  }
}

// ---------------------------------------------------------------------------------------------
// Page

function useBusy() {
  return useNavigation().state === "submitting";
}

function BackToSummary() {
  const { t } = useTranslation();
  return (
    <Link to="/services-seniors/souscription/etape5" className="back-link">
      {t("checkout:payment.back")}
    </Link>
  );
}

function MandateStage({ result }: { result?: SubmissionResult<string[]> }) {
  const { frame, monthly, discount, priceUnavailable, mandate, accountOwner, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm<Mandate>({ id: "mandate", lastResult: result, shouldRevalidate: "onSubmit" });
  return (
    <JourneyPage frame={frame} title={t("checkout:payment.title")} summary={<ErrorSummary form={form} fields={fields} />}>
      <Analytics name={pageViewName("etape6")} step="etape6" products={products} />
      <p>{t("checkout:payment.intro")}</p>
      <ChargedPriceLine monthly={monthly} discount={discount} unavailable={priceUnavailable} />
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <input type="hidden" name="form" value="mandate" />
        <fieldset className="field">
          <legend>{t("checkout:mandateForm.legend")}</legend>
          <TextField
            field={fields.accountOwner}
            label={t("checkout:mandateForm.accountOwner")}
            hint={t("checkout:mandateForm.accountOwnerHint")}
            autoComplete="name"
            defaultValue={accountOwner}
          />
          <TextField
            field={fields.iban}
            label={t("checkout:mandateForm.iban")}
            hint={t("checkout:mandateForm.ibanHint")}
            inputMode="text"
            autoComplete="off"
          />
          <TextField
            field={fields.bic}
            label={t("checkout:mandateForm.bic")}
            hint={t("checkout:mandateForm.bicHint")}
            autoComplete="off"
            optional
            width="medium"
          />
        </fieldset>
        <p className="hint">{t("checkout:mandateForm.privacy")}</p>
        <div className="step-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("checkout:mandateForm.submit")}
          </button>
          <BackToSummary />
        </div>
      </Form>
      {mandate && (
        <Form method="post">
          <button type="submit" name="intent" value="keepMandate" className="button secondary" disabled={busy}>
            {t("checkout:mandateForm.keep")}
          </button>
        </Form>
      )}
    </JourneyPage>
  );
}

function MandateMentions() {
  const { mandate, monthly, discount, priceUnavailable, legal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useBusy();
  if (!mandate) return null;
  return (
    <section className="mandate" aria-labelledby="sepa-mandate-title">
      <h2 id="sepa-mandate-title">{t("checkout:mandate.heading")}</h2>
      <dl className="summary-list">
        <dt>{t("checkout:mandate.creditor")}</dt>
        <dd>{mandate.creditorName}</dd>
        <dt>{t("checkout:mandate.creditorAddress")}</dt>
        <dd>{t("checkout:mandate.creditorAddressValue")}</dd>
        <dt>{t("checkout:mandate.ics")}</dt>
        <dd>{mandate.ics}</dd>
        <dt>{t("checkout:mandate.rum")}</dt>
        <dd>{mandate.rum}</dd>
        <dt>{t("checkout:mandate.debtor")}</dt>
        <dd>{mandate.accountOwner}</dd>
        <dt>{t("checkout:mandate.iban")}</dt>
        <dd>{mandate.ibanMasked}</dd>
        {mandate.bicMasked && (
          <>
            <dt>{t("checkout:mandate.bic")}</dt>
            <dd>{mandate.bicMasked}</dd>
          </>
        )}
        <dt>{t("checkout:mandate.paymentType")}</dt>
        <dd>{t("checkout:mandate.recurrent")}</dd>
        {(monthly || priceUnavailable) && (
          <>
            <dt>{t("checkout:mandate.amount")}</dt>
            <dd>{priceUnavailable ? t(unavailablePriceKey(priceUnavailable)) : discount ? t(`discount:${discount.key}`, discount.values) : monthly}</dd>
          </>
        )}
      </dl>
      <p>{t("checkout:mandate.authorisation", { creditor: mandate.creditorName })}</p>
      <p>{t("checkout:mandate.preNotification", { days: legal.preNotificationDays })}</p>
      <p>{t("checkout:mandate.refund", { weeks: legal.refundWeeks, months: legal.unauthorisedRefundMonths })}</p>
      <p>{t("checkout:mandate.rights")}</p>
      <Form method="post">
        <button type="submit" name="intent" value="editMandate" className="button secondary" disabled={busy}>
          {t("checkout:mandate.edit")}
        </button>
      </Form>
    </section>
  );
}

function OrderStage({ result }: { result?: SubmissionResult<string[]> }) {
  const { frame, products, earlyStart, signature, signatureMethods, legal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm<{ signatureMethod: string; cgv: string; earlyStart: string }>({
    id: "order",
    lastResult: result,
    shouldRevalidate: "onSubmit",
  });
  return (
    <JourneyPage frame={frame} title={t("checkout:mandate.title")} summary={<ErrorSummary form={form} fields={fields} />}>
      <Analytics name={pageViewName("etape6")} step="etape6" products={products} />
      <MandateMentions />
      <JourneyDocuments />
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <input type="hidden" name="form" value="order" />
        <RadioGroup
          field={fields.signatureMethod}
          legend={t("checkout:order.signatureLegend")}
          defaultValue={signature?.method}
          choices={signatureMethods.map((value) => ({
            value,
            label: t(`checkout:order.${value}`),
            hint: t(`checkout:order.${value}Hint`),
          }))}
        />
        <section aria-labelledby="withdrawal-title">
          <h2 id="withdrawal-title">{t("checkout:order.withdrawalTitle")}</h2>
          <p>{t("checkout:order.withdrawal", { days: legal.withdrawalDays })}</p>
          <CheckboxField
            field={fields.earlyStart}
            label={t("checkout:order.earlyStart", { days: legal.withdrawalDays })}
            hint={t("checkout:order.earlyStartHint")}
            defaultChecked={earlyStart}
          />
        </section>
        <fieldset className="field">
          <legend>{t("checkout:order.cgvLegend")}</legend>
          <CheckboxField
            field={fields.cgv}
            label={t("checkout:order.cgv")}
            hint={
              <a href={CGV_PATH} target="_blank" rel="noopener noreferrer">
                {t("checkout:order.cgvLink")} {t("checkout:order.newTab")}
              </a>
            }
          />
        </fieldset>
        <div className="step-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("checkout:order.submit")}
          </button>
          <BackToSummary />
        </div>
      </Form>
    </JourneyPage>
  );
}

function SignatureStage({ result, resentTo }: { result?: SubmissionResult<string[]>; resentTo?: string | null }) {
  const { frame, products, signature } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const busy = useBusy();
  const needsCode = signature?.method === "ELECTRONIC" && !signature.signed;
  const [form, fields] = useForm<{ code: string }>({ id: "signature", lastResult: result, shouldRevalidate: "onSubmit" });
  const sentTo = resentTo ?? signature?.sentTo;
  return (
    <JourneyPage
      frame={frame}
      title={t(needsCode ? "checkout:signature.codeTitle" : "checkout:signature.finishTitle")}
      summary={<ErrorSummary form={form} fields={fields} />}
    >
      <Analytics name={pageViewName("etape6", { validationCode: needsCode })} step="etape6" products={products} />
      {needsCode ? (
        <>
          {sentTo && (
            <p role="status" className={resentTo ? "notice" : undefined}>
              {t(resentTo ? "checkout:signature.sentAgain" : "checkout:signature.sentTo", { phone: sentTo })}
            </p>
          )}
          <Form method="post" id={form.id} noValidate>
            <DefaultSubmit />
            <input type="hidden" name="form" value="signature" />
            <TextField
              field={fields.code}
              label={t("checkout:signature.code")}
              hint={t("checkout:signature.codeHint")}
              inputMode="numeric"
              autoComplete="one-time-code"
              width="short"
            />
            <button type="submit" name="intent" value="resendCode" className="button secondary" disabled={busy}>
              {t("checkout:signature.resend")}
            </button>
            <div className="step-actions">
              <button type="submit" className="button" disabled={busy}>
                {t("checkout:signature.submit")}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p>{t(signature?.method === "PAPER" ? "checkout:signature.paper" : "checkout:signature.signed")}</p>
          <Form method="post" id={form.id}>
            <input type="hidden" name="form" value="signature" />
            <div className="step-actions">
              <button type="submit" className="button" disabled={busy}>
                {t("checkout:signature.finish")}
              </button>
            </div>
          </Form>
        </>
      )}
      <JourneyDocuments />
      {!signature?.signed && (
        <Form method="post">
          <button type="submit" name="intent" value="changeMethod" className="button secondary" disabled={busy}>
            {t("checkout:signature.changeMethod")}
          </button>
        </Form>
      )}
    </JourneyPage>
  );
}

export default function PaymentStep() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The action's answer knows the stage its own cookie leads to; the loader of the same request
  // still read the previous cookie.
  const stage = actionData?.stage ?? loaderData.stage;
  const result = actionData?.stage === stage ? actionData.result : undefined;
  if (stage === "mandate") return <MandateStage key="mandate" result={result} />;
  if (stage === "order") return <OrderStage key="order" result={result} />;
  return <SignatureStage key="signature" result={result} resentTo={actionData?.resentTo} />;
}
