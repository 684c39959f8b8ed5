/**
 * Minimal typings for the parts of oidc-provider 9 the sandbox uses (the package ships no
 * types and @types/oidc-provider is not a dependency).
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type Configuration = Record<string, unknown>;

  export interface CookieSetter {
    get(name: string, opts?: object): string | undefined;
    set(name: string, value: string | null, opts?: object): void;
  }

  export interface OidcSession {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    state?: Record<string, unknown>;
    destroy(): Promise<void>;
  }

  export interface OidcClient {
    clientId: string;
  }

  export interface OidcContext {
    provider: Provider;
    route?: string;
    client?: OidcClient;
    session?: OidcSession;
    params?: Record<string, string | undefined>;
    entities: Record<string, unknown>;
    urlFor(name: string, opts?: Record<string, string>): string;
  }

  export interface KoaContextWithOIDC {
    status: number;
    type: string;
    body: unknown;
    host: string;
    method: string;
    path: string;
    cookies: CookieSetter;
    oidc: OidcContext;
    set(field: string, value: string): void;
    redirect(url: string): void;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    destroy(): Promise<void>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface RevocableModel {
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [prompt: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> | void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    cookieName(type: "session" | "interaction" | "resume"): string;
    urlFor(name: string, opts?: Record<string, string>): string;
    Grant: GrantConstructor;
    AccessToken: RevocableModel;
    AuthorizationCode: RevocableModel;
    RefreshToken: RevocableModel;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    );
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    );
  }

  export class Prompt {
    constructor(options: { name: string; requestable?: boolean }, ...checks: Check[]);
    name: string;
    requestable: boolean;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export type Policy = Prompt[] & {
    get(name: string): Prompt | undefined;
    add(prompt: Prompt, index?: number): void;
    remove(name: string): void;
  };

  export const interactionPolicy: {
    Check: typeof Check;
    Prompt: typeof Prompt;
    base(): Policy;
  };

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
    OIDCProviderError: new (...args: unknown[]) => Error & { status: number; error: string; error_description?: string };
  };

  export default Provider;
}
