/**
 * The portal emulator: a Hono app that behaves like the real `sharing/rest` API as
 * spec/portal-admin-api.md and spec/portal-rest-facts.md describe it. Runtime-agnostic (no Node
 * built-ins); `./node/serve.ts` runs it on Node, and `app.request()` drives it with no server.
 */
import { Hono } from 'hono';
import type { CallLog } from './callLog.ts';
import { EmulatorCore } from './core.ts';
import { handleRestCall } from './dispatch.ts';
import type { FaultQueue } from './faults.ts';
import { hooksApp, HOOKS_PREFIX } from './hooks.ts';
import { buildInitialState } from './initialState.ts';
import { resolveOptions, type EmulatorOptions, type ResolvedOptions } from './options.ts';
import { cloneState, parseEmulatorState, type EmulatorState } from './state.ts';
import type { TokenStore } from './tokens.ts';

export interface Emulator {
  readonly app: Hono;
  /** Path of the REST root, e.g. `/portal/sharing/rest` or `/sharing/rest`. */
  readonly basePath: string;
  readonly options: ResolvedOptions;
  /** The live state (read it, do not keep it: `replaceState` swaps it). */
  readonly state: EmulatorState;
  /** A deep copy of the state. */
  snapshot(): EmulatorState;
  /** Replaces the state and persists it through `onChange`. */
  replaceState(state: EmulatorState): Promise<void>;
  readonly calls: CallLog;
  readonly faults: FaultQueue;
  readonly tokens: TokenStore;
}

export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const initial =
    options.initialState === undefined
      ? buildInitialState({
          ...(options.hosted === undefined ? {} : { hosted: options.hosted }),
          ...(options.release === undefined ? {} : { release: options.release }),
        })
      : parseEmulatorState(cloneState(options.initialState));
  const resolved = resolveOptions(options, initial);
  const core = new EmulatorCore(resolved, initial, options.onChange);
  const { basePath } = resolved;

  const app = new Hono();
  if (resolved.testHooks) app.route(HOOKS_PREFIX, hooksApp(core));
  app.all(basePath, (c) => handleRestCall(core, c.req.raw, ''));
  app.all(`${basePath}/*`, (c) => handleRestCall(core, c.req.raw, c.req.path.slice(basePath.length)));

  return {
    app,
    basePath,
    options: resolved,
    get state() {
      return core.state;
    },
    snapshot: () => cloneState(core.state),
    replaceState: (state) => core.replaceState(parseEmulatorState(state)),
    calls: core.calls,
    faults: core.faults,
    tokens: core.tokens,
  };
}
