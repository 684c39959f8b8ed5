/**
 * The counter's rule before any change to a client's contract: the agent confirms that the
 * client is present and was identified with an identity document.
 */
export const IDENTITY_FIELD = "identityChecked";
export const IDENTITY_CONFIRMED = "yes";

export function identityConfirmed(form: FormData): boolean {
  return form.get(IDENTITY_FIELD) === IDENTITY_CONFIRMED;
}
