import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "~/kernel/ui/error-page";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { config } from "~/kernel/platform/config.server";

/**
 * The page of a form refused by the Origin check (decision 130): the app's server answers a
 * mutation from another origin with this page, in the person's language and the site's layout,
 * status 403, before the form is read. It has no address of its own: asked for directly, it is
 * not found.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const refused = context.refusedMutation;
  if (!refused) throw new Response(null, { status: 404, statusText: "Not Found" });
  return data({ back: `${config.publicOrigin}${refused.page}` }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/** A refused form's page sends no script; reached from a page that runs them, its texts come with its data. */
export const handle: ScriptsHandle = { i18n: ["pages"] };
export const clientLoader = loadTexts(handle);

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.refusedForm.title, matches) }];

export default function RefusedForm() {
  const { back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ErrorPage
      status={403}
      sessionId={null}
      title={t("pages:refusedForm.title")}
      text={t("pages:refusedForm.text")}
      home={{ href: back, label: t("pages:refusedForm.back", { address: back }) }}
    />
  );
}
