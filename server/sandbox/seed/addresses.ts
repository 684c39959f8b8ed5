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
