import { mediaImage, type MediaImage } from "./media.js";

export interface ButtonLink {
  type: "ButtonLink";
  uid: string;
  linkName: string;
  url: string;
  target: "_blank" | "_self";
  color: string;
  buttonBorderColor: string;
  buttonBackgroundColor: string;
}
export interface PictureComponent { type: "Picture"; uid: string; standard?: MediaImage; widescreen?: MediaImage }
export type Component =
  | { type: "Banner"; uid: string; title: string; subtitle?: string; image?: { standard?: MediaImage; widescreen?: MediaImage } }
  | { type: "Article"; uid: string; title: string; content: string; image?: { standard?: MediaImage; widescreen?: MediaImage }; button?: ButtonLink }
  | { type: "Separator"; uid: string }
  | ButtonLink
  | PictureComponent
  | { type: "PictureRow"; uid: string; title?: string; pictures: PictureComponent[] }
  | { type: "SubscriptionBlock"; uid: string; title: string; content: string; phone: string; button: ButtonLink }
  | { type: "ServicesRow"; uid: string; title: string; services: { title: string; description: string; url: string; image?: MediaImage }[]; button?: ButtonLink }
  | { type: "Paragraph"; uid: string; title?: string; content: string };

export interface ContentPage {
  uid: string;
  label: string;
  title: string;
  template: "legacy" | "full" | "sibp";
  robots: "index-follow";
  abTesting: boolean;
  cashback: boolean;
  breadcrumb: { label: string; url: string }[];
  components: Component[];
}

/** Components as written below, before each receives its uid. */
type Draft = Component extends infer C ? (C extends { uid: string } ? Omit<C, "uid"> : never) : never;

const BLUE = "#003DA5";
const WHITE = "#FFFFFF";

/** A primary button (white on La Poste blue, contrast 8.6:1). */
function button(linkName: string, url: string, target: "_blank" | "_self" = "_self"): ButtonLink {
  return { type: "ButtonLink", uid: "", linkName, url, target, color: WHITE, buttonBorderColor: BLUE, buttonBackgroundColor: BLUE };
}

/** A secondary button (blue text on white). */
function outlineButton(linkName: string, url: string, target: "_blank" | "_self" = "_self"): ButtonLink {
  return { type: "ButtonLink", uid: "", linkName, url, target, color: BLUE, buttonBorderColor: BLUE, buttonBackgroundColor: WHITE };
}

const HOME = { label: "Accueil", url: "/" };
const SENIORS = { label: "Veiller sur mes parents", url: "/services-seniors" };
const PHONE = "3631";
const BROCHURE_URL = "/vsmp/plaquetteVsmp.pdf";

const subscriptionBlock: Draft = {
  type: "SubscriptionBlock",
  title: "Souscrire à Veiller sur mes parents",
  content:
    "Pour souscrire ou poser vos questions, appelez le {phone} (du lundi au vendredi de 8 h 30 à 19 h, le samedi de 8 h 30 à 13 h ; appel non surtaxé) ou souscrivez en ligne.\n\n" +
    "Téléchargez la plaquette de présentation pour découvrir le détail des services et des tarifs.",
  phone: PHONE,
  button: outlineButton("Télécharger la plaquette (PDF)", BROCHURE_URL),
};

const allServicesRow: Draft = {
  type: "ServicesRow",
  title: "Découvrez tous nos services",
  services: [
    {
      title: "Téléassistance",
      description: "Une aide à portée de main, 24 h/24 et 7 j/7, à domicile ou en déplacement.",
      url: "/veiller-sur-mes-parents/teleassistance",
      image: mediaImage("service-teleassistance.svg"),
    },
    {
      title: "Visites du facteur",
      description: "Le facteur rend visite à votre proche de 1 à 6 jours par semaine et vous donne des nouvelles.",
      url: "/veiller-sur-mes-parents/visites-facteur",
      image: mediaImage("service-visites-facteur.svg"),
    },
    {
      title: "Services à domicile",
      description: "Ménage, petits travaux, jardinage : des intervenants de confiance près de chez vos parents.",
      url: "/veiller-sur-mes-parents/services-a-domicile",
      image: mediaImage("service-services-a-domicile.svg"),
    },
    {
      title: "Vie connectée",
      description: "Une tablette simple pour garder le lien en famille et partager des photos.",
      url: "/veiller-sur-mes-parents/vie-connectee",
      image: mediaImage("service-vie-connectee.svg"),
    },
  ],
  button: button("Découvrir tous les services", "/veiller-sur-mes-parents"),
};

const financingPage = {
  uid: "financementEtAssurancePage",
  label: "/services-seniors/financement-et-assurance",
  title: "Financement et assurance pour les seniors",
  template: "legacy",
  robots: "index-follow",
  abTesting: true,
  cashback: false,
  breadcrumb: [HOME, SENIORS, { label: "Financement et assurance", url: "/services-seniors/financement-et-assurance" }],
  components: [
    {
      type: "Banner",
      title: "Financement et assurance",
      subtitle: "Des solutions pour financer le maintien à domicile de vos parents et protéger leur quotidien.",
      image: {
        standard: mediaImage("banner-financement-assurance.svg"),
        widescreen: mediaImage("banner-financement-assurance-wide.svg"),
      },
    },
    {
      type: "Article",
      title: "Bien vieillir chez soi, en toute sérénité",
      content:
        "Rester chez soi le plus longtemps possible est le souhait de la plupart des seniors. Adapter le logement, se couvrir contre les accidents de la vie et disposer d'une bonne complémentaire santé y contribuent.\n\n" +
        "Avec nos partenaires, La Poste vous présente des solutions sélectionnées pour accompagner vos parents, en complément des services Veiller sur mes parents.",
    },
    { type: "Separator" },
    {
      type: "Article",
      title: "Une complémentaire santé adaptée aux seniors",
      content:
        "Notre partenaire mutualiste propose une complémentaire santé conçue pour les 60 ans et plus : optique, dentaire, audioprothèses et hospitalisation mieux remboursés.\n\n" +
        "Offre de bienvenue : 200 € offerts, soit 2 x 100 € remboursés sur vos cotisations. Offre réservée aux 2 500 premières souscriptions, aux personnes âgées de 60 à 70 ans, valable jusqu'au 31 décembre 2022.",
      image: { standard: mediaImage("article-complementaire-sante.svg") },
      button: button("Découvrir l'offre santé", "https://www.example.com/partenaire-sante/seniors", "_blank"),
    },
    { type: "Separator" },
    {
      type: "Article",
      title: "Une assurance contre les accidents de la vie",
      content:
        "Chute, brûlure, accident domestique : l'assurance accidents de la vie indemnise votre proche et finance l'aide à domicile, l'aménagement du logement ou les frais de soins restant à sa charge.\n\n" +
        "- Indemnisation dès 5 % d'incapacité\n- Assistance et aide ménagère après une hospitalisation\n- Cotisation fixe quel que soit l'âge à l'adhésion",
      image: { standard: mediaImage("article-assurance-accidents.svg") },
      button: button("Découvrir l'assurance accidents", "https://www.example.com/partenaire-assurance/accidents-de-la-vie", "_blank"),
    },
    { type: "Separator" },
    {
      type: "Article",
      title: "Un prêt pour adapter le logement",
      content:
        "Douche de plain-pied, monte-escalier, barres d'appui : notre banque partenaire finance les travaux d'adaptation du logement avec un prêt personnel de 1 500 € à 75 000 €, remboursable de 12 à 120 mois.\n\n" +
        "Vous disposez d'un délai légal de rétractation de 14 jours à compter de la signature de l'offre de prêt. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.",
      image: { standard: mediaImage("article-pret-travaux.svg") },
      button: button("Découvrir le prêt travaux", "https://www.example.com/banque-partenaire/pret-travaux", "_blank"),
    },
    { type: "Separator" },
    {
      type: "PictureRow",
      title: "Nos partenaires",
      pictures: [
        { type: "Picture", uid: "", standard: mediaImage("logo-partenaire-sante.png", "Mutuelle partenaire") },
        { type: "Picture", uid: "", standard: mediaImage("logo-partenaire-assurance.png", "Assureur partenaire") },
        { type: "Picture", uid: "", standard: mediaImage("logo-partenaire-banque.png", "Banque partenaire") },
      ],
    },
    subscriptionBlock,
    allServicesRow,
    {
      type: "Paragraph",
      title: "Mentions légales",
      content:
        "Offre santé : 2 x 100 € remboursés sous forme de déduction sur les cotisations des 3e et 6e mois, pour toute adhésion d'une personne âgée de 60 à 70 ans, dans la limite des 2 500 premières souscriptions, jusqu'au 31 décembre 2022. Voir les conditions auprès de la mutuelle partenaire.\n\n" +
        "Assurance accidents de la vie : contrat souscrit auprès de l'assureur partenaire ; garanties soumises à conditions, limites et exclusions précisées dans la notice d'information.\n\n" +
        "Prêt travaux : sous réserve d'acceptation du dossier par la banque partenaire, prêteur. Délai légal de rétractation de 14 jours. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.\n\n" +
        "La Poste, société anonyme au capital de 5 620 325 816 €, 356 000 000 RCS Paris, siège social : 9 rue du Colonel Pierre Avia, 75015 Paris, agit en qualité d'intermédiaire en opérations d'assurance et de banque.",
    },
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const seniorsPage = {
  uid: "servicesSeniorsPage",
  label: "/services-seniors",
  title: "Veiller sur mes parents : les services seniors de La Poste",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, SENIORS],
  components: [
    {
      type: "Banner",
      title: "Veiller sur mes parents",
      subtitle: "Des services pour accompagner vos parents au quotidien et garder le lien.",
      image: {
        standard: mediaImage("banner-veiller-sur-mes-parents.svg"),
        widescreen: mediaImage("banner-veiller-sur-mes-parents-wide.svg"),
      },
    },
    {
      type: "Article",
      title: "Accompagner vos parents, même à distance",
      content:
        "Visites régulières du facteur, téléassistance, services à domicile, solutions de financement : choisissez les services qui conviennent à vos parents et suivez leur quotidien depuis votre espace client.",
    },
    allServicesRow,
    { type: "Separator" },
    {
      type: "Article",
      title: "Financement et assurance",
      content: "Complémentaire santé, assurance accidents de la vie, prêt pour adapter le logement : découvrez les offres de nos partenaires.",
      button: outlineButton("Voir les solutions de financement", "/services-seniors/financement-et-assurance"),
    },
    subscriptionBlock,
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const landingPage = {
  uid: "veillerSurMesParentsPage",
  label: "/veiller-sur-mes-parents",
  title: "Veiller sur mes parents",
  template: "full",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, { label: "Veiller sur mes parents", url: "/veiller-sur-mes-parents" }],
  components: [
    {
      type: "Banner",
      title: "Veiller sur mes parents",
      subtitle: "Le facteur rend visite à vos parents et la téléassistance veille sur eux, jour et nuit.",
      image: {
        standard: mediaImage("banner-veiller-sur-mes-parents.svg"),
        widescreen: mediaImage("banner-veiller-sur-mes-parents-wide.svg"),
      },
    },
    button("Souscrire en ligne", "/particulier/veiller-sur-mes-parents/souscription"),
    {
      type: "Article",
      title: "Un service pensé pour vos parents et pour vous",
      content:
        "Vos parents vivent seuls et vous ne pouvez pas toujours être à leurs côtés ? Le facteur passe les voir de 1 à 6 jours par semaine, échange avec eux et vous envoie un compte-rendu après chaque visite.\n\n" +
        "La téléassistance complète ces visites : en cas de chute ou de malaise, un simple appui sur le bouton d'alarme met votre proche en relation avec un téléopérateur, 24 h/24 et 7 j/7.",
    },
    {
      type: "Article",
      title: "À partir de 21,90 € par mois",
      content:
        "Sans engagement de durée au-delà de 12 mois, sans frais de résiliation. 50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt au titre des services à la personne, selon la législation en vigueur.\n\n" +
        "Paiement mensuel par prélèvement SEPA.",
    },
    allServicesRow,
    subscriptionBlock,
    {
      type: "Paragraph",
      content:
        "Crédit d'impôt : article 199 sexdecies du Code général des impôts, sous réserve de modification de la législation. Une attestation fiscale annuelle est disponible dans votre espace client.",
    },
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const teleassistancePage = {
  uid: "teleassistancePage",
  label: "/veiller-sur-mes-parents/teleassistance",
  title: "Téléassistance pour les seniors",
  template: "full",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [
    HOME,
    { label: "Veiller sur mes parents", url: "/veiller-sur-mes-parents" },
    { label: "Téléassistance", url: "/veiller-sur-mes-parents/teleassistance" },
  ],
  components: [
    {
      type: "Banner",
      title: "La téléassistance",
      subtitle: "Une aide à portée de main, 24 h/24 et 7 j/7.",
      image: { standard: mediaImage("banner-teleassistance.svg") },
    },
    {
      type: "Article",
      title: "Formule Essentielle : la téléassistance à domicile",
      content:
        "Un transmetteur relié à la ligne fixe ou à la box et un bouton d'alarme, en pendentif ou en bracelet. Option : bracelet détecteur de chute lourde, visites du facteur.",
    },
    {
      type: "Article",
      title: "Formule Liberté : la téléassistance en mobilité",
      content:
        "Un téléphone d'alarme mobile avec géolocalisation, pour les parents qui sortent seuls. Options : géolocalisation active (zones de sécurité), détecteur de chute.",
    },
    {
      type: "Article",
      title: "Formule Simplicité : sans ligne fixe",
      content:
        "Un transmetteur avec carte SIM 3G/4G intégrée, pour les logements sans ligne fixe ni box. Le matériel est envoyé par colis ; l'installation par un technicien est proposée en option.",
    },
    { type: "Separator" },
    button("Choisir ma formule", "/particulier/veiller-sur-mes-parents/souscription/formule"),
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const visitsPage = {
  uid: "visitesFacteurPage",
  label: "/veiller-sur-mes-parents/visites-facteur",
  title: "Les visites du facteur",
  template: "full",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [
    HOME,
    { label: "Veiller sur mes parents", url: "/veiller-sur-mes-parents" },
    { label: "Visites du facteur", url: "/veiller-sur-mes-parents/visites-facteur" },
  ],
  components: [
    {
      type: "Banner",
      title: "Les visites du facteur",
      subtitle: "Un moment d'échange, de 1 à 6 jours par semaine.",
      image: { standard: mediaImage("banner-visites-facteur.svg") },
    },
    {
      type: "Article",
      title: "Comment se passe une visite ?",
      content:
        "Aux jours choisis, du lundi au samedi, le facteur sonne chez votre proche pendant sa tournée, prend le temps d'échanger avec lui et s'assure que tout va bien.\n\n" +
        "Après chaque visite, vous recevez un compte-rendu par e-mail et dans votre espace client. Si votre proche a besoin de quelque chose, le facteur le signale immédiatement.",
    },
    {
      type: "Article",
      title: "Combien de visites ?",
      content: "De 1 à 6 visites par semaine, à partir de 21,90 € par mois pour une visite hebdomadaire. Vous pouvez modifier les jours de visite à tout moment par un avenant.",
    },
    button("Souscrire aux visites", "/particulier/veiller-sur-mes-parents/souscription/formule"),
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const cgvPage = {
  uid: "cgvVsmpPage",
  label: "/particulier/veiller-sur-mes-parents/gestion/cgv",
  title: "Conditions générales de vente – Veiller sur mes parents",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [
    HOME,
    { label: "Veiller sur mes parents", url: "/veiller-sur-mes-parents" },
    { label: "Conditions générales de vente", url: "/particulier/veiller-sur-mes-parents/gestion/cgv" },
  ],
  components: [
    {
      type: "Paragraph",
      title: "Article 1 – Objet",
      content:
        "Les présentes conditions générales de vente régissent la souscription et l'exécution des services Veiller sur mes parents proposés par La Poste : visites du facteur, téléassistance fixe, mobile ou par carte SIM, et leurs options.",
    },
    {
      type: "Paragraph",
      title: "Article 2 – Souscription",
      content:
        "Le contrat est souscrit en ligne, par téléphone ou en bureau de poste par le souscripteur, pour un bénéficiaire. Il est conclu à la validation de la commande, après acceptation des présentes conditions et signature du mandat de prélèvement SEPA.",
    },
    {
      type: "Paragraph",
      title: "Article 3 – Durée",
      content: "Le contrat est conclu pour une durée initiale de 12 mois, puis reconduit tacitement par périodes de 12 mois.",
    },
    {
      type: "Paragraph",
      title: "Article 4 – Prix et paiement",
      content:
        "Les prix sont indiqués toutes taxes comprises, par mois. Ils sont payables mensuellement par prélèvement SEPA ; le souscripteur est informé du montant et de la date de chaque prélèvement au moins 14 jours avant l'échéance. Les frais d'installation ou d'envoi du matériel sont facturés avec la première échéance.",
    },
    {
      type: "Paragraph",
      title: "Article 5 – Droit de rétractation",
      content:
        "Le souscripteur dispose d'un délai de 14 jours à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à justifier de motif, au moyen du formulaire de rétractation ou de toute déclaration dénuée d'ambiguïté. S'il a demandé expressément que le service commence avant la fin de ce délai, il reste redevable du montant correspondant au service fourni jusqu'à la communication de sa décision de se rétracter.",
    },
    {
      type: "Paragraph",
      title: "Article 6 – Suspension et résiliation",
      content:
        "Le service peut être suspendu à la demande du souscripteur, notamment en cas d'hospitalisation du bénéficiaire. Le contrat peut être résilié à tout moment au-delà de la période initiale, en ligne depuis l'espace client ou par la fonctionnalité de résiliation accessible sans connexion, avec un préavis d'un mois ; en cas de décès ou d'entrée en établissement du bénéficiaire, la résiliation prend effet sans préavis.",
    },
    {
      type: "Paragraph",
      title: "Article 7 – Données personnelles",
      content:
        "Les données collectées sont nécessaires à l'exécution du contrat. Les données de santé (détection de chute, médecin traitant) ne sont traitées qu'avec le consentement exprès du bénéficiaire. Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition auprès du délégué à la protection des données de La Poste.",
    },
    {
      type: "Paragraph",
      title: "Article 8 – Réclamations et médiation",
      content:
        "Toute réclamation peut être adressée au service client. À défaut de réponse satisfaisante dans un délai de deux mois, le souscripteur peut saisir gratuitement le Médiateur du groupe La Poste.",
    },
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const legalNoticePage = {
  uid: "mentionsLegalesPage",
  label: "/mentions-legales",
  title: "Mentions légales",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, { label: "Mentions légales", url: "/mentions-legales" }],
  components: [
    {
      type: "Paragraph",
      title: "Éditeur du site",
      content:
        "La Poste, société anonyme au capital de 5 620 325 816 €, 356 000 000 RCS Paris, siège social : 9 rue du Colonel Pierre Avia, 75015 Paris. Numéro de TVA intracommunautaire : FR 39 356000000.",
    },
    { type: "Paragraph", title: "Directeur de la publication", content: "Le Président-directeur général de La Poste." },
    {
      type: "Paragraph",
      title: "Hébergement",
      content: "Le site est hébergé en France par un prestataire d'hébergement du groupe La Poste.",
    },
    {
      type: "Paragraph",
      title: "Propriété intellectuelle",
      content:
        "L'ensemble des contenus de ce site (textes, images, logos) est protégé par le droit de la propriété intellectuelle. Toute reproduction sans autorisation est interdite.",
    },
    {
      type: "Paragraph",
      title: "Données personnelles et cookies",
      content:
        "Les traitements de données personnelles réalisés sur ce site sont décrits dans la politique de protection des données. Vous pouvez exercer vos droits auprès du délégué à la protection des données et introduire une réclamation auprès de la CNIL.",
    },
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

const accessibilityPage = {
  uid: "accessibilitePage",
  label: "/accessibilite",
  title: "Déclaration d'accessibilité",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, { label: "Accessibilité", url: "/accessibilite" }],
  components: [
    {
      type: "Paragraph",
      content:
        "La Poste s'engage à rendre ses sites internet accessibles conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration d'accessibilité s'applique au site Veiller sur mes parents.",
    },
    {
      type: "Paragraph",
      title: "État de conformité",
      content:
        "Le site Veiller sur mes parents est partiellement conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1, en raison des non-conformités énumérées ci-dessous.",
    },
    {
      type: "Paragraph",
      title: "Résultats des tests",
      content: "L'audit de conformité révèle que 82 % des critères du RGAA version 4.1 sont respectés.",
    },
    {
      type: "Paragraph",
      title: "Contenus non accessibles",
      content:
        "- Certains documents PDF téléchargeables (factures, attestations) ne sont pas balisés.\n- Les logos des partenaires ne disposent pas tous d'une alternative textuelle pertinente.\n- Les contenus éditoriaux anciens peuvent présenter des contrastes insuffisants.",
    },
    {
      type: "Paragraph",
      title: "Établissement de cette déclaration",
      content:
        "Cette déclaration a été établie le 15 octobre 2024. Technologies utilisées : HTML, CSS, JavaScript (facultatif). Tests effectués avec NVDA et Firefox, VoiceOver et Safari, et l'outil axe.",
    },
    {
      type: "Paragraph",
      title: "Retour d'information et contact",
      content:
        "Si vous n'arrivez pas à accéder à un contenu ou à un service, contactez-nous au 3631 ou par le formulaire de contact pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.",
    },
    {
      type: "Paragraph",
      title: "Voies de recours",
      content:
        "Si vous avez signalé un défaut d'accessibilité sans obtenir de réponse satisfaisante, vous pouvez écrire un message au Défenseur des droits, contacter son délégué dans votre région ou envoyer un courrier gratuit à : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
    },
  ],
} satisfies Omit<ContentPage, "components"> & { components: Draft[] };

/** Gives each component (and each nested button or picture) a uid derived from the page. */
function withUids(page: Omit<ContentPage, "components"> & { components: Draft[] }): ContentPage {
  const components = page.components.map((draft, index): Component => {
    const uid = `${page.uid}-${draft.type}-${index + 1}`;
    const component = structuredClone({ ...draft, uid }) as Component;
    if ((component.type === "Article" || component.type === "ServicesRow") && component.button) component.button.uid = `${uid}-button`;
    if (component.type === "SubscriptionBlock") component.button.uid = `${uid}-button`;
    if (component.type === "PictureRow") component.pictures.forEach((picture, i) => (picture.uid = `${uid}-picture-${i + 1}`));
    return component;
  });
  return { ...page, components };
}

/** The editorial pages of the content system, keyed by label (the site path). */
export function seedPages(): Record<string, ContentPage> {
  const pages = [financingPage, seniorsPage, landingPage, teleassistancePage, visitsPage, cgvPage, legalNoticePage, accessibilityPage];
  return Object.fromEntries(pages.map((page) => [page.label, withUids(page)]));
}
