/**
 * Serializes work per portal inside one process or isolate: two read-modify-write cycles on the
 * same settings must never interleave, or the second write silently undoes the first.
 * (Across processes nothing here helps; verification after each write is what detects that.)
 */
export class PortalLock {
  readonly #tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => undefined);
    this.#tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
}
