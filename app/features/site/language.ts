import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/kernel/auth/return-path";
import { isLocale } from "~/kernel/i18n/locales";
import { localeCookie } from "~/kernel/sessions/cookies.server";
import { readForm } from "~/kernel/platform/form-data.server";

/** The language switch: a POST form that works without JavaScript; the choice lives in a cookie. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const locale = form.get("locale");
  const back = safeReturnPath(form.get("redirect"));
  if (!isLocale(locale)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(locale) } });
}

export function loader() {
  return redirect("/");
}
