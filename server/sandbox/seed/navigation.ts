import { pascalId, stableUuid } from "./ids.js";

export interface NavigationEntry {
  modifiedtime: string;
  typeCode: "CMSLinkComponent" | "DynamicCategoryTreeComponent";
  uid: string;
  uuid: string;
  itemId: string;
  itemSuperType: "AbstractCMSComponent";
  itemType: "CMSLinkComponent" | "DynamicCategoryTreeComponent";
  otherProperties: {
    container: boolean;
    external: boolean;
    children: unknown[];
    universe: string;
    synchronizationBlocked: boolean;
    url: string;
    linkName: string;
    target: "_blank" | "_self";
    parents: string[];
    navigationCategory: string | null;
  };
}

export interface NavigationNode {
  uid: string;
  uuid: string;
  title: string;
  entries: NavigationEntry[];
  children: NavigationNode[];
}

export type NavigationMenu = NavigationNode & { abTesting: boolean; cashback: boolean };

const MODIFIED_TIME = "2024-10-15T08:30:12.000Z";

/** A link as the menu declares it, before it is placed under a node. */
type LinkSpec =
  | { kind: "link"; linkName: string; url: string; external?: boolean }
  | { kind: "category"; linkName: string; code: string };

const link = (linkName: string, url: string): LinkSpec => ({ kind: "link", linkName, url });
const externalLink = (linkName: string, url: string): LinkSpec => ({ kind: "link", linkName, url, external: true });
const category = (linkName: string, code: string): LinkSpec => ({ kind: "category", linkName, code });

interface NodeSpec { title: string; links?: LinkSpec[]; children?: NodeSpec[] }

function entry(spec: LinkSpec, parentUid: string, group: string): NavigationEntry {
  const isCategory = spec.kind === "category";
  const url = isCategory ? `/boutique/c/${spec.code}` : spec.url;
  const external = spec.kind === "link" && spec.external === true;
  const typeCode = isCategory ? "DynamicCategoryTreeComponent" : "CMSLinkComponent";
  const uid = `${isCategory ? "CategoryTree" : "Link"}${pascalId(spec.linkName)}${pascalId(url).slice(0, 40)}`;
  return {
    modifiedtime: MODIFIED_TIME,
    typeCode,
    uid,
    uuid: stableUuid(`entry:${parentUid}:${uid}`),
    itemId: uid,
    itemSuperType: "AbstractCMSComponent",
    itemType: typeCode,
    otherProperties: {
      container: false,
      external,
      children: [],
      universe: "particulier",
      synchronizationBlocked: false,
      url,
      linkName: spec.linkName,
      target: external ? "_blank" : "_self",
      parents: [parentUid],
      navigationCategory: isCategory ? spec.code : group,
    },
  };
}

function buildNode(spec: NodeSpec, parentUid: string, group: string): NavigationNode {
  const uid = `${parentUid === "LaPosteNavNode" ? "" : parentUid.replace(/NavNode$/, "")}${pascalId(spec.title)}NavNode`;
  return {
    uid,
    uuid: stableUuid(`node:${uid}`),
    title: spec.title,
    entries: (spec.links ?? []).map((item) => entry(item, uid, group)),
    children: (spec.children ?? []).map((child) => buildNode(child, uid, group)),
  };
}

const MENU: NodeSpec[] = [
  {
    title: "Boutique",
    children: [
      {
        title: "Collectionneurs",
        links: [
          link("Timbres Marianne", "/pp/c/timbres-marianne"),
          link("Beaux timbres", "/pp/c/beaux-timbres"),
          link("Collectors", "/pp/c/collectors"),
          category("Livres de cotation", "livresdecotation"),
          category("Coffrets cadeaux", "coffretscadeaux"),
        ],
      },
      {
        title: "Envois et emballages",
        links: [
          category("Enveloppes et emballages d'expédition", "enveloppesetemballagesdexpedition"),
          category("Enveloppes postales", "enveloppespostales"),
          category("Cartons, boîtes postales et caisses", "cartonsboitespostalesetcaisses"),
          category("Tubes d'expédition", "tubesdexpedition"),
          category("Adhésifs d'emballage", "adhesifsdemballage"),
          category("Films de protection", "filmsdeprotection"),
          category("Kits de déménagement", "kitsdedemenagement"),
          link("Enveloppes prêt-à-poster", "/pp/c/enveloppes-preaffranchies"),
          link("Emballages Colissimo", "/pp/c/emballages-colissimo"),
          link("Emballages Chronopost", "/pp/c/emballages-chronopost"),
        ],
      },
      {
        title: "Papeterie et bureau",
        links: [
          category("Carterie", "carterie"),
          category("Fournitures de bureau", "fournituresdebureau"),
          category("Fournitures scolaires", "fournituresscolaires"),
          category("Loisirs créatifs", "loisirscreatifs"),
          category("Mobilier de bureau", "mobilierdebureau"),
          category("High-tech et informatique", "hightechetinformatique"),
          category("Protection Covid-19", "protection-covid19"),
        ],
      },
    ],
  },
  {
    title: "Courrier",
    children: [
      {
        title: "Commander ou imprimer des timbres",
        links: [
          link("Mon timbre en ligne", "/mon-timbre-en-ligne"),
          link("Vignette recommandée en ligne", "/vignette-recommandee-en-ligne"),
          link("Mon timbre à moi", "/mon-timbre-a-moi"),
          link("Timbres Marianne", "/pp/c/timbres-marianne"),
          link("Timbres et stickers suivis", "/pp/c/timbres-et-stickers-suivis"),
        ],
      },
      {
        title: "Envoyer un courrier en ligne",
        links: [
          link("Envoi de courrier en ligne", "/envoi-courrier-en-ligne"),
          link("Lettre recommandée en ligne", "/lettre-recommandee-en-ligne"),
          link("Lettre simple et suivie en ligne", "/lettre-simple-et-suivie-en-ligne"),
          link("Modèles de lettres", "/modeles-lettres"),
          link("Modèles de lettres de résiliation", "/modeles-lettres-resiliation"),
        ],
      },
      {
        title: "Acheter des enveloppes",
        links: [
          link("Enveloppes prêt-à-poster", "/pp/c/enveloppes-preaffranchies"),
          category("Enveloppes postales", "enveloppespostales"),
        ],
      },
      {
        title: "Saisir une déclaration douanière",
        links: [
          link("Envoyer un courrier hors Union européenne", "/tout-savoir-sur-les-declarations-douanieres#envoie-courrier"),
          link("Envoyer un colis hors Union européenne", "/tout-savoir-sur-les-declarations-douanieres#envoie-colis"),
        ],
      },
      {
        title: "Payer des droits de douane",
        links: [
          link("Frais et droits de douane", "/frais-droits-douane"),
          link("Justificatif de droits et taxes", "/justificatif-droits-taxes"),
        ],
      },
      {
        title: "Calculer et estimer",
        links: [
          link("Comparateur de prix", "/envoyer"),
          link("Tarifs courrier, lettres et timbres", "/tarifs-postaux-courrier-lettres-timbres"),
          link("Tarifs livres et brochures", "/tarifs-livres-brochures"),
          link("Score écologique", "/score-ecologique"),
          link("Trouver un code postal", "/particulier/outils/trouver-un-code-postal"),
          link("Tester une adresse", "/particulier/outils/tester-une-adresse"),
          link("Calculateur de délais", "/particulier/outils/calculateur-de-delais"),
        ],
      },
      {
        title: "Localiser un point de contact",
        links: [
          externalLink("Trouver un bureau de poste ou un point de contact", "https://localiser.laposte.fr/"),
          externalLink("Liste des points de contact par département", "https://localiser.laposte.fr/departements"),
        ],
      },
      {
        title: "Recevoir du courrier",
        links: [
          link("Suivre un envoi", "/outils/suivre-vos-envois"),
          link("Avis de passage et preuve de dépôt", "/outils/avis-preuve"),
          link("Modifier une livraison", "/outils/modification-livraison"),
          link("La procuration", "/procuration"),
        ],
      },
    ],
  },
  {
    title: "Colis",
    children: [
      {
        title: "Envoyer un colis",
        links: [
          link("Envoyer un colis", "/envoyer-un-colis"),
          link("Colissimo en ligne", "/colissimo-en-ligne"),
          link("Envoyer ou retourner un colis depuis sa boîte aux lettres", "/envoyer-retourner-colis-boite-aux-lettres"),
          link("Envoyer un colis vers un point de retrait", "/envoyer-colis-vers-point-retrait"),
          link("Envoi de colis depuis la boîte aux lettres", "/envoi-colis-boite-aux-lettres"),
        ],
      },
      {
        title: "Envoyer à l'international",
        links: [
          link("Comment envoyer un colis à l'international", "/comment-envoyer-colis-international"),
          link("Envoyer un colis à l'international", "/envoyer/envoyer-colis-international"),
          link("Déclaration douanière d'un colis", "/tout-savoir-sur-les-declarations-douanieres#envoie-colis"),
        ],
      },
      {
        title: "Tarifs et emballages",
        links: [
          link("Tarifs postaux colis", "/tarifs-postaux-colis"),
          link("Emballages Colissimo", "/pp/c/emballages-colissimo"),
          category("Cartons, boîtes postales et caisses", "cartonsboitespostalesetcaisses"),
        ],
      },
    ],
  },
  {
    title: "Déménagement",
    children: [
      {
        title: "Changer d'adresse",
        links: [
          link("Changement d'adresse et réexpédition", "/changement-adresse-demenagement-reexpedition"),
          link("Déménager", "/demenager"),
          link("Réexpédition définitive nationale", "/demenagement-absence/reexpedition-definitive-nationale"),
          link("Réexpédition définitive internationale", "/demenagement-absence/reexpedition-definitive-internationale"),
        ],
      },
      {
        title: "S'absenter",
        links: [
          link("Garde du courrier et réexpédition temporaire", "/garde-courrier-reexpedition-temporaire"),
          link("Réexpédition temporaire nationale", "/demenagement-absence/reexpedition-temporaire-nationale"),
          link("Réexpédition temporaire internationale", "/demenagement-absence/reexpedition-temporaire-internationale"),
          link("Garde du courrier", "/demenagement-absence/garde-du-courrier"),
          link("Poste restante", "/demenagement-absence/poste-restante"),
          link("Abonnement mobilité", "/demenagement-absence/abonnement-mobilite"),
        ],
      },
      {
        title: "Préparer son déménagement",
        links: [category("Kits de déménagement", "kitsdedemenagement")],
      },
    ],
  },
  {
    title: "Services du quotidien",
    children: [
      {
        title: "Famille",
        links: [link("Solutions pour les jeunes", "/solutions-jeunes")],
      },
      {
        title: "Seniors",
        links: [
          link("Veiller sur mes parents", "/veiller-sur-mes-parents"),
          link("Téléassistance", "/veiller-sur-mes-parents/teleassistance"),
          link("Visites du facteur", "/veiller-sur-mes-parents/visites-facteur"),
          link("Bien-être et santé", "/veiller-sur-mes-parents/bien-etre-et-sante"),
          link("Services à domicile", "/veiller-sur-mes-parents/services-a-domicile"),
          link("Vie connectée", "/veiller-sur-mes-parents/vie-connectee"),
          link("Financement et assurance", "/services-seniors/financement-et-assurance"),
        ],
      },
      {
        title: "Services à domicile",
        links: [
          link("Les services à domicile", "/les-services-a-domicile"),
          link("Ménage et repassage", "/les-services-a-domicile/menage-repassage"),
          link("Petits travaux de bricolage", "/les-services-a-domicile/petits-travaux-bricolage"),
          link("Jardinage", "/les-services-a-domicile/jardinage"),
        ],
      },
      {
        title: "Services numériques",
        links: [link("Digiposte : tous mes documents, partout et tout le temps", "/digiposte/tous-mes-documents-partout-et-tout-le-temps")],
      },
      {
        title: "Économies d'énergie",
        links: [link("Travaux de rénovation de l'habitat", "/travaux-renovation-habitat")],
      },
    ],
  },
];

/** The site's navigation menu: five top-level groups, each with titled sub-nodes of links. */
export function seedNavigation(): NavigationMenu {
  const rootUid = "LaPosteNavNode";
  return {
    uid: rootUid,
    uuid: stableUuid(`node:${rootUid}`),
    title: "Menu principal",
    entries: [],
    children: MENU.map((group) => buildNode(group, rootUid, pascalId(group.title).toUpperCase())),
    abTesting: false,
    cashback: false,
  };
}
