import { useCallback, useEffect, useRef, useState } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { notificationDurationMs } from "~/kernel/ui/browser";
import type { NoticeView } from "~/kernel/money/discount/notices";

/**
 * SPEC 9's notifications (decision 093): with JavaScript on, the notices leave after their time
 * (3000 ms by default, longer for a longer text), which stops while the pointer or the focus is on
 * them, and can be closed. Served without JavaScript, they stay, as they always did. An error is
 * never a notice: it stays until the person acts.
 */
function useNotificationTime(text: string) {
  const [enhanced, setEnhanced] = useState(false);
  const [shown, setShown] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef({ pointer: false, focus: false });
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    stop();
    if (!held.current.pointer && !held.current.focus) timer.current = setTimeout(() => setShown(false), notificationDurationMs(text));
  }, [stop, text]);
  useEffect(() => {
    setEnhanced(true);
    setShown(true);
    if (text) start();
    return stop;
  }, [text, start, stop]);
  const hold = (what: "pointer" | "focus", on: boolean) => {
    held.current[what] = on;
    if (on) stop();
    else start();
  };
  return { enhanced, shown, hold, close: () => setShown(false) };
}

/** Values that are themselves message keys ("notices:discountOffers.…") are translated too. */
export function Notices({ notices }: { notices: NoticeView[] }) {
  const { t } = useReaderTranslation();
  const texts = notices.map((notice) => {
    const values = Object.fromEntries(Object.entries(notice.values ?? {}).map(([name, value]) => [name, value.includes(":") ? t(value) : value]));
    return t(notice.key, values);
  });
  const time = useNotificationTime(texts.join("\n"));
  if (texts.length === 0 || !time.shown) return null;
  return (
    <div
      role="status"
      className="notices-box"
      onMouseEnter={() => time.hold("pointer", true)}
      onMouseLeave={() => time.hold("pointer", false)}
      onFocus={() => time.hold("focus", true)}
      onBlur={() => time.hold("focus", false)}
    >
      <ul className="notices">
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      {time.enhanced && (
        <button type="button" className="link-button notices-close" onClick={time.close}>
          {t("notices.close")}
        </button>
      )}
    </div>
  );
}
