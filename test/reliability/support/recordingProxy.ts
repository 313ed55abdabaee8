/**
 * A loopback proxy in front of the emulator, one per worker process, so the test knows which process
 * made each portal call and in what order calls started and finished. Every event takes the next
 * tick of one counter shared by all proxies (they run in the test's own process), so "the response
 * to X arrived before Y was sent on" is a fact about the emulator's order, not a guess from clocks.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  readonly who: string;
  /** The REST path after `sharing/rest/`, e.g. `portals/self/settings/update`. */
  readonly path: string;
  readonly kind: 'read' | 'write' | 'other';
  /** Tick when the request was sent on to the emulator. */
  readonly sent: number;
  /** Tick when the emulator's whole answer was back; set once it is. */
  done?: number;
}

export interface Ticker {
  tick(): number;
}

export const newTicker = (): Ticker => {
  let n = 0;
  return { tick: () => ++n };
};

export interface RecordingProxy {
  readonly url: string;
  readonly calls: ProxiedCall[];
  close(): Promise<void>;
}

/**
 * `delayMs` holds a call back before it is sent on: unlike the emulator's latency fault, which waits
 * inside the emulator, the call then runs at the emulator right after its `sent` tick, so a read's
 * [sent, done] interval tightly brackets the moment it read the state.
 */
export async function startRecordingProxy(who: string, target: string, ticker: Ticker, delayMs: (kind: ProxiedCall['kind']) => number = () => 0): Promise<RecordingProxy> {
  const calls: ProxiedCall[] = [];
  const server: Server = createServer((req, res) => {
    void forward(req).then(
      ({ status, type, body }) => {
        res.writeHead(status, type === null ? {} : { 'content-type': type });
        res.end(body);
      },
      () => res.destroy(),
    );
  });
  async function forward(req: IncomingMessage): Promise<{ status: number; type: string | null; body: Buffer }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0]?.replace(/^.*\/sharing\/rest\//, '') ?? '';
    const kind = kindOf(path);
    const delay = delayMs(kind);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const call: ProxiedCall = { who, path, kind, sent: ticker.tick() };
    calls.push(call);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization', 'x-esri-authorization', 'referer']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const method = req.method ?? 'GET';
    const init: RequestInit = { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }) };
    const answer = await fetch(`${target}${req.url ?? ''}`, init);
    const body = Buffer.from(await answer.arrayBuffer());
    call.done = ticker.tick();
    return { status: answer.status, type: answer.headers.get('content-type'), body };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Settings and role reads and writes are what the race is about; tokens and identity are "other". */
function kindOf(path: string): ProxiedCall['kind'] {
  if (/\/settings\/update$/.test(path) || /\/setPrivileges$/.test(path)) return 'write';
  if (/\/settings$/.test(path) || /\/roles$/.test(path)) return 'read';
  return 'other';
}
