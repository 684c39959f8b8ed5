import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClientCard } from "~/kernel/ui/client-card";
import type { RouteHandle } from "~/kernel/ui/templates";
import { OFFER_PAGES, type OfferPage } from "~/features/counter/rules/price-list";
import { agentPage, readSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:offers.title");

/** /sibp/offers-about: the three kinds of service the agent explains at the counter. */
export const loader = sibpPage(async ({ request }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  return data({ client: await readSibpClient(request) }, { headers });
});

export default function OffersAbout() {
  const { client } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <h1>{t("sibp:offers.title")}</h1>
      {client && <ClientCard client={client} />}
      <p>{t("sibp:offers.lead")}</p>
      <ul className="offer-list">
        {(Object.keys(OFFER_PAGES) as OfferPage[]).map((page) => (
          <li key={page}>
            <h2>{t(`sibp:offers.pages.${page}.title`)}</h2>
            <p>{t(`sibp:offers.pages.${page}.text`)}</p>
            <Link to={`/sibp/offers-about/${page}`} aria-label={`${t("sibp:offers.more")} : ${t(`sibp:offers.pages.${page}.title`)}`}>
              {t("sibp:offers.more")}
            </Link>
          </li>
        ))}
      </ul>
      <p className="hint">{t("sibp:offers.taxCredit")}</p>
      {client && (
        <p>
          <Link to="/sibp/souscription" className="button">
            {t("sibp:offers.subscribe", { name: `${client.firstName} ${client.lastName}` })}
          </Link>
        </p>
      )}
    </div>
  );
}
