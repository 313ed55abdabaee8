/**
 * How portal-ops signs in to one portal. The faces resolve secret references (`env:...`) and hand
 * the values in; the core never reads them from anywhere itself.
 */
export type AuthConfig =
  /** A token or an API key, used as-is; nothing can refresh it. */
  | { readonly type: 'token'; readonly token: string }
  /** Built-in account: `generateToken` with `client=referer`. */
  | {
      readonly type: 'password';
      readonly username: string;
      readonly password: string;
      /** Default `portal-ops`; also sent as the `Referer` header, to which the token is bound. */
      readonly referer?: string;
      /** Requested token lifetime; default 60. */
      readonly expirationMinutes?: number;
    }
  /** OAuth 2.0 client credentials (`oauth2/token`). */
  | {
      readonly type: 'oauth';
      readonly clientId: string;
      readonly clientSecret: string;
      /** Requested token lifetime; default 60 (the portal may grant less). */
      readonly expirationMinutes?: number;
    };

export type AuthType = AuthConfig['type'];

export const DEFAULT_REFERER = 'portal-ops';
export const DEFAULT_EXPIRATION_MINUTES = 60;
