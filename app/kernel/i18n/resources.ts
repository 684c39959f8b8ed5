import type { Resource } from "i18next";
import enChanges from "../../../locales/en/changes.json";
import enCheckout from "../../../locales/en/checkout.json";
import en from "../../../locales/en/common.json";
import enConfirmation from "../../../locales/en/confirmation.json";
import enDashboard from "../../../locales/en/dashboard.json";
import enDesk from "../../../locales/en/desk.json";
import enFamily from "../../../locales/en/family.json";
import enDiscount from "../../../locales/en/discount.json";
import enJourney from "../../../locales/en/journey.json";
import enNotices from "../../../locales/en/notices.json";
import enOrder from "../../../locales/en/order.json";
import enPages from "../../../locales/en/pages.json";
import enPeople from "../../../locales/en/people.json";
import enServices from "../../../locales/en/services.json";
import enRecords from "../../../locales/en/records.json";
import enSibp from "../../../locales/en/sibp.json";
import enValidation from "../../../locales/en/validation.json";
import enWithdrawal from "../../../locales/en/withdrawal.json";
import frChanges from "../../../locales/fr/changes.json";
import frCheckout from "../../../locales/fr/checkout.json";
import fr from "../../../locales/fr/common.json";
import frConfirmation from "../../../locales/fr/confirmation.json";
import frDashboard from "../../../locales/fr/dashboard.json";
import frDesk from "../../../locales/fr/desk.json";
import frFamily from "../../../locales/fr/family.json";
import frDiscount from "../../../locales/fr/discount.json";
import frJourney from "../../../locales/fr/journey.json";
import frNotices from "../../../locales/fr/notices.json";
import frOrder from "../../../locales/fr/order.json";
import frPages from "../../../locales/fr/pages.json";
import frPeople from "../../../locales/fr/people.json";
import frServices from "../../../locales/fr/services.json";
import frRecords from "../../../locales/fr/records.json";
import frSibp from "../../../locales/fr/sibp.json";
import frValidation from "../../../locales/fr/validation.json";
import frWithdrawal from "../../../locales/fr/withdrawal.json";

/**
 * Every text of every language, for the server's instances (app/kernel/i18n/i18next.server.ts) and the
 * tests. The browser never imports this module: it loads its language's namespaces one by one
 * (entry.client.tsx).
 */
export const resources = {
  fr: { common: fr, journey: frJourney, notices: frNotices, services: frServices, validation: frValidation, discount: frDiscount, people: frPeople, checkout: frCheckout, order: frOrder, confirmation: frConfirmation, sibp: frSibp, dashboard: frDashboard, changes: frChanges, records: frRecords, pages: frPages, desk: frDesk, family: frFamily, withdrawal: frWithdrawal },
  en: { common: en, journey: enJourney, notices: enNotices, services: enServices, validation: enValidation, discount: enDiscount, people: enPeople, checkout: enCheckout, order: enOrder, confirmation: enConfirmation, sibp: enSibp, dashboard: enDashboard, changes: enChanges, records: enRecords, pages: enPages, desk: enDesk, family: enFamily, withdrawal: enWithdrawal },
} satisfies Resource;

/** The texts of one language, namespace by namespace. */
export type Texts = (typeof resources)["fr"];
