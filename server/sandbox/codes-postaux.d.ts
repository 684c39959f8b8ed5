/** Typings for the one function of codes-postaux the sandbox uses (the package ships none). */
declare module "codes-postaux" {
  /** One commune served by a postal code, as La Poste's base of postal codes lists it. */
  export interface PostalCodeEntry {
    codePostal: string;
    codeCommune: string;
    /** The commune's name: "L'Haÿ-les-Roses". */
    nomCommune: string;
    /** The routing name, line 6 of an address: "L HAY LES ROSES". */
    libelleAcheminement: string;
  }
  /** The communes of a postal code (none for a code the base does not know). */
  export function find(postalCode: string | number): PostalCodeEntry[];
}
