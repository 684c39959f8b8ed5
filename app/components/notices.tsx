import { useTranslation } from "react-i18next";
import type { DiscountEvent } from "~/domain/discount/state";

export interface NoticeView {
  key: string;
  values?: Record<string, string>;
}

/** Values that are themselves message keys ("discount:offerTypes.…") are translated too. */
export function Notices({ notices }: { notices: NoticeView[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <div role="status">
      <ul className="notices">
      {notices.map((notice, index) => {
        const values = Object.fromEntries(
          Object.entries(notice.values ?? {}).map(([name, value]) => [name, value.includes(":") ? t(value) : value]),
        );
        return <li key={index}>{t(notice.key, values)}</li>;
      })}
      </ul>
    </div>
  );
}

/** A discount event as a message (SPEC 4: the person is told when a code leaves and comes back). */
export function noticeOfDiscountEvent(event: DiscountEvent): NoticeView | null {
  switch (event.type) {
    case "applied":
      return { key: "discount:events.applied", values: { code: event.code } };
    case "removed":
      return { key: "discount:events.removed", values: { code: event.code } };
    case "removedByOfferChange":
      return { key: "discount:events.removedByOfferChange", values: { code: event.code, offer: `discount:offerTypes.${event.offerType}` } };
    case "reAdded":
      return { key: "discount:events.reAdded", values: { code: event.code } };
    default:
      return null;
  }
}
