/**
 * In-memory accounts of the sandbox identity provider: the seeded demo accounts plus those
 * created through the registration form (lost on restart, on purpose).
 */
import { createHash, timingSafeEqual } from "node:crypto";

import { AGENT_CLIENT_ID, CLIENT_AREA_CLIENT_ID, DEMO_PASSWORD, type SandboxClientId } from "./clients";

export interface AccountClaims {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  gender?: "female" | "male";
  email?: string;
  email_verified?: boolean;
  address?: { postal_code?: string; locality?: string; street_address?: string; country?: string };
  mfa_method?: string;
  code_regate?: string;
  organisationnel?: string;
}

export interface SandboxAccount {
  /** What the user types in the login field (an e-mail for clients, the IDRH for agents). */
  login: string;
  /** The only client this account may sign in through. */
  clientId: SandboxClientId;
  passwordDigest: Buffer;
  claims: AccountClaims;
}

export interface NewClientAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export interface AccountStore {
  findBySub(sub: string): SandboxAccount | undefined;
  findByLogin(login: string): SandboxAccount | undefined;
  /** The account when login and password match and the account may use this client. */
  authenticate(clientId: string, login: string, password: string): SandboxAccount | undefined;
  /** Creates a client-area account; throws if the e-mail is already taken. */
  registerClient(input: NewClientAccount): SandboxAccount;
}

function digest(password: string): Buffer {
  return createHash("sha256").update(password, "utf8").digest();
}

function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

function seed(): SandboxAccount[] {
  const password = digest(DEMO_PASSWORD);
  return [
    {
      login: "marie.dupont@example.fr",
      clientId: CLIENT_AREA_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "100001",
        name: "Marie Dupont",
        given_name: "Marie",
        family_name: "Dupont",
        gender: "female",
        email: "marie.dupont@example.fr",
        email_verified: true,
        address: { postal_code: "75015" },
        mfa_method: "lin",
      },
    },
    {
      login: "paul.martin@example.fr",
      clientId: CLIENT_AREA_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "100002",
        name: "Paul Martin",
        given_name: "Paul",
        family_name: "Martin",
        gender: "male",
        email: "paul.martin@example.fr",
        email_verified: true,
        address: { postal_code: "69003" },
      },
    },
    {
      // Marie's son: follows contract 2024000123 as a relative; owns nothing.
      login: "luc.dupont@example.fr",
      clientId: CLIENT_AREA_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "300001",
        name: "Luc Dupont",
        given_name: "Luc",
        family_name: "Dupont",
        gender: "male",
        email: "luc.dupont@example.fr",
        email_verified: true,
        address: { postal_code: "92100" },
      },
    },
    {
      // Owns contract 2025000789: mobile remote assistance with geofencing (the geolocation page).
      login: "claire.petit@example.fr",
      clientId: CLIENT_AREA_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "300002",
        name: "Claire Petit",
        given_name: "Claire",
        family_name: "Petit",
        gender: "female",
        email: "claire.petit@example.fr",
        email_verified: true,
        address: { postal_code: "33000" },
      },
    },
    {
      login: "AG12345",
      clientId: AGENT_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "AG12345",
        name: "Jeanne Martin",
        given_name: "Jeanne",
        family_name: "Martin",
        code_regate: "R75001",
        organisationnel: "Bureau de poste Paris Louvre",
      },
    },
    {
      // A colleague at the same counter: what one agent does (the promo tries of decision 080)
      // is not another's.
      login: "AG67890",
      clientId: AGENT_CLIENT_ID,
      passwordDigest: password,
      claims: {
        sub: "AG67890",
        name: "Marc Petit",
        given_name: "Marc",
        family_name: "Petit",
        code_regate: "R75001",
        organisationnel: "Bureau de poste Paris Louvre",
      },
    },
  ];
}

export class DuplicateAccountError extends Error {
  constructor() {
    super("an account already exists with this e-mail");
    this.name = "DuplicateAccountError";
  }
}

export function createAccountStore(): AccountStore {
  const bySub = new Map<string, SandboxAccount>();
  const byLogin = new Map<string, SandboxAccount>();
  let nextSub = 100003;

  const add = (account: SandboxAccount) => {
    bySub.set(account.claims.sub, account);
    byLogin.set(normaliseLogin(account.login), account);
  };
  seed().forEach(add);

  return {
    findBySub: (sub) => bySub.get(sub),
    findByLogin: (login) => byLogin.get(normaliseLogin(login)),
    authenticate(clientId, login, password) {
      const account = byLogin.get(normaliseLogin(login));
      // Always compare a digest, so a wrong login costs the same as a wrong password.
      const expected = account?.passwordDigest ?? digest(`\u0000${DEMO_PASSWORD}`);
      const matches = timingSafeEqual(expected, digest(password));
      if (!account || !matches || account.clientId !== clientId) return undefined;
      return account;
    },
    registerClient({ email, password, givenName, familyName }) {
      if (byLogin.has(normaliseLogin(email))) throw new DuplicateAccountError();
      while (bySub.has(String(nextSub))) nextSub += 1;
      const sub = String(nextSub);
      nextSub += 1;
      const account: SandboxAccount = {
        login: email.trim(),
        clientId: CLIENT_AREA_CLIENT_ID,
        passwordDigest: digest(password),
        claims: {
          sub,
          name: `${givenName} ${familyName}`,
          given_name: givenName,
          family_name: familyName,
          email: email.trim(),
          // The sandbox has no mailbox to confirm the address with: registration stands for it.
          email_verified: true,
        },
      };
      add(account);
      return account;
    },
  };
}
