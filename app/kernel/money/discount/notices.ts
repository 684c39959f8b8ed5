import type { DiscountEvent } from "./state";

/** A message for the person: a key of the locales and its values (values may be keys too). */
export interface NoticeView {
  key: string;
  values?: Record<string, string>;
}

/** A discount event as a message (SPEC 4: the person is told when a code leaves and comes back). */
export function noticeOfDiscountEvent(event: DiscountEvent): NoticeView | null {
  switch (event.type) {
    case "applied":
      return { key: "notices:discountEvents.applied", values: { code: event.code } };
    case "removed":
      return { key: "notices:discountEvents.removed", values: { code: event.code } };
    case "removedByOfferChange":
      return { key: "notices:discountEvents.removedByOfferChange", values: { code: event.code, offer: `notices:discountOffers.${event.offerType}` } };
    case "reAdded":
      return { key: "notices:discountEvents.reAdded", values: { code: event.code } };
    default:
      return null;
  }
}
