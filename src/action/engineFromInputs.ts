/**
 * The engine `plan` and `apply` run on: a portal-ops worker's (worker-url, authenticated with the
 * job's OIDC token) or a local one over the undici transport. A module of its own because main.ts
 * imports it only when a portal is needed: `validate` never loads the portal client or undici.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { closeNodeFetch, nodeFetch } from '../node/fetch.ts';
import { Engine } from '../plan/engine.ts';
import { createRemoteEngine } from '../plan/remoteEngine.ts';
import type { LogFields } from '../runtime.ts';
import { actionLogger } from './actionLogger.ts';
import { maskingFetch } from './maskingFetch.ts';
import { portalsFromInputs } from './portalsFromInputs.ts';
import type { ActionInputs } from './readInputs.ts';

export { closeNodeFetch };

export async function engineFromInputs(
  inputs: ActionInputs,
  workspace: string,
  mask: (secret: string) => void,
  audit: LogFields,
): Promise<Pick<Engine, 'plan' | 'apply'>> {
  if (inputs.workerUrl !== undefined) {
    // The portal credentials live only in the worker; the job proves who it is with OIDC.
    return createRemoteEngine({
      url: inputs.workerUrl,
      fetch: nodeFetch,
      token: async () => {
        const token = await core.getIDToken(inputs.workerAudience ?? 'portal-ops');
        mask(token);
        return token;
      },
    });
  }
  const config = await portalsFromInputs(inputs, { env: process.env, readFile: (path) => readFile(resolve(workspace, path)), mask });
  return new Engine({ portals: config.portals, fetch: maskingFetch(nodeFetch, mask), logger: actionLogger({ info: core.info, debug: core.debug }, audit) });
}
