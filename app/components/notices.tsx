import { useTranslation } from "react-i18next";
import type { NoticeView } from "~/domain/discount/notices";

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
