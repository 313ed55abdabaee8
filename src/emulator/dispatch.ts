/**
 * One call under the REST root, start to finish: match the operation, apply faults, honour `f`,
 * check method, portal id and token, run the handler, render JSON (errors on HTTP 200), log it.
 */
import { authenticate, presentedToken, type AuthDeps, type Caller } from './auth.ts';
import type { CallRecord, OperationName } from './callLog.ts';
import { Params, type EmulatorCore } from './core.ts';
import type { FaultPlan } from './faults.ts';
import { gatewayPage, operationPage, signInPage } from './html.ts';
import { invalidUrl, methodNotAllowed, PortalFailure, unknownPortal } from './portalErrors.ts';
import { releaseAtLeast } from '../catalog/release.ts';
import { matchRoute, type RouteMatch } from './routes.ts';

/**
 * Marks a response whose connection must be dropped. Runtimes without a way to reset the socket
 * still fail the client, because the body stream errors; the Node server destroys the socket.
 */
export const DROP_CONNECTION_HEADER = 'x-portal-emulator-drop';

interface Outcome {
  readonly response: Response;
  readonly errorCode?: number;
  readonly fault?: string;
}

export async function handleRestCall(core: EmulatorCore, request: Request, subPath: string): Promise<Response> {
  const at = new Date(core.options.now()).toISOString();
  const seq = core.calls.nextSeq();
  const url = new URL(request.url);
  const match = matchRoute(subPath.split('/').filter((s) => s !== ''));
  const operation: OperationName = match?.route.operation ?? 'unknown';
  const tokenInUrl = (url.searchParams.get('token') ?? '') !== '';

  let outcome: Outcome;
  try {
    outcome = await run(core, request, url, match, core.faults.take(operation));
  } catch (err) {
    core.calls.add({ seq, operation, method: request.method, status: 500, tokenInUrl, at });
    throw err;
  }
  const dropped = outcome.response.headers.has(DROP_CONNECTION_HEADER);
  const record: CallRecord = {
    seq,
    operation,
    method: request.method,
    status: dropped ? 0 : outcome.response.status,
    tokenInUrl,
    at,
    ...(outcome.errorCode === undefined ? {} : { errorCode: outcome.errorCode }),
    ...(outcome.fault === undefined ? {} : { fault: outcome.fault }),
  };
  core.calls.add(record);
  return outcome.response;
}

async function run(core: EmulatorCore, request: Request, url: URL, match: RouteMatch | undefined, faults: FaultPlan): Promise<Outcome> {
  if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
  if (faults.expireTokens) core.tokens.revokeAll();
  if (faults.terminal !== undefined && faults.terminal.when === 'before') return faultOutcome(faults.terminal);

  const body = await readForm(request);
  const params = new Params(body, url.searchParams);
  const format = (params.get('f') ?? 'html').toLowerCase();
  if (format !== 'json' && format !== 'pjson') {
    // Without f=json the service answers HTML; the emulator shows the page and runs nothing.
    if (faults.terminal !== undefined) return faultOutcome(faults.terminal);
    return { response: htmlResponse(operationPage(match?.route.operation ?? url.pathname)) };
  }
  const result = await operate(core, request, body, url, match, params, faults);
  // A fault with when="after": the operation ran (a write landed), only the answer is lost.
  if (faults.terminal !== undefined) return faultOutcome(faults.terminal);
  return jsonOutcome(result, format === 'pjson');
}

async function operate(
  core: EmulatorCore,
  request: Request,
  body: URLSearchParams,
  url: URL,
  match: RouteMatch | undefined,
  params: Params,
  faults: FaultPlan,
): Promise<unknown> {
  try {
    if (match === undefined) throw invalidUrl();
    const { route } = match;
    const release = core.options.release;
    if (route.since !== undefined && release !== undefined && !releaseAtLeast(release, route.since)) throw invalidUrl();
    if (route.kind === 'write' && request.method !== 'POST') throw methodNotAllowed();
    if (request.method !== 'GET' && request.method !== 'POST') throw methodNotAllowed();
    if (match.portal !== undefined && match.portal !== 'self' && match.portal !== core.options.portalId) {
      throw unknownPortal(match.portal);
    }
    let caller: Caller | undefined;
    if (route.auth !== 'none') {
      const token = presentedToken(body, url.searchParams, request.headers);
      if (route.auth === 'required' || token !== undefined) caller = authenticate(authDeps(core), token);
    }
    return await route.handler({ core, params, caller, roleId: match.role, dropFields: faults.dropFields });
  } catch (err) {
    if (err instanceof PortalFailure) return err.body;
    throw err;
  }
}

function authDeps(core: EmulatorCore): AuthDeps {
  return { options: core.options, tokens: core.tokens, state: () => core.state };
}

async function readForm(request: Request): Promise<URLSearchParams> {
  if (request.method !== 'POST') return new URLSearchParams();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(await request.text());
  if (type.startsWith('multipart/form-data')) {
    const out = new URLSearchParams();
    for (const [key, value] of await request.formData()) if (typeof value === 'string') out.append(key, value);
    return out;
  }
  return new URLSearchParams();
}

function jsonOutcome(body: unknown, pretty: boolean): Outcome {
  const text = pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body);
  const response = new Response(text, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  const code = errorCodeOf(body);
  return code === undefined ? { response } : { response, errorCode: code };
}

function errorCodeOf(body: unknown): number | undefined {
  if (body === null || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object' || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

function htmlResponse(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

function faultOutcome(fault: NonNullable<FaultPlan['terminal']>): Outcome {
  switch (fault.kind) {
    case 'html':
      return { response: htmlResponse(signInPage()), fault: 'html' };
    case 'drop':
      return { response: dropResponse(), fault: 'drop' };
    case 'status': {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      if (fault.body === 'html') return { response: htmlResponse(gatewayPage(fault.status), fault.status, headers), fault: 'status' };
      const body = { error: { code: fault.status, messageCode: 'EMU_FAULT', message: `Injected HTTP ${fault.status}.`, details: [] } };
      const response = new Response(JSON.stringify(body), {
        status: fault.status,
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      });
      return { response, errorCode: fault.status, fault: 'status' };
    }
  }
}

function dropResponse(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.error(new Error('connection dropped by an emulator fault'));
    },
  });
  return new Response(body, { status: 200, headers: { [DROP_CONNECTION_HEADER]: '1', 'content-type': 'application/json' } });
}
