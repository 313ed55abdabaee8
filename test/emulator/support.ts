/** Helpers for emulator tests: real HTTP on loopback with plain fetch. */
import { afterEach } from 'vitest';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../../src/emulator/node/serve.ts';

const running: RunningEmulator[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** Starts an emulator on an ephemeral port, closed after the test. */
export async function start(options: StartEmulatorOptions = {}): Promise<Portal> {
  const r = await startEmulator({ port: 0, ...options });
  running.push(r);
  return new Portal(r);
}

export type Json = Record<string, unknown> & { error?: { code: number; messageCode?: string; message: string; details: string[] } };

export class Portal {
  readonly running: RunningEmulator;
  constructor(running: RunningEmulator) {
    this.running = running;
  }
  get url(): string {
    return this.running.url;
  }
  get origin(): string {
    return this.running.origin;
  }

  /** POST a form (f=json added unless given). */
  async post(path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Json> {
    const res = await this.postRaw(path, { f: 'json', ...form }, headers);
    return (await res.json()) as Json;
  }

  postRaw(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.url}/${path}`, { method: 'POST', body: new URLSearchParams(form), headers });
  }

  /** GET with query parameters (f=json added unless given). */
  async get(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Json> {
    const res = await fetch(`${this.url}/${path}?${new URLSearchParams({ f: 'json', ...query }).toString()}`, { headers });
    return (await res.json()) as Json;
  }

  async token(username = 'admin', password = 'portal-ops-demo'): Promise<string> {
    const body = await this.post('generateToken', { username, password, client: 'referer', referer: 'https://tests.local', expiration: '60' });
    if (typeof body['token'] !== 'string') throw new Error(`no token: ${JSON.stringify(body)}`);
    return body['token'];
  }

  /** Headers carrying a token the way the product sends it. */
  async auth(username?: string, password?: string): Promise<Record<string, string>> {
    return { 'X-Esri-Authorization': `Bearer ${await this.token(username, password)}` };
  }

  hook(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.origin}/__emulator/${path}`, init);
  }

  async faults(rules: unknown[]): Promise<void> {
    const res = await this.hook('faults', { method: 'POST', body: JSON.stringify(rules), headers: { 'content-type': 'application/json' } });
    if (res.status !== 200) throw new Error(`faults refused: ${await res.text()}`);
  }

  async calls(): Promise<{ seq: number; operation: string; method: string; status: number; tokenInUrl: boolean; at: string; errorCode?: number }[]> {
    return (await (await this.hook('calls')).json()) as never;
  }
}
