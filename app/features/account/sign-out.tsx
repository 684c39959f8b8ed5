import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { destroyUserSession, getUser } from "~/kernel/auth/user.server";
import { signOutTarget } from "~/kernel/auth/access";
import { safeReturnPath } from "~/kernel/auth/return-path";
import type { ScriptsHandle } from "~/kernel/ui/scripts";

/**
 * /deconnexion?redirect=…: signing out changes state, so it is a POST (the header's button);
 * a GET shows the same button, for a bookmarked or typed address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const target = signOutTarget(new URL(request.url).searchParams.get("redirect"));
  return redirect(target, { headers: { "Set-Cookie": await destroyUserSession(request) } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get("redirect"));
  if (!(await getUser(request))) throw redirect(signOutTarget(redirectTo));
  return { redirectTo };
}

/** A page with a form: JavaScript enhances it (components/scripts.ts). */
export const handle: ScriptsHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "root")?.meta ?? [];

export default function SignOut() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <h1>{t("signOut.title")}</h1>
      <p>{t("signOut.question")}</p>
      <Form method="post" action={`/deconnexion?redirect=${encodeURIComponent(redirectTo)}`} reloadDocument>
        <button type="submit" className="button">
          {t("account.signOut")}
        </button>
      </Form>
    </div>
  );
}
