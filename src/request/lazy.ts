/**
 * A value built on first use and kept. Schemas are built this way because building all of them at
 * load time was most of the Action's `validate` start-up, while a request usually names one or two
 * kinds of change: each kind's schema is built when a change of that kind first appears. The same
 * instance is returned every time, so schemas that share a part still share the instance.
 */
export interface Lazy<T> {
  (): T;
  /** Whether it has been built: lets a test check that a run built only what it used. */
  readonly built: boolean;
}

export function lazy<T>(build: () => T): Lazy<T> {
  let built: { readonly value: T } | undefined;
  const get = (): T => (built ??= { value: build() }).value;
  return Object.defineProperty(get, 'built', { get: () => built !== undefined }) as Lazy<T>;
}
