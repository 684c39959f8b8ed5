import { mediaImage, type MediaImage } from "./media.js";
import { menuPages } from "./site-pages.js";

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
  | { type: "Paragraph"; uid: string; title?: string; content: string; anchor?: string };

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
export type Draft = Component extends infer C ? (C extends { uid: string } ? Omit<C, "uid"> : never) : never;

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
    {
      title: "Bien-être et santé",
      description: "Prévention des chutes, activité physique adaptée, nutrition : des conseils et des ateliers pour rester en forme.",
      url: "/veiller-sur-mes-parents/bien-etre-et-sante",
    },
    {
      title: "Financement et assurance",
      description: "Complémentaire santé, assurance accidents de la vie, prêt pour adapter le logement.",
      url: "/services-seniors/financement-et-assurance",
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
        "Sans engagement de durée au-delà de 12 mois, sans frais de résiliation. 50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt au titre des services à la personne, selon la législation en vigueur. Ce crédit revient à la personne qui paie ; si vous payez pour votre parent, seulement si votre parent perçoit l'allocation personnalisée d'autonomie (APA).\n\n" +
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
        "Le souscripteur dispose d'un délai de 14 jours à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à justifier de motif : en ligne, sans se connecter, sur la page « Se rétracter du contrat ici » (www.laposte.fr/particulier/veiller-sur-mes-parents/gestion/retractation, également accessible depuis l'espace client et la page de confirmation de la souscription), au moyen du formulaire de rétractation joint au contrat, ou par toute déclaration dénuée d'ambiguïté. Le délai court du lendemain de la conclusion jusqu'à la fin du 14e jour, prolongé jusqu'au premier jour ouvrable suivant s'il expire un samedi, un dimanche ou un jour férié ; pour une commande signée sur papier, le contrat est conclu à la réception des documents signés. Un accusé de réception indiquant la date et l'heure de réception de la rétractation est envoyé sans délai. Les sommes versées sont remboursées au plus tard 14 jours après la réception de la rétractation. S'il a demandé expressément que le service commence avant la fin de ce délai, le souscripteur reste redevable du montant correspondant au service fourni jusqu'à la communication de sa décision de se rétracter, en proportion du prix mensuel ; ce montant est retenu sur les sommes versées, sans prélèvement supplémentaire. Pour un contrat conclu en bureau de poste, La Poste accorde le même droit, dans les mêmes conditions.",
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

const VSMP = { label: "Veiller sur mes parents", url: "/veiller-sur-mes-parents" };

type PageDraft = Omit<ContentPage, "components"> & { components: Draft[] };

/** A VSMP sub-page: the landing's look (banner, articles, then the subscription block). */
function vsmpPage(slug: string, uid: string, title: string, crumb: string, components: Draft[]): PageDraft {
  const label = `/veiller-sur-mes-parents/${slug}`;
  return {
    uid,
    label,
    title,
    template: "legacy",
    robots: "index-follow",
    abTesting: false,
    cashback: false,
    breadcrumb: [HOME, VSMP, { label: crumb, url: label }],
    components: [...components, subscriptionBlock],
  };
}

const wellBeingPage = vsmpPage("bien-etre-et-sante", "bienEtreEtSantePage", "Bien-être et santé des seniors", "Bien-être et santé", [
  {
    type: "Article",
    title: "Prévenir les chutes à la maison",
    content:
      "Une chute sur trois a lieu au domicile. Quelques gestes simples les rendent plus rares : dégager les passages, éclairer les couloirs la nuit, fixer les tapis et installer des barres d'appui dans la salle de bain.\n\n" +
      "- Le bracelet détecteur de chute lourde alerte la plateforme d'écoute même si votre proche ne peut pas appuyer sur le bouton\n- Le facteur signale ce qui a changé depuis sa dernière visite",
  },
  {
    type: "Article",
    title: "Bouger, bien manger, bien dormir",
    content:
      "Une activité physique adaptée, une alimentation variée et une bonne hydratation entretiennent l'autonomie. Les caisses de retraite et les communes proposent des ateliers gratuits : équilibre, mémoire, nutrition.\n\n" +
      "Parlez-en avec le médecin traitant de votre proche : il peut orienter vers un bilan de prévention.",
  },
  {
    type: "Article",
    title: "Rompre l'isolement",
    content:
      "Les visites régulières du facteur sont un rendez-vous attendu. Elles complètent les appels de la famille et les activités du quartier, et vous donnent des nouvelles après chaque passage.",
    button: button("Découvrir les visites du facteur", "/veiller-sur-mes-parents/visites-facteur"),
  },
]);

const homeServicesPage = vsmpPage("services-a-domicile", "servicesADomicileVsmpPage", "Services à domicile pour les seniors", "Services à domicile", [
  {
    type: "Article",
    title: "De l'aide à la maison, par des intervenants de confiance",
    content:
      "Ménage, repassage, petits travaux de bricolage, jardinage : nos partenaires interviennent chez vos parents, aux horaires qui leur conviennent, avec un interlocuteur unique.\n\n" +
      "Les services à la personne ouvrent droit à un crédit d'impôt de 50 % des sommes versées, selon la législation en vigueur, pour la personne qui paie ; si vous payez pour votre parent, seulement si votre parent perçoit l'allocation personnalisée d'autonomie (APA).",
    button: button("Voir les services à domicile", "/les-services-a-domicile"),
  },
  {
    type: "Article",
    title: "Adapter le logement",
    content:
      "Douche de plain-pied, monte-escalier, éclairage automatique : un diagnostic du logement permet de choisir les travaux utiles et de connaître les aides disponibles.",
    button: outlineButton("Travaux de rénovation de l'habitat", "/travaux-renovation-habitat"),
  },
]);

const connectedLifePage = vsmpPage("vie-connectee", "vieConnecteePage", "Vie connectée : garder le lien en famille", "Vie connectée", [
  {
    type: "Article",
    title: "Une tablette simple pour toute la famille",
    content:
      "Une tablette prête à l'emploi, avec de grandes icônes, pour recevoir des photos, des messages et des appels vidéo sans rien configurer. La famille partage ses nouvelles depuis une application.\n\n" +
      "- Pas de mot de passe à retenir\n- Les photos s'affichent d'elles-mêmes\n- Une assistance téléphonique pour votre proche",
  },
  {
    type: "Article",
    title: "Les comptes-rendus de visite en ligne",
    content:
      "Avec Veiller sur mes parents, les comptes-rendus des visites du facteur et les alertes de téléassistance sont consultables dans votre espace client, depuis un ordinateur ou un téléphone.",
  },
]);

const brochurePage: PageDraft = {
  uid: "plaquetteVsmpPage",
  label: "/services-seniors/plaquetteVsmp",
  title: "La plaquette Veiller sur mes parents",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, SENIORS, { label: "Plaquette", url: "/services-seniors/plaquetteVsmp" }],
  components: [
    {
      type: "Paragraph",
      content:
        "La plaquette présente en deux pages les services Veiller sur mes parents : les visites du facteur, les trois formules de téléassistance, leurs options et les tarifs mensuels, ainsi que le crédit d'impôt de 50 % et qui peut en bénéficier.\n\n" +
        "Le document est un PDF balisé, lisible par les lecteurs d'écran. Vous pouvez aussi le demander sur papier en bureau de poste.",
    },
    {
      type: "SubscriptionBlock",
      title: "Souscrire à Veiller sur mes parents",
      content: "Pour souscrire ou poser vos questions, appelez le {phone} (du lundi au vendredi de 8 h 30 à 19 h, le samedi de 8 h 30 à 13 h ; appel non surtaxé) ou souscrivez en ligne.",
      phone: PHONE,
      button: button("Souscrire en ligne", "/particulier/veiller-sur-mes-parents/souscription"),
    },
  ],
};

/** An editorial page in the agent's template (SPEC 2: templates legacy, full, sibp): the counter's guide. */
const counterGuidePage: PageDraft = {
  uid: "aideAuComptoirPage",
  label: "/sibp/aide-au-comptoir",
  title: "Aide au comptoir : Veiller sur mes parents",
  template: "sibp",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [],
  components: [
    {
      type: "Paragraph",
      title: "Identifier le client",
      content:
        "Avant toute souscription ou tout changement de contrat, demandez une pièce d'identité en cours de validité (carte d'identité, passeport, titre de séjour ou permis de conduire) et vérifiez que le nom et la date de naissance correspondent au client recherché.",
    },
    {
      type: "Paragraph",
      title: "Remettre les documents",
      content:
        "Après une souscription, un avenant, une suspension ou une résiliation, imprimez la confirmation et remettez-en un exemplaire papier au client. Les factures et les attestations fiscales s'ouvrent pour être imprimées depuis le tableau de bord du contrat.",
    },
    {
      type: "Paragraph",
      title: "En cas de difficulté",
      content: "Si une page affiche une erreur, notez l'identifiant de session qu'elle indique et transmettez-le à l'assistance informatique de votre bureau : ce que vous aviez saisi est conservé.",
    },
  ],
};

/** The magazine's articles: id, title, summary, then the article's text. */
const MAGAZINE: [id: string, title: string, summary: string, text: string][] = [
  [
    "bien-vivre-chez-soi",
    "Bien vivre chez soi après 75 ans",
    "Aménager le logement, garder ses habitudes et savoir à qui s'adresser.",
    "Neuf personnes âgées sur dix souhaitent vieillir chez elles. Un logement adapté, des visites régulières et une aide ponctuelle suffisent souvent à le rendre possible.\n\n" +
      "- Commencez par les pièces où l'on passe le plus de temps\n- Faites le point sur les aides de la caisse de retraite\n- Prévoyez un contact de proximité qui possède un double des clés",
  ],
  [
    "prevenir-les-chutes",
    "Prévenir les chutes : les bons réflexes",
    "Une chute sur trois a lieu au domicile : voici comment les éviter et réagir vite.",
    "Les chutes sont la première cause d'accident de la vie courante après 65 ans. Un éclairage suffisant, des sols dégagés et des chaussures fermées réduisent nettement le risque.\n\n" +
      "En cas de chute, le bouton d'alarme ou le bracelet détecteur met votre proche en relation avec la plateforme d'écoute, qui prévient son contact de proximité ou les secours.",
  ],
  [
    "garder-le-lien",
    "Garder le lien avec un parent qui vit loin",
    "Appels, visites du facteur, photos partagées : un lien régulier, même à distance.",
    "La distance n'empêche pas de prendre des nouvelles. Convenez d'un rendez-vous téléphonique, partagez des photos et comptez sur les comptes-rendus du facteur pour savoir comment va votre parent entre deux visites.",
  ],
];

const MAGAZINE_PATH = "/particulier/veiller-sur-mes-parents/la-revue";
const MAGAZINE_CRUMB = { label: "La revue", url: MAGAZINE_PATH };

const magazinePage: PageDraft = {
  uid: "laRevuePage",
  label: MAGAZINE_PATH,
  title: "La revue Veiller sur mes parents",
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, VSMP, MAGAZINE_CRUMB],
  components: [
    { type: "Paragraph", content: "Des conseils pour accompagner vos parents au quotidien, par l'équipe Veiller sur mes parents." },
    {
      type: "ServicesRow",
      title: "Nos articles",
      services: MAGAZINE.map(([id, title, summary]) => ({ title, description: summary, url: `${MAGAZINE_PATH}/${id}` })),
    },
  ],
};

const magazineArticles: PageDraft[] = MAGAZINE.map(([id, title, summary, text]) => ({
  uid: `laRevueArticle-${id}`,
  label: `${MAGAZINE_PATH}/${id}`,
  title,
  template: "legacy",
  robots: "index-follow",
  abTesting: false,
  cashback: false,
  breadcrumb: [HOME, VSMP, MAGAZINE_CRUMB, { label: title, url: `${MAGAZINE_PATH}/${id}` }],
  components: [
    { type: "Paragraph", content: summary },
    { type: "Article", title: "L'essentiel", content: text },
    button("Tous les articles de la revue", MAGAZINE_PATH),
  ],
}));

/** Gives each component (and each nested button or picture) a uid derived from the page. */
function withUids(page: PageDraft): ContentPage {
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
  const pages: PageDraft[] = [
    financingPage,
    seniorsPage,
    landingPage,
    teleassistancePage,
    visitsPage,
    wellBeingPage,
    homeServicesPage,
    connectedLifePage,
    brochurePage,
    magazinePage,
    ...magazineArticles,
    cgvPage,
    counterGuidePage,
    ...menuPages(),
  ];
  return Object.fromEntries(pages.map((page) => [page.label, withUids(page)]));
}
