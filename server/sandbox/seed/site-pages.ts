import type { ContentPage, Draft } from "./pages.js";

/**
 * The postal operator's everyday-service pages that the menu links to (SPEC 2 "Other content
 * routes in the menu data"): short editorial pages, one per menu path, so that no link of the
 * menu is a dead end on the embedded default.
 */

type PageDraft = Omit<ContentPage, "components"> & { components: Draft[] };

/** A section of a page: a heading (optional), its text and an anchor others link to. */
interface Section { title?: string; text: string; anchor?: string }

interface PageSpec {
  path: string;
  title: string;
  sections: Section[];
  /** A call to action: its words and where it leads. */
  action?: [linkName: string, url: string];
}

const P = (path: string, title: string, sections: (string | Section)[], action?: [string, string]): PageSpec => ({
  path,
  title,
  sections: sections.map((section) => (typeof section === "string" ? { text: section } : section)),
  action,
});

const PAGES: PageSpec[] = [
  // Courrier
  P("/mon-timbre-en-ligne", "Mon timbre en ligne", [
    "Achetez vos timbres sur le site et imprimez-les chez vous, sur une étiquette ou directement sur l'enveloppe. Lettre verte, lettre prioritaire ou envoi international : le tarif est calculé d'après le poids.",
    "Vos timbres imprimés restent valables sans limite de durée.",
  ], ["Voir les tarifs du courrier", "/tarifs-postaux-courrier-lettres-timbres"]),
  P("/vignette-recommandee-en-ligne", "Vignette recommandée en ligne", [
    "Préparez votre lettre recommandée depuis chez vous : imprimez la vignette, collez-la sur l'enveloppe et déposez votre courrier en boîte aux lettres ou en bureau de poste.",
    "Vous suivez l'acheminement en ligne et recevez l'avis de réception s'il a été choisi.",
  ]),
  P("/mon-timbre-a-moi", "Mon timbre à moi", [
    "Créez des timbres personnalisés avec vos photos pour un mariage, une naissance ou un anniversaire. Ils ont la même valeur que les timbres ordinaires.",
  ]),
  P("/envoi-courrier-en-ligne", "Envoyer un courrier en ligne", [
    "Rédigez ou déposez votre document en ligne : La Poste l'imprime, le met sous enveloppe et le distribue. Aucun déplacement nécessaire.",
  ], ["Lettre recommandée en ligne", "/lettre-recommandee-en-ligne"]),
  P("/lettre-recommandee-en-ligne", "Lettre recommandée en ligne", [
    "Envoyez une lettre recommandée 7 j/7 depuis votre ordinateur : elle est imprimée et distribuée par le facteur avec la même valeur juridique qu'en bureau de poste.",
    "La preuve de dépôt et l'avis de réception sont conservés dans votre espace.",
  ]),
  P("/lettre-simple-et-suivie-en-ligne", "Lettre simple et lettre suivie en ligne", [
    "Pour un courrier sans signature, choisissez la lettre simple ; pour savoir quand il est distribué, la lettre suivie. Les deux sont imprimées et envoyées pour vous.",
  ]),
  P("/modeles-lettres", "Modèles de lettres", [
    "Réclamation, changement d'adresse, demande administrative : des modèles gratuits à compléter puis à envoyer en ligne ou à imprimer.",
  ], ["Modèles de lettres de résiliation", "/modeles-lettres-resiliation"]),
  P("/modeles-lettres-resiliation", "Modèles de lettres de résiliation", [
    "Assurance, abonnement, box internet, salle de sport : choisissez le modèle, complétez-le et envoyez-le en lettre recommandée en ligne.",
  ], ["Envoyer une lettre recommandée", "/lettre-recommandee-en-ligne"]),
  P("/tout-savoir-sur-les-declarations-douanieres", "Tout savoir sur les déclarations douanières", [
    "Hors de l'Union européenne, un envoi contenant des marchandises doit être accompagné d'une déclaration douanière décrivant son contenu et sa valeur.",
    { title: "Envoyer un courrier hors Union européenne", anchor: "envoie-courrier", text: "Un courrier contenant uniquement des documents n'a pas besoin de déclaration. S'il contient un objet, remplissez la déclaration CN22 en ligne et collez-la sur l'enveloppe." },
    { title: "Envoyer un colis hors Union européenne", anchor: "envoie-colis", text: "Pour un colis, la déclaration est saisie en ligne au moment de l'affranchissement. Décrivez chaque article, sa quantité, son poids et sa valeur." },
  ]),
  P("/frais-droits-douane", "Frais et droits de douane", [
    "Un colis venant d'un pays hors Union européenne peut être soumis à la TVA et à des droits de douane. Vous êtes prévenu par SMS ou par e-mail et payez en ligne avant la livraison.",
  ], ["Obtenir un justificatif", "/justificatif-droits-taxes"]),
  P("/justificatif-droits-taxes", "Justificatif de droits et taxes", [
    "Après avoir payé les droits et taxes d'un colis, téléchargez le justificatif avec le numéro de suivi de l'envoi. Il peut vous être demandé pour un remboursement.",
  ]),
  P("/envoyer", "Comparateur de prix d'envoi", [
    "Indiquez la destination, le poids et les dimensions de votre envoi : le comparateur affiche les offres courrier et colis possibles, leur prix et leur délai.",
  ]),
  P("/tarifs-postaux-courrier-lettres-timbres", "Tarifs du courrier, des lettres et des timbres", [
    "Les tarifs dépendent du poids, de la destination et du délai choisi. Lettre verte en 3 jours, lettre services plus ou lettre recommandée : consultez la grille en vigueur.",
  ]),
  P("/tarifs-livres-brochures", "Tarifs livres et brochures", [
    "Un tarif spécial s'applique aux livres et brochures envoyés en France, jusqu'à 3 kg, avec une distribution en 4 jours environ.",
  ]),
  P("/score-ecologique", "Le score écologique des envois", [
    "Le score écologique indique l'impact environnemental de chaque offre, de A à E, pour choisir l'envoi le plus sobre. Toutes les émissions de nos envois sont compensées.",
  ]),
  P("/particulier/outils/trouver-un-code-postal", "Trouver un code postal", [
    "Saisissez le nom d'une commune pour connaître son code postal, ou un code postal pour connaître les communes qui le partagent.",
  ]),
  P("/particulier/outils/tester-une-adresse", "Tester une adresse", [
    "Vérifiez qu'une adresse est bien connue de La Poste avant d'envoyer un courrier ou un colis, et obtenez sa forme normalisée.",
  ]),
  P("/particulier/outils/calculateur-de-delais", "Calculateur de délais", [
    "Indiquez la date de dépôt, la destination et l'offre choisie : le calculateur donne la date de distribution prévue.",
  ]),
  P("/outils/suivre-vos-envois", "Suivre vos envois", [
    "Saisissez le numéro de suivi de votre lettre ou de votre colis pour connaître son étape d'acheminement et sa date de livraison prévue.",
  ], ["Modifier une livraison", "/outils/modification-livraison"]),
  P("/outils/avis-preuve", "Avis de passage et preuve de dépôt", [
    "Vous avez trouvé un avis de passage dans votre boîte aux lettres ? Il indique où et à partir de quand retirer votre envoi. La preuve de dépôt, elle, atteste la date de votre envoi.",
  ]),
  P("/outils/modification-livraison", "Modifier une livraison", [
    "Vous serez absent ? Choisissez une autre date, un autre lieu ou un point de retrait pour la livraison de votre colis, depuis son numéro de suivi.",
  ]),
  P("/procuration", "La procuration", [
    "La procuration permet à une personne de confiance de retirer vos lettres recommandées et vos colis en bureau de poste. Elle se fait en ligne ou en bureau de poste, avec une pièce d'identité.",
  ]),
  // Colis
  P("/envoyer-un-colis", "Envoyer un colis", [
    "Emballez, affranchissez en ligne et déposez votre colis en bureau de poste, en point de retrait ou dans votre boîte aux lettres. Il est suivi jusqu'à sa livraison.",
  ], ["Colissimo en ligne", "/colissimo-en-ligne"]),
  P("/colissimo-en-ligne", "Colissimo en ligne", [
    "Affranchissez votre colis en ligne, à un tarif plus avantageux qu'au guichet, puis imprimez l'étiquette. Le suivi et l'assurance sont inclus.",
  ]),
  P("/envoyer-retourner-colis-boite-aux-lettres", "Envoyer ou retourner un colis depuis sa boîte aux lettres", [
    "Déposez votre colis affranchi dans votre boîte aux lettres et demandez son enlèvement en ligne avant 23 h 59 : le facteur le prend lors de sa tournée du lendemain.",
  ]),
  P("/envoyer-colis-vers-point-retrait", "Envoyer un colis vers un point de retrait", [
    "Faites livrer votre colis dans un bureau de poste, un commerçant partenaire ou une consigne : votre destinataire le retire quand il le souhaite.",
  ]),
  P("/envoi-colis-boite-aux-lettres", "Envoi de colis depuis la boîte aux lettres", [
    "Votre boîte aux lettres devient un point d'envoi : le facteur récupère votre colis affranchi et vous envoie la preuve de dépôt.",
  ]),
  P("/comment-envoyer-colis-international", "Comment envoyer un colis à l'international", [
    "Vérifiez les objets interdits du pays de destination, emballez solidement et remplissez la déclaration douanière pour un envoi hors Union européenne.",
  ], ["Les déclarations douanières", "/tout-savoir-sur-les-declarations-douanieres#envoie-colis"]),
  P("/envoyer/envoyer-colis-international", "Envoyer un colis à l'international", [
    "Colissimo International livre dans plus de 200 pays, avec un suivi et une indemnisation en cas de perte ou d'avarie.",
  ]),
  P("/tarifs-postaux-colis", "Tarifs postaux des colis", [
    "Le prix d'un colis dépend de son poids, de sa destination et du mode de livraison. En ligne, l'affranchissement coûte moins cher qu'au guichet.",
  ]),
  // Déménagement
  P("/changement-adresse-demenagement-reexpedition", "Changement d'adresse et réexpédition", [
    "Déménagement, absence prolongée : faites suivre votre courrier à votre nouvelle adresse, en France ou à l'étranger, pour 6 ou 12 mois.",
  ], ["Déménager", "/demenager"]),
  P("/demenager", "Déménager", [
    "Signalez votre nouvelle adresse aux organismes, faites suivre votre courrier et commandez vos cartons : tout ce qu'il faut pour déménager sereinement.",
  ], ["Réexpédition définitive", "/demenagement-absence/reexpedition-definitive-nationale"]),
  P("/demenagement-absence/reexpedition-definitive-nationale", "Réexpédition définitive en France", [
    "Votre courrier est réexpédié à votre nouvelle adresse en France pendant 6 ou 12 mois, le temps de prévenir vos correspondants.",
  ]),
  P("/demenagement-absence/reexpedition-definitive-internationale", "Réexpédition définitive à l'international", [
    "Vous partez vivre à l'étranger ? Votre courrier vous suit à votre nouvelle adresse pendant 6 ou 12 mois.",
  ]),
  P("/garde-courrier-reexpedition-temporaire", "Garde du courrier et réexpédition temporaire", [
    "Pendant une absence, faites garder votre courrier par La Poste ou faites-le suivre à votre adresse de vacances.",
  ], ["Garde du courrier", "/demenagement-absence/garde-du-courrier"]),
  P("/demenagement-absence/reexpedition-temporaire-nationale", "Réexpédition temporaire en France", [
    "Votre courrier vous suit à une adresse temporaire en France, de 15 jours à 12 mois, puis revient à votre adresse habituelle.",
  ]),
  P("/demenagement-absence/reexpedition-temporaire-internationale", "Réexpédition temporaire à l'international", [
    "Pour un séjour à l'étranger, votre courrier est réexpédié à l'adresse de votre choix pendant la durée de votre absence.",
  ]),
  P("/demenagement-absence/garde-du-courrier", "Garde du courrier", [
    "La Poste conserve votre courrier pendant votre absence, jusqu'à 2 mois, et le distribue en une fois à votre retour.",
  ]),
  P("/demenagement-absence/poste-restante", "Poste restante", [
    "Faites adresser votre courrier dans le bureau de poste de votre choix et retirez-le sur présentation d'une pièce d'identité.",
  ]),
  P("/demenagement-absence/abonnement-mobilite", "Abonnement mobilité", [
    "Pour les personnes qui changent souvent d'adresse : un abonnement annuel pour faire suivre le courrier d'une adresse à l'autre sans nouvelle démarche.",
  ]),
  // Services du quotidien
  P("/solutions-jeunes", "Solutions pour les jeunes", [
    "Premier logement, études, premier emploi : des services pour faire suivre son courrier, recevoir ses colis et garder ses documents en sécurité.",
  ]),
  P("/les-services-a-domicile", "Les services à domicile", [
    "Ménage, repassage, bricolage, jardinage : des intervenants qualifiés près de chez vous, réservés en ligne. 50 % des sommes versées ouvrent droit à un crédit d'impôt selon la législation en vigueur.",
  ], ["Ménage et repassage", "/les-services-a-domicile/menage-repassage"]),
  P("/les-services-a-domicile/menage-repassage", "Ménage et repassage", [
    "Un intervenant régulier ou ponctuel pour l'entretien du logement et le linge, avec les produits que vous choisissez.",
  ]),
  P("/les-services-a-domicile/petits-travaux-bricolage", "Petits travaux de bricolage", [
    "Fixer une étagère, monter un meuble, changer une poignée : un bricoleur vient chez vous pour les petits travaux de moins de deux heures.",
  ]),
  P("/les-services-a-domicile/jardinage", "Jardinage", [
    "Tonte, taille des haies, désherbage : un jardinier entretient votre jardin à la saison ou à l'année.",
  ]),
  P("/digiposte/tous-mes-documents-partout-et-tout-le-temps", "Digiposte : tous mes documents, partout et tout le temps", [
    "Un coffre-fort numérique pour recevoir et ranger vos bulletins de salaire, factures et papiers d'identité, accessibles depuis tous vos appareils.",
  ]),
  P("/travaux-renovation-habitat", "Travaux de rénovation de l'habitat", [
    "Isolation, chauffage, adaptation du logement : un conseiller vous aide à définir les travaux, à trouver des artisans et à connaître les aides financières.",
  ]),
];

/** Every menu page as the content system serves it. */
export function menuPages(): PageDraft[] {
  return PAGES.map((spec) => {
    const uid = `menuPage${spec.path.replace(/[^a-z0-9]+/gi, "-")}`;
    const components: Draft[] = spec.sections.map((section) => ({
      type: "Paragraph",
      ...(section.title ? { title: section.title } : {}),
      ...(section.anchor ? { anchor: section.anchor } : {}),
      content: section.text,
    }));
    if (spec.action) {
      const [linkName, url] = spec.action;
      components.push({
        type: "ButtonLink",
        linkName,
        url,
        target: "_self",
        color: "#FFFFFF",
        buttonBorderColor: "#003DA5",
        buttonBackgroundColor: "#003DA5",
      });
    }
    return {
      uid,
      label: spec.path,
      title: spec.title,
      template: "legacy",
      robots: "index-follow",
      abTesting: false,
      cashback: false,
      breadcrumb: [{ label: "Accueil", url: "/" }, { label: spec.title, url: spec.path }],
      components,
    };
  });
}
