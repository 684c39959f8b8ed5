import { isImportant, needWording } from "~/kernel/people/family/follow";
import { deviceWording, moodWording, visitReportWording } from "~/kernel/i18n/wording";
import { useWords } from "~/kernel/ui/words";

interface EventItemProps {
  event: { id: string; date: string; level: string; value: string; LPFRType: number; mood: string | undefined; need: string | null; recordedBy: { device: string } | "postman" | null; hasPhoto: boolean };
  /** The guarded address of the event's photo, when it has one. */
  photoHref: string | null;
  headingLevel?: "h2" | "h3";
}

/**
 * One visit report or alert, on the owner's reports page and a relative's follow-up
 * page alike: its date, important (the one rule, `isImportant`) marked in words (not by colour alone), what the postman found,
 * the mood, the need seen, and the photo from its guarded address (never inlined).
 */
export function EventItem({ event, photoHref, headingLevel: Heading = "h3" }: EventItemProps) {
  const { t, word, day } = useWords();
  const important = isImportant(event);
  return (
    <li className={important ? "important" : undefined}>
      <Heading className="event-title">
        {important && <span className="important-mark">{t("family:follow.important")}</span>}
        <time dateTime={event.date.slice(0, 10)}>{day(event.date.slice(0, 10))}</time>
      </Heading>
      <p>{t("family:follow.found", { value: word(visitReportWording(event)) })}</p>
      <p>{t("dashboard:reports.mood", { mood: word(moodWording(event.mood)) })}</p>
      {event.need && <p>{t("family:follow.need", { need: word(needWording(event.need)) })}</p>}
      {event.recordedBy === "postman" && <p>{t("family:follow.recordedByPostman")}</p>}
      {event.recordedBy && event.recordedBy !== "postman" && <p>{t("family:follow.recordedByDevice", { device: word(deviceWording(event.recordedBy.device)) })}</p>}
      {event.hasPhoto && photoHref && (
        <img className="report-photo" src={photoHref} alt={t("family:follow.photo", { day: day(event.date.slice(0, 10)) })} width={320} height={240} loading="lazy" />
      )}
    </li>
  );
}
