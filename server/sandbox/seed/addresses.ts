/** The postal codes the sandbox address service knows, with their localities. */
export const LOCALITIES_BY_POSTAL_CODE: Record<string, string[]> = {
  "75001": ["PARIS"],
  "75008": ["PARIS"],
  "75015": ["PARIS"],
  "69002": ["LYON"],
  "13001": ["MARSEILLE"],
  "33000": ["BORDEAUX"],
  "31000": ["TOULOUSE"],
  "59000": ["LILLE"],
  "44000": ["NANTES"],
  "67000": ["STRASBOURG"],
  "35000": ["RENNES"],
  "06000": ["NICE"],
  "92100": ["BOULOGNE-BILLANCOURT"],
  "78000": ["VERSAILLES"],
  "01090": ["GUEREINS", "FRANCHELEINS", "GENOUILLEUX", "LURCY", "MONTCEAUX"],
};

/** The streets the sandbox's government address lookup knows (street, postal code, locality). */
export const LOOKUP_STREETS: readonly { street: string; postcode: string; city: string }[] = [
  { street: "Rue des Lilas", postcode: "75015", city: "Paris" },
  { street: "Rue de la Paix", postcode: "75002", city: "Paris" },
  { street: "Rue de Rivoli", postcode: "75001", city: "Paris" },
  { street: "Avenue des Champs-Élysées", postcode: "75008", city: "Paris" },
  { street: "Rue de la République", postcode: "69002", city: "Lyon" },
  { street: "Avenue Victor Hugo", postcode: "69003", city: "Lyon" },
  { street: "La Canebière", postcode: "13001", city: "Marseille" },
  { street: "Rue Sainte-Catherine", postcode: "33000", city: "Bordeaux" },
  { street: "Place du Capitole", postcode: "31000", city: "Toulouse" },
  { street: "Rue des Lilas", postcode: "59000", city: "Lille" },
];
