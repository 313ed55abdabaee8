/**
 * Runs the portal emulator on Node over real HTTP (loopback by default), with optional state-file
 * persistence. The Node-only adapter: everything else is in the runtime-agnostic app.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type HttpBindings, type Http2Bindings } from '@hono/node-server';
import { createEmulator, type Emulator } from '../app.ts';
import { DROP_CONNECTION_HEADER } from '../dispatch.ts';
import type { EmulatorOptions } from '../options.ts';
import type { EmulatorState } from '../state.ts';
import { loadStateFile, StateFileWriter } from './stateFile.ts';

export interface StartEmulatorOptions extends EmulatorOptions {
  /** Default 0: an ephemeral port (read it from `url`). */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Load the state from this file when it exists; persist every change to it atomically. */
  readonly statePath?: string;
}

export interface RunningEmulator {
  /** The REST root, e.g. `http://127.0.0.1:8788/portal/sharing/rest`. */
  readonly url: string;
  /** `http://host:port`, where the test hooks (`/__emulator/...`) live. */
  readonly origin: string;
  readonly emulator: Emulator;
  /** Stops listening, drops open connections and waits for pending state writes. */
  close(): Promise<void>;
}

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const { port = 0, host = '127.0.0.1', statePath, ...emulatorOptions } = options;
  const writer = statePath === undefined ? undefined : new StateFileWriter(statePath);
  const saved = statePath === undefined ? undefined : await loadStateFile(statePath);
  const userOnChange = options.onChange;
  const onChange = async (state: EmulatorState): Promise<void> => {
    await writer?.write(state);
    await userOnChange?.(state);
  };
  const initialState = saved ?? options.initialState;
  const emulator = createEmulator({
    ...emulatorOptions,
    ...(initialState === undefined ? {} : { initialState }),
    ...(writer === undefined && userOnChange === undefined ? {} : { onChange }),
  });
  // A fresh state file exists from the start, so a rehearsal can inspect it before any change.
  if (writer !== undefined && saved === undefined) await writer.write(emulator.snapshot());

  const server = createAdaptorServer({
    hostname: host,
    fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
      const response = await emulator.app.fetch(request, env);
      // The `drop` fault: reset the connection before any byte of an answer is written.
      if (!response.headers.has(DROP_CONNECTION_HEADER)) return response;
      env.incoming.socket.destroy();
      await response.body?.cancel().catch(() => undefined);
      // Nothing reaches the client any more; an empty answer keeps the adapter from logging the stream error.
      return new Response(null, { status: 204 });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${urlHost(host)}:${address.port}`;

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= new Promise<void>((resolve, reject) => {
      server.close((err) => (err === undefined ? resolve() : reject(err)));
      if ('closeAllConnections' in server) server.closeAllConnections();
    }).then(() => writer?.flush());
    return closed;
  };
  return { url: `${origin}${emulator.basePath}`, origin, emulator, close };
}

/** A host as it goes in a URL; wildcard binds are reached over loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}
