/** Random identifiers from the Web Crypto API (present on Node 20, Workers, Deno and Bun). */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
  const out: string[] = [];
  // Rejection sampling keeps the distribution uniform (256 is not a multiple of 62).
  const limit = 256 - (256 % ALPHANUMERIC.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length));
    }
  }
  return out.join('');
}

/** A custom role id: 16 alphanumeric characters, as in every documented example. */
export function newRoleId(taken: (id: string) => boolean): string {
  for (;;) {
    const id = randomAlphanumeric(16);
    // Pre-built ids start with 'i' and repeat one letter; a random id never collides in practice.
    if (!taken(id)) return id;
  }
}
