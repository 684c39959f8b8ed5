import { Link } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/kernel/ui/analytics";
import { editorialPageViewName } from "~/kernel/platform/analytics";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.meta ?? [];
  return [...root, { name: "description", content: "Veiller sur mes parents – La Poste" }];
};

const SERVICES = ["visits", "landline", "mobile", "sim"] as const;

export default function Home() {
  const { t } = useTranslation();
  return (
    <div className="container">
      <Analytics name={editorialPageViewName("/")} step="" />
      <section className="hero">
        <h1>{t("home.title")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <p>
          <Link className="button" to="/services-seniors/souscription">
            {t("home.subscribe")}
          </Link>
        </p>
      </section>
      <h2>{t("home.servicesTitle")}</h2>
      <ul className="cards">
        {SERVICES.map((service) => (
          <li key={service} className="card">
            <h3>{t(`home.services.${service}.title`)}</h3>
            <p>{t(`home.services.${service}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t("home.moreTitle")}</h2>
      <ul className="link-list">
        <li>
          <a href="/particulier/veiller-sur-mes-parents">{t("home.discover")}</a>
        </li>
        <li>
          <a href="/particulier/veiller-sur-mes-parents/grille-tarifaire">{t("home.priceGrid")}</a>
        </li>
        <li>
          <a href="/services-seniors/plaquetteVsmp">{t("home.brochure")}</a>
        </li>
        <li>
          <a href="/particulier/veiller-sur-mes-parents/la-revue">{t("home.magazine")}</a>
        </li>
        <li>
          <a href="/services-seniors/financement-et-assurance">{t("home.financing")}</a>
        </li>
        <li>
          <a href="/services-seniors/contrat">{t("home.myContracts")}</a>
        </li>
      </ul>
    </div>
  );
}
