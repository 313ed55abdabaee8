/**
 * Fake credentials for the secrets suite: one of every kind a face is given, each unique and
 * greppable (an animal and a hex run no output has any reason to contain). Passwords carry
 * characters that change under URL, form and JSON encoding, so an encoded leak is a different
 * string from the raw one and has to be looked for on its own.
 */

/** The bytes behind a `whsec_` secret are printable too, so a decoded leak is greppable. */
const whsec = (key: string): string => `whsec_${Buffer.from(key).toString('base64')}`;

export const CREDENTIALS = {
  /** PORTAL_PASSWORD / the `password` input: the portal user's real password. */
  password: 'PW-Quokka-7f3a9c1e+/=&"Kx!',
  /** A wrong password someone typed: still a secret (often a near miss of the real one). */
  wrongPassword: 'PW-Ibis-4d2b8e6f0a?#%Tq',
  /** PORTAL_CLIENT_SECRET / the `client-secret` input. */
  clientSecret: 'CS-Axolotl-2b8d4f6a0c9e~*Zr',
  wrongClientSecret: 'CS-Tapir-8e0c2a4f6b1d;@Lm',
  /** PORTAL_TOKEN / the `token` input: an API key given directly (the emulator refuses it: 498). */
  apiKey: 'AK-Wombat-91c3e5a7f0d2b4c6e8a0',
  /** WEBHOOK_SECRETS entries. */
  webhookCi: whsec('WH-Narwhal-5e1f9a3c7b2d8e4f06a1'),
  webhookOps: whsec('WH-Dugong-0b7d3f9e1a5c8d2e64f7'),
  /** A webhook secret nobody configured (senders' mistake). */
  webhookStranger: whsec('WH-Kiwi-6c2e8a0f4b9d1e3a57c2'),
  /** SLACK_SIGNING_SECRET. */
  slackSigningSecret: 'SL-Pangolin-c4a8e2f6b0d97153',
  /** The Action's `github-token` input. */
  githubToken: 'ghp_Okapi3f9b1d7e5c2a8f0b4d6e9c1a3b5',
  /** The secret part of a Slack response_url: a capability anyone holding it can post with. */
  slackResponsePath: 'RU-Gecko-5b9d1f3a7c0e2d4f',
  /** ACTIONS_ID_TOKEN_REQUEST_TOKEN: the runner's bearer for its OIDC token service. */
  runnerRequestToken: 'RT-Caracal-9a1c3e5b7d0f2e4a6c8',
} as const;

export type CredentialName = keyof typeof CREDENTIALS;

/** A distinctive middle of each secret: catches a truncated or partly re-encoded leak. */
export function markerOf(secret: string): string | undefined {
  const text = secret.startsWith('whsec_') ? webhookKey(secret) : secret;
  return /[A-Z][a-z]{2,}-?[0-9a-f]{6}/.exec(text)?.[0];
}

/** The key bytes behind `whsec_<base64>`, as text. */
export function webhookKey(secret: string): string {
  return Buffer.from(secret.slice('whsec_'.length), 'base64').toString('utf8');
}

/**
 * The base64 of a secret inside longer base64 text (`Basic base64(user:password)`) depends on how
 * many bytes precede it; for each of the three alignments, the characters that encode only the
 * secret's own bytes.
 */
function base64Runs(secret: string, encoding: 'base64' | 'base64url'): string[] {
  return [0, 1, 2].map((shift) => {
    const encoded = Buffer.concat([Buffer.alloc(shift, 0x20), Buffer.from(secret)]).toString(encoding).replace(/=+$/, '');
    return encoded.slice(shift === 0 ? 0 : 4, -4);
  });
}

/**
 * Every form in which a secret could reach an output: as is, base64 and base64url at every
 * alignment (Basic auth, "encoded" config), URL-encoded and form-encoded (request bodies and
 * query strings), JSON-escaped (inside JSON text), a distinctive middle (a truncated leak), and
 * for webhook secrets the part after `whsec_` and the key bytes it decodes to.
 */
export function formsOf(secret: string): Array<{ form: string; value: string }> {
  const forms = [
    { form: 'raw', value: secret },
    ...base64Runs(secret, 'base64').map((value) => ({ form: 'base64', value })),
    ...base64Runs(secret, 'base64url').map((value) => ({ form: 'base64url', value })),
    { form: 'url-encoded', value: encodeURIComponent(secret) },
    { form: 'form-encoded', value: new URLSearchParams({ x: secret }).toString().slice(2) },
    { form: 'json-escaped', value: JSON.stringify(secret).slice(1, -1) },
  ];
  if (secret.startsWith('whsec_')) {
    forms.push({ form: 'after whsec_', value: secret.slice('whsec_'.length) }, { form: 'webhook key bytes', value: webhookKey(secret) });
  }
  const marker = markerOf(secret);
  if (marker !== undefined) forms.push({ form: 'marker', value: marker });
  // A secret cut short (or cut off) by a truncated message still gives away its ends.
  const body = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  if (body.length >= 20) forms.push({ form: 'first 10 characters', value: body.slice(0, 10) }, { form: 'last 10 characters', value: body.slice(-10) });
  const seen = new Set<string>();
  return forms.filter((f) => f.value.length >= 8 && !seen.has(f.value) && seen.add(f.value));
}
