import { noticeOfDiscountEvent, type NoticeView } from "~/kernel/money/discount/notices";
import type { DiscountEvent } from "~/kernel/money/discount/state";
import { flashStorage } from "~/kernel/sessions/cookies.server";

/** Leaves messages for the next page, rendered by the server (no JavaScript toast). */
export async function flashNotices(request: Request, events: DiscountEvent[], others: NoticeView[] = []): Promise<string> {
  const session = await flashStorage.getSession(request.headers.get("cookie"));
  session.flash("notices", [...others, ...events.map(noticeOfDiscountEvent).filter((notice): notice is NoticeView => notice !== null)]);
  return flashStorage.commitSession(session);
}
