/**
 * What every handler shares: resolved options, the live state, tokens, faults, the call log, and
 * `commit()`, which hands a snapshot to the persistence hook after a change.
 */
import type { Caller } from './auth.ts';
import { CallLog } from './callLog.ts';
import { FaultQueue } from './faults.ts';
import type { EmulatorState } from './state.ts';
import { cloneState } from './state.ts';
import type { ResolvedOptions } from './options.ts';
import { persistFailed } from './portalErrors.ts';
import { TokenStore } from './tokens.ts';

export class EmulatorCore {
  readonly options: ResolvedOptions;
  readonly tokens = new TokenStore();
  readonly faults = new FaultQueue();
  readonly calls = new CallLog();
  #state: EmulatorState;
  readonly #onChange: ((state: EmulatorState) => void | Promise<void>) | undefined;

  constructor(
    options: ResolvedOptions,
    state: EmulatorState,
    onChange: ((state: EmulatorState) => void | Promise<void>) | undefined,
  ) {
    this.options = options;
    this.#state = state;
    this.#onChange = onChange;
  }

  /** The live state; handlers mutate it and then call `commit()`. */
  get state(): EmulatorState {
    return this.#state;
  }

  /** Replaces the whole state (the PUT hook) and persists it. */
  async replaceState(state: EmulatorState): Promise<void> {
    this.#state = cloneState(state);
    await this.commit();
  }

  /** Persists a snapshot; a failing hook becomes a portal error 500 for the caller. */
  async commit(): Promise<void> {
    if (this.#onChange === undefined) return;
    try {
      await this.#onChange(cloneState(this.#state));
    } catch {
      throw persistFailed();
    }
  }
}

/** Form and query parameters of one call, body first. */
export class Params {
  readonly #body: URLSearchParams;
  readonly #query: URLSearchParams;
  constructor(body: URLSearchParams, query: URLSearchParams) {
    this.#body = body;
    this.#query = query;
  }
  get(name: string): string | undefined {
    return this.#body.get(name) ?? this.#query.get(name) ?? undefined;
  }
}

export interface CallContext {
  readonly core: EmulatorCore;
  readonly params: Params;
  /** Present when the route needs (or got) a valid token. */
  readonly caller: Caller | undefined;
  /** From the path: `self` or the portal id (already checked), and the role id if any. */
  readonly roleId: string | undefined;
  /** Field or privilege names the `dropField` fault removes from this call. */
  readonly dropFields: readonly string[];
}

export type Handler = (ctx: CallContext) => unknown;
