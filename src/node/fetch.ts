/**
 * The Node face's `fetch`: undici's fetch over a keep-alive `Agent`, so the many small calls of a
 * plan reuse connections. `closeNodeFetch()` drops the pooled sockets so a CLI exits promptly.
 */
import { Agent, fetch as undiciFetch } from 'undici';
import type { Fetch } from '../runtime.ts';

export interface NodeFetchOptions {
  /** Idle socket lifetime; default 10 s (below the usual 60 s+ server/proxy idle timeouts). */
  readonly keepAliveTimeoutMs?: number;
  /** TCP + TLS connect timeout; default 10 s. */
  readonly connectTimeoutMs?: number;
  /** Per-origin connection cap; default 8. */
  readonly connections?: number;
}

export interface NodeFetch {
  readonly fetch: Fetch;
  /** Closes pooled connections; a later call opens a fresh agent. */
  close(): Promise<void>;
}

export function createNodeFetch(options: NodeFetchOptions = {}): NodeFetch {
  let agent: Agent | undefined;
  const getAgent = (): Agent =>
    (agent ??= new Agent({
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
      keepAliveMaxTimeout: 60_000,
      connect: { timeout: options.connectTimeoutMs ?? 10_000 },
      connections: options.connections ?? 8,
    }));

  const fetch: Fetch = async (input, init) => {
    // undici's fetch only recognizes its own Request class; the core passes URLs, and a foreign
    // Request (from the global fetch) goes to the global fetch rather than failing.
    if (typeof input !== 'string' && !(input instanceof URL)) return globalThis.fetch(input, init);
    const response = await undiciFetch(input, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher: getAgent() });
    return response as unknown as Response;
  };

  return {
    fetch,
    async close() {
      const current = agent;
      agent = undefined;
      if (current !== undefined) await current.close();
    },
  };
}

const shared = createNodeFetch();

/** The process-wide Node fetch (keep-alive). */
export const nodeFetch: Fetch = shared.fetch;

/** Closes `nodeFetch`'s pooled connections (call before a CLI exits). */
export function closeNodeFetch(): Promise<void> {
  return shared.close();
}
