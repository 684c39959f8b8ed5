import common from "../../locales/fr/common.json" with { type: "json" };
import dashboard from "../../locales/fr/dashboard.json" with { type: "json" };
import changes from "../../locales/fr/changes.json" with { type: "json" };
import pages from "../../locales/fr/pages.json" with { type: "json" };
import people from "../../locales/fr/people.json" with { type: "json" };
import withdrawal from "../../locales/fr/withdrawal.json" with { type: "json" };
import englishCommon from "../../locales/en/common.json" with { type: "json" };
import englishPages from "../../locales/en/pages.json" with { type: "json" };
import { contractFormulaWordings, contractStatusWording, statusFactsOf } from "../../app/kernel/contract/contract-status";
import { formatDay } from "../../app/kernel/i18n/date-format";
import { sayMoney, type MoneyMessage, type Sentence } from "../../app/kernel/money/statement";
import { dayWording, formulaWording, optionWording, remoteAssistanceTypeWording, type Wording } from "../../app/kernel/i18n/wording";
import type { HubContract } from "./types.js";

/**
 * The French words of the app's locales for the codes, prices and statuses the sandbox's PDFs
 * print (DESIGN 10): the same wording as the pages, from the app's rules (`app/kernel`) and `locales/fr`.
 */
const NAMESPACES: Record<"fr" | "en", Record<string, unknown>> = { fr: { common, dashboard, changes, pages, people, withdrawal }, en: { common: englishCommon, pages: englishPages } };

function lookup(path: string, language: "fr" | "en"): unknown {
  const [namespace = "", keys = ""] = path.includes(":") ? path.split(":") : ["common", path];
  return keys.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], NAMESPACES[language][namespace]);
}

/** A wording in French; plural forms follow French (0 and 1 are singular). */
export function french(wording: Wording | null, fallback: string): string {
  return wordsIn("fr", wording, fallback);
}

/**
 * A wording in `language`: French for every binding document; English only for the documents
 * with an English edition (decision 142), whose words are in the app's common namespace.
 */
export function wordsIn(language: "fr" | "en", wording: Wording | null, fallback: string): string {
  if (!wording) return fallback;
  const count = wording.values?.count;
  const singular = typeof count === "number" && (language === "fr" ? count <= 1 : count === 1);
  const plural = typeof count === "number" ? lookup(`${wording.key}_${singular ? "one" : "other"}`, language) : undefined;
  const template = plural ?? lookup(wording.key, language);
  if (typeof template !== "string") return fallback;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(wording.values?.[name] ?? ""));
}

export const formulaWords = (formula: string) => french(formulaWording(formula), formula);
export const remoteAssistanceWords = (type: string) => french(remoteAssistanceTypeWording(type), type);
export const optionWords = (code: string) => french(optionWording(code), code);
export const dayWords = (day: string) => french(dayWording(day), day);
export const contactTypeWords = (type: string) => french({ key: `people:contacts.contactType.${type}` }, type);
/** "1er mars 2026": a day as the pages write it in French. */
export const frenchDay = (day: string) => formatDay(day, "fr");

/** A money statement (app/kernel/money/statement) in French. */
export const moneyWords = (message: Sentence | MoneyMessage) => sayMoney(message, (key, values) => french({ key, values }, key));

/** The contract's status, as the dashboards and the counter's search say it. */
export const statusWords = (contract: HubContract, today: string) => french(contractStatusWording(statusFactsOf(contract), today, frenchDay), "");

/** The formula, as the dashboards and the counter's search say it. */
export const contractFormulaWords = (contract: Pick<HubContract, "delivery" | "remoteAssistance" | "remoteAssistanceType">) =>
  contractFormulaWordings(contract.delivery.formula, contract.remoteAssistance ? contract.remoteAssistanceType : "NA")
    .map((wording) => french(wording, ""))
    .join(", ");
