/** SPEC 2: the general sales terms (CGV). */
export const CGV_PATH = "/particulier/veiller-sur-mes-parents/gestion/cgv";
