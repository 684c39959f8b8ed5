/**
 * The shop's categories as the content system describes them (SPEC 2: /boutique/c/{categoryCode}
 * and /pp/c/{slug}): a name, a short description and the products with their price in cents
 * where the sandbox has some; the other categories have no product.
 */
export interface CatalogProduct { code: string; name: string; priceWithTaxes: number; unit: string }
export interface CatalogCategory { code: string; name: string; description: string; products: CatalogProduct[] }

const product = (code: string, name: string, priceWithTaxes: number, unit = "l'unité"): CatalogProduct => ({ code, name, priceWithTaxes, unit });

const CATEGORIES: CatalogCategory[] = [
  { code: "timbres-marianne", name: "Timbres Marianne", description: "Les timbres d'usage courant, en carnet ou en feuille.", products: [
    product("MARIANNE-VERTE-12", "Carnet de 12 timbres Marianne lettre verte", 1668, "le carnet"),
    product("MARIANNE-ROUGE-12", "Carnet de 12 timbres Marianne lettre services plus", 3540, "le carnet"),
    product("MARIANNE-MONDE-6", "Carnet de 6 timbres Marianne international", 1260, "le carnet"),
  ] },
  { code: "beaux-timbres", name: "Beaux timbres", description: "Les timbres illustrés de l'année, pour affranchir ou collectionner.", products: [
    product("BEAU-TIMBRE-PATRIMOINE", "Feuillet Patrimoine de France", 696, "le feuillet"),
  ] },
  { code: "collectors", name: "Collectors", description: "Des séries limitées de timbres autour d'un thème ou d'une région.", products: [] },
  { code: "timbres-et-stickers-suivis", name: "Timbres et stickers suivis", description: "Un timbre avec numéro de suivi, pour savoir quand votre lettre est distribuée.", products: [
    product("STICKER-SUIVI-1", "Sticker suivi lettre 20 g", 308),
  ] },
  { code: "enveloppes-preaffranchies", name: "Enveloppes prêt-à-poster", description: "Des enveloppes déjà affranchies, à poster telles quelles.", products: [
    product("PAP-LETTRE-VERTE-10", "10 enveloppes prêt-à-poster lettre verte", 1750, "le lot"),
  ] },
  { code: "emballages-colissimo", name: "Emballages Colissimo", description: "Des boîtes et pochettes prêtes à expédier, affranchissement compris.", products: [
    product("COLISSIMO-BOITE-M", "Boîte Colissimo taille M, 5 kg", 1695),
    product("COLISSIMO-BOITE-L", "Boîte Colissimo taille L, 7 kg", 2290),
  ] },
  { code: "emballages-chronopost", name: "Emballages Chronopost", description: "Des emballages pour une livraison le lendemain avant 13 h.", products: [] },
  { code: "livresdecotation", name: "Livres de cotation", description: "Les catalogues de référence pour estimer une collection de timbres.", products: [
    product("COTATION-FRANCE", "Catalogue de cotation des timbres de France", 2900),
  ] },
  { code: "coffretscadeaux", name: "Coffrets cadeaux", description: "Des coffrets de timbres à offrir.", products: [] },
  { code: "enveloppesetemballagesdexpedition", name: "Enveloppes et emballages d'expédition", description: "Enveloppes à bulles, pochettes et boîtes pour vos envois.", products: [
    product("ENV-BULLES-10", "10 enveloppes à bulles format A4", 990, "le lot"),
  ] },
  { code: "enveloppespostales", name: "Enveloppes postales", description: "Des enveloppes blanches ou kraft, de tous formats.", products: [] },
  { code: "cartonsboitespostalesetcaisses", name: "Cartons, boîtes postales et caisses", description: "Des cartons solides pour les envois lourds.", products: [
    product("CARTON-DEMENAGEMENT", "Carton de déménagement 55 x 35 x 30 cm", 390),
  ] },
  { code: "tubesdexpedition", name: "Tubes d'expédition", description: "Pour envoyer plans, affiches et dessins sans les plier.", products: [] },
  { code: "adhesifsdemballage", name: "Adhésifs d'emballage", description: "Rubans adhésifs et dévidoirs.", products: [] },
  { code: "filmsdeprotection", name: "Films de protection", description: "Papier bulle et films pour protéger les objets fragiles.", products: [] },
  { code: "kitsdedemenagement", name: "Kits de déménagement", description: "Cartons, adhésif et papier de protection réunis dans un kit.", products: [
    product("KIT-DEMENAGEMENT-STUDIO", "Kit déménagement studio (15 cartons)", 4990, "le kit"),
  ] },
  { code: "carterie", name: "Carterie", description: "Cartes de vœux, d'anniversaire et de remerciement.", products: [] },
  { code: "fournituresdebureau", name: "Fournitures de bureau", description: "Papier, classeurs et petit matériel de bureau.", products: [] },
  { code: "fournituresscolaires", name: "Fournitures scolaires", description: "Cahiers, trousses et fournitures de la rentrée.", products: [] },
  { code: "loisirscreatifs", name: "Loisirs créatifs", description: "Papiers, feutres et kits créatifs.", products: [] },
  { code: "mobilierdebureau", name: "Mobilier de bureau", description: "Sièges, bureaux et rangements.", products: [] },
  { code: "hightechetinformatique", name: "High-tech et informatique", description: "Accessoires informatiques et objets connectés.", products: [] },
  { code: "protection-covid19", name: "Protection Covid-19", description: "Masques et gel hydroalcoolique.", products: [] },
];

export function seedCatalog(): Record<string, CatalogCategory> {
  return Object.fromEntries(CATEGORIES.map((category) => [category.code, category]));
}
