import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// node_modules/hono/dist/utils/encode.js
var encodeBase64 = (buf) => {
  let binary = "";
  const bytes = new Uint8Array(buf);
  for (let i = 0, len = bytes.length; i < len; i++) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
};
var decodeBase64 = (str) => {
  const binary = atob(str);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  const half = binary.length / 2;
  for (let i = 0, j2 = binary.length - 1; i <= half; i++, j2--) {
    bytes[i] = binary.charCodeAt(i);
    bytes[j2] = binary.charCodeAt(j2);
  }
  return bytes;
};

// node_modules/hono/dist/adapter/aws-lambda/handler.js
function sanitizeHeaderValue(value) {
  if (!/[^\x00-\x7F]/.test(value)) return value;
  return encodeURIComponent(value);
}
var getRequestContext = (event) => {
  return event.requestContext;
};
var handle = (app, { isContentTypeBinary } = { isContentTypeBinary: void 0 }) => {
  return async (event, lambdaContext) => {
    const processor = getProcessor(event);
    let req, requestContext;
    try {
      req = processor.createRequest(event);
      requestContext = getRequestContext(event);
    } catch (error2) {
      console.error("Error processing request:", error2);
      const errorResponse = error2 instanceof TypeError ? new Response("Invalid request", { status: 400 }) : new Response("Internal Server Error", { status: 500 });
      return processor.createResult(event, errorResponse, { isContentTypeBinary });
    }
    const res = await app.fetch(req, {
      event,
      requestContext,
      lambdaContext
    });
    return processor.createResult(event, res, { isContentTypeBinary });
  };
};
var EventProcessor = class {
  getHeaderValue(headers, key) {
    return headers ? Array.isArray(headers[key]) ? headers[key][0] : headers[key] : void 0;
  }
  getDomainName(event) {
    if (event.requestContext && "domainName" in event.requestContext) return event.requestContext.domainName;
    const hostFromHeaders = this.getHeaderValue(event.headers, "host");
    if (hostFromHeaders) return hostFromHeaders;
    const multiValueHeaders = "multiValueHeaders" in event ? event.multiValueHeaders : {};
    return this.getHeaderValue(multiValueHeaders, "host");
  }
  createRequest(event) {
    const queryString = this.getQueryString(event);
    const urlPath = `https://${this.getDomainName(event)}${this.getPath(event)}`;
    const url2 = queryString ? `${urlPath}?${queryString}` : urlPath;
    const headers = this.getHeaders(event);
    const requestInit = {
      headers,
      method: this.getMethod(event)
    };
    if (event.body) {
      const body = event.isBase64Encoded ? decodeBase64(event.body) : new TextEncoder().encode(event.body);
      requestInit.body = body;
      headers.set("content-length", body.length.toString());
    }
    return new Request(url2, requestInit);
  }
  async createResult(event, res, options) {
    const contentType = res.headers.get("content-type");
    const isContentTypeBinary = options.isContentTypeBinary ?? defaultIsContentTypeBinary;
    let isBase64Encoded = contentType && isContentTypeBinary(contentType) ? true : false;
    if (!isBase64Encoded) {
      const contentEncoding = res.headers.get("content-encoding");
      isBase64Encoded = isContentEncodingBinary(contentEncoding);
    }
    const result = {
      body: isBase64Encoded ? encodeBase64(await res.arrayBuffer()) : await res.text(),
      statusCode: res.status,
      isBase64Encoded,
      ..."multiValueHeaders" in event && event.multiValueHeaders ? { multiValueHeaders: {} } : { headers: {} }
    };
    this.setCookies(event, res, result);
    if (result.multiValueHeaders) res.headers.forEach((value, key) => {
      result.multiValueHeaders[key] = [value];
    });
    else res.headers.forEach((value, key) => {
      result.headers[key] = value;
    });
    return result;
  }
  setCookies(_event, res, result) {
    if (res.headers.has("set-cookie")) {
      const cookies = res.headers.getSetCookie ? res.headers.getSetCookie() : Array.from(res.headers.entries()).filter(([k2]) => k2 === "set-cookie").map(([, v2]) => v2);
      if (Array.isArray(cookies)) {
        this.setCookiesToResult(result, cookies);
        res.headers.delete("set-cookie");
      }
    }
  }
};
var EventV2Processor = class extends EventProcessor {
  getPath(event) {
    return event.rawPath;
  }
  getMethod(event) {
    return event.requestContext.http.method;
  }
  getQueryString(event) {
    return event.rawQueryString;
  }
  getCookies(event, headers) {
    if (Array.isArray(event.cookies)) headers.set("Cookie", event.cookies.join("; "));
  }
  setCookiesToResult(result, cookies) {
    result.cookies = cookies;
  }
  getHeaders(event) {
    const headers = new Headers();
    this.getCookies(event, headers);
    if (event.headers) {
      for (const [k2, v2] of Object.entries(event.headers)) if (v2) headers.set(k2, sanitizeHeaderValue(v2));
    }
    return headers;
  }
};
var v2Processor = new EventV2Processor();
var EventV1Processor = class extends EventProcessor {
  getPath(event) {
    return event.path;
  }
  getMethod(event) {
    return event.httpMethod;
  }
  getQueryString(event) {
    if (event.multiValueQueryStringParameters) return Object.entries(event.multiValueQueryStringParameters || {}).filter(([, value]) => value).map(([key, values]) => values.map((value) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&")).join("&");
    else return Object.entries(event.queryStringParameters || {}).filter(([, value]) => value !== void 0).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value || "")}`).join("&");
  }
  getCookies(_event, _headers) {
  }
  getHeaders(event) {
    const headers = new Headers();
    this.getCookies(event, headers);
    if (event.multiValueHeaders) {
      for (const [k2, values] of Object.entries(event.multiValueHeaders)) if (values) values.forEach((v2) => headers.append(k2, sanitizeHeaderValue(v2)));
    }
    if (event.headers) {
      for (const [k2, v2] of Object.entries(event.headers)) if (v2 && !headers.has(k2)) headers.set(k2, sanitizeHeaderValue(v2));
    }
    return headers;
  }
  setCookiesToResult(result, cookies) {
    result.multiValueHeaders = { "set-cookie": cookies };
  }
};
var v1Processor = new EventV1Processor();
var ALBProcessor = class extends EventProcessor {
  getHeaders(event) {
    const headers = new Headers();
    if (event.multiValueHeaders) {
      for (const [key, values] of Object.entries(event.multiValueHeaders)) if (values && Array.isArray(values)) {
        const sanitizedValue = sanitizeHeaderValue(values.join("; "));
        headers.set(key, sanitizedValue);
      }
    } else for (const [key, value] of Object.entries(event.headers ?? {})) if (value) headers.set(key, sanitizeHeaderValue(value));
    return headers;
  }
  getPath(event) {
    return event.path;
  }
  getMethod(event) {
    return event.httpMethod;
  }
  getQueryString(event) {
    if (event.multiValueQueryStringParameters) return Object.entries(event.multiValueQueryStringParameters || {}).filter(([, value]) => value).map(([key, value]) => `${key}=${value.join(`&${key}=`)}`).join("&");
    else return Object.entries(event.queryStringParameters || {}).filter(([, value]) => value !== void 0).map(([key, value]) => `${key}=${value}`).join("&");
  }
  getCookies(event, headers) {
    let cookie;
    if (event.multiValueHeaders) cookie = event.multiValueHeaders["cookie"]?.join("; ");
    else cookie = event.headers ? event.headers["cookie"] : void 0;
    if (cookie) headers.append("Cookie", cookie);
  }
  setCookiesToResult(result, cookies) {
    if (result.multiValueHeaders) result.multiValueHeaders["set-cookie"] = cookies;
    else result.headers["set-cookie"] = cookies[0];
  }
};
var albProcessor = new ALBProcessor();
var LatticeV2Processor = class extends EventProcessor {
  getPath(event) {
    return event.path;
  }
  getMethod(event) {
    return event.method;
  }
  getQueryString() {
    return "";
  }
  getHeaders(event) {
    const headers = new Headers();
    if (event.headers) {
      for (const [k2, values] of Object.entries(event.headers)) if (values) values.forEach((v2) => headers.append(k2, sanitizeHeaderValue(v2)));
    }
    return headers;
  }
  getCookies() {
  }
  setCookiesToResult(result, cookies) {
    result.headers = {
      ...result.headers,
      "set-cookie": cookies
    };
  }
};
var latticeV2Processor = new LatticeV2Processor();
var getProcessor = (event) => {
  if (isProxyEventALB(event)) return albProcessor;
  if (isProxyEventV2(event)) return v2Processor;
  if (isLatticeEventV2(event)) return latticeV2Processor;
  return v1Processor;
};
var isProxyEventALB = (event) => {
  if (event.requestContext) return Object.hasOwn(event.requestContext, "elb");
  return false;
};
var isProxyEventV2 = (event) => {
  return Object.hasOwn(event, "rawPath") && Object.hasOwn(event.requestContext ?? {}, "http");
};
var isLatticeEventV2 = (event) => {
  if (event.requestContext) return Object.hasOwn(event.requestContext, "serviceArn");
  return false;
};
var defaultIsContentTypeBinary = (contentType) => {
  if (/^application\/vnd\.(?:apple\.installer|mozilla\.xul)\+xml\s*(?:;|$)/i.test(contentType)) return true;
  return !/^text\/(?:plain|html|css|javascript|csv)|(?:\/|\+)(?:json|xml)\s*(?:;|$)/i.test(contentType);
};
var isContentEncodingBinary = (contentEncoding) => {
  return !!contentEncoding && !/^identity$/i.test(contentEncoding);
};

// src/security/redact.ts
var MASK = "***";
var registered = /* @__PURE__ */ new Set();
function registerSecret(value) {
  if (value !== void 0 && value.length >= 6) registered.add(value);
}
var SECRET_KEYS = "token|access_token|refresh_token|password|client_secret|clientSecret|secret|api_key|apiKey";
var FORM_PAIR = new RegExp(`\\b(${SECRET_KEYS})=([^&\\s"']+)`, "gi");
var JSON_PAIR = new RegExp(`("(?:${SECRET_KEYS})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)(")`, "gi");
var BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/g;
var WHSEC = /\bwhsec_[A-Za-z0-9+/=]+/g;
function redact(text) {
  let out = text;
  for (const secret of registered) {
    if (out.includes(secret)) out = out.split(secret).join(MASK);
  }
  return out.replace(FORM_PAIR, (_m, key) => `${key}=${MASK}`).replace(JSON_PAIR, (_m, open2, _v, close) => `${open2}${MASK}${close}`).replace(BEARER, `$1 ${MASK}`).replace(WHSEC, `whsec_${MASK}`);
}
function redactValue(value) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const [k2, v2] of Object.entries(value)) {
      out[k2] = SECRET_KEY_NAME.test(k2) && typeof v2 === "string" ? MASK : redactValue(v2);
    }
    return out;
  }
  return value;
}
var SECRET_KEY_NAME = new RegExp(`^(?:${SECRET_KEYS})$`, "i");

// worker/consoleLogger.ts
var line = (level) => (event, fields) => {
  console[level](redact(JSON.stringify({ level, event, ...redactValue(fields ?? {}) })));
};
var consoleLogger = { debug: () => {
}, info: line("info"), warn: line("warn"), error: line("error") };

// src/catalog/release.ts
var RELEASE = /^(\d{1,2})\.(\d{1,2})(?:\.\d{1,2})?$/;
function parseRelease(text) {
  const m = RELEASE.exec(text.trim());
  if (!m) return void 0;
  return [Number(m[1]), Number(m[2])];
}
function compareReleases(a, b2) {
  return a[0] - b2[0] || a[1] - b2[1];
}
function releaseAtLeast(release, since) {
  const s3 = parseRelease(since);
  if (!s3) throw new Error(`catalog release "${since}" is not X.Y`);
  return compareReleases(release, s3) >= 0;
}
function formatRelease(release) {
  return `${release[0]}.${release[1]}`;
}
function describeTarget(target) {
  switch (target.kind) {
    case "selfHosted":
      return `self-hosted release ${formatRelease(target.release)}`;
    case "hosted":
      return "hosted organization";
    case "unknown":
      return "unknown release (gating skipped)";
  }
}
var SETTINGS_UPDATE_SINCE = "10.8";
var PORTAL_CONFIG_SINCE = "11.0";

// src/errors.ts
var PortalOpsError = class extends Error {
  code;
  operation;
  status;
  portalCode;
  messageCode;
  details;
  constructor(message2, options) {
    super(redact(message2), options.cause === void 0 ? void 0 : { cause: redactCause(options.cause) });
    this.name = new.target.name;
    this.code = options.code;
    this.operation = options.operation;
    this.status = options.status;
    this.portalCode = options.portalCode;
    this.messageCode = options.messageCode;
    this.details = (options.details ?? []).map(redact);
  }
  /** A plain, secret-free object for JSON output, logs and HTTP error bodies. */
  toJSON() {
    const out = { kind: this.kind, code: this.code, message: this.message };
    if (this.operation !== void 0) out.operation = this.operation;
    if (this.status !== void 0) out.status = this.status;
    if (this.portalCode !== void 0) out.portalCode = this.portalCode;
    if (this.messageCode !== void 0) out.messageCode = this.messageCode;
    if (this.details.length > 0) out.details = this.details;
    return out;
  }
};
var ValidationError = class extends PortalOpsError {
  kind = "validation";
  issues;
  constructor(message2, issues, options = {}) {
    super(message2, { code: "invalid_request", ...options });
    this.issues = issues.map((i) => ({ ...i, message: redact(i.message) }));
  }
  toJSON() {
    return { ...super.toJSON(), issues: this.issues };
  }
};
var ConfigError = class extends PortalOpsError {
  kind = "config";
  constructor(message2, options = {}) {
    super(message2, { code: "invalid_config", ...options });
  }
};
var AuthError = class extends PortalOpsError {
  kind = "auth";
};
var PermissionError = class extends PortalOpsError {
  kind = "permission";
};
var PortalError = class extends PortalOpsError {
  kind = "portal";
};
var TransportError = class extends PortalOpsError {
  kind = "transport";
};
var ConflictError = class extends PortalOpsError {
  kind = "conflict";
};
function redactCause(cause) {
  if (cause instanceof PortalOpsError) return cause;
  if (cause instanceof Error) {
    const copy = new Error(redact(cause.message));
    copy.name = cause.name;
    return copy;
  }
  return typeof cause === "string" ? redact(cause) : void 0;
}

// src/runtime.ts
var systemClock = { now: () => Date.now() };
var silentLogger = { debug() {
}, info() {
}, warn() {
}, error() {
} };
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// src/portal/auth/authConfig.ts
var DEFAULT_REFERER = "portal-ops";
var DEFAULT_EXPIRATION_MINUTES = 60;

// src/portal/auth/requestToken.ts
async function requestPasswordToken(transport, auth, clock) {
  const minutes = auth.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES;
  const referer = auth.referer ?? DEFAULT_REFERER;
  const operation = "generateToken";
  const body = await refusedAsAuth(
    operation,
    `the username/password for "${auth.username}"`,
    () => transport.request({
      operation,
      method: "POST",
      path: "generateToken",
      idempotent: true,
      params: { username: auth.username, password: auth.password, client: "referer", referer, expiration: minutes }
    })
  );
  const obtainedAt = clock.now();
  const token = requireToken(operation, body.token);
  const expiresAt = typeof body.expires === "number" && body.expires > obtainedAt ? body.expires : obtainedAt + minutes * 6e4;
  return { token, expiresAt, obtainedAt };
}
async function requestOAuthToken(transport, auth, clock) {
  const operation = "oauth2/token";
  const body = await refusedAsAuth(
    operation,
    `the client id/secret for "${auth.clientId}"`,
    () => transport.request({
      operation,
      method: "POST",
      path: "oauth2/token",
      idempotent: true,
      params: {
        client_id: auth.clientId,
        client_secret: auth.clientSecret,
        grant_type: "client_credentials",
        expiration: auth.expirationMinutes
      }
    })
  );
  const obtainedAt = clock.now();
  const token = requireToken(operation, body.access_token);
  const seconds = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : (auth.expirationMinutes ?? DEFAULT_EXPIRATION_MINUTES) * 60;
  return { token, expiresAt: obtainedAt + seconds * 1e3, obtainedAt };
}
async function refusedAsAuth(operation, what, call) {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PortalOpsError)) throw err;
    const refused = err.kind === "auth" || err.kind === "permission" || err.kind === "portal" && err.portalCode !== void 0 && err.portalCode >= 400 && err.portalCode < 500;
    if (!refused) throw err;
    const reason = err.message.startsWith(`${operation}: `) ? err.message.slice(operation.length + 2) : err.message;
    throw new AuthError(`${operation}: the portal refused ${what}: ${reason}`, {
      code: "invalid_credentials",
      operation,
      details: err.details,
      ...err.status === void 0 ? {} : { status: err.status },
      ...err.portalCode === void 0 ? {} : { portalCode: err.portalCode },
      ...err.messageCode === void 0 ? {} : { messageCode: err.messageCode }
    });
  }
}
function requireToken(operation, value) {
  if (typeof value !== "string" || value === "") {
    throw new AuthError(`${operation}: the portal answered without a token.`, { code: "invalid_response", operation });
  }
  registerSecret(value);
  return value;
}

// src/portal/auth/tokenProvider.ts
var REFRESH_MARGIN_MS = 2 * 6e4;
function createTokenProvider(auth, deps) {
  const clock = deps.clock ?? systemClock;
  switch (auth.type) {
    case "token": {
      requireValue(auth.token, "token");
      registerSecret(auth.token);
      return staticTokenProvider(auth.token);
    }
    case "password": {
      requireValue(auth.username, "username");
      requireValue(auth.password, "password");
      registerSecret(auth.password);
      const referer = auth.referer ?? DEFAULT_REFERER;
      return new RefreshingTokenProvider("password", clock, () => requestPasswordToken(deps.transport, auth, clock), referer);
    }
    case "oauth": {
      requireValue(auth.clientId, "clientId");
      requireValue(auth.clientSecret, "clientSecret");
      registerSecret(auth.clientSecret);
      return new RefreshingTokenProvider("oauth", clock, () => requestOAuthToken(deps.transport, auth, clock));
    }
  }
}
function staticTokenProvider(token) {
  return {
    type: "token",
    refreshable: false,
    getToken: () => Promise.resolve(token),
    invalidate: () => {
    }
  };
}
var RefreshingTokenProvider = class {
  refreshable = true;
  type;
  referer;
  #clock;
  #issue;
  #cached;
  #inFlight;
  constructor(type, clock, issue2, referer) {
    this.type = type;
    this.#clock = clock;
    this.#issue = issue2;
    if (referer !== void 0) this.referer = referer;
  }
  getToken() {
    const cached2 = this.#cached;
    if (cached2 !== void 0 && !this.#dueForRefresh(cached2)) return Promise.resolve(cached2.token);
    if (this.#inFlight !== void 0) return this.#inFlight;
    const pending = this.#issue().then(
      (issued) => {
        this.#inFlight = void 0;
        this.#cached = issued;
        return issued.token;
      },
      (err) => {
        this.#inFlight = void 0;
        throw err;
      }
    );
    this.#inFlight = pending;
    return pending;
  }
  invalidate(token) {
    if (this.#cached?.token === token) this.#cached = void 0;
  }
  #dueForRefresh(issued) {
    const lifetime = Math.max(0, issued.expiresAt - issued.obtainedAt);
    const margin = Math.min(REFRESH_MARGIN_MS, lifetime * 0.1);
    return this.#clock.now() >= issued.expiresAt - margin;
  }
};
function requireValue(value, name) {
  if (typeof value !== "string" || value.trim() === "") {
    throw new ConfigError(`Portal auth: "${name}" is empty.`, { code: "missing_credentials" });
  }
}

// src/portal/portalResponse.ts
var TRANSIENT_CODES = /* @__PURE__ */ new Set([429, 500, 502, 503, 504]);
var GATEWAY_PHRASE = /bad gateway|gateway time-?out|service (?:temporarily )?unavailable|proxy error|too many requests/i;
var GATEWAY_TITLE = /\b50[234]\b|\b429\b/;
function isTransientStatus(status) {
  return status === 429 || status >= 500;
}
function interpretAnswer(operation, answer) {
  const { status, text } = answer;
  if (status >= 300 && status < 400 || status === 0) return { ok: false, retryable: false, error: redirected(operation, answer) };
  if (looksLikeHtml(answer)) return htmlAnswer(operation, answer);
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    const retryable = isTransientStatus(status);
    const message2 = `${operation}: the portal answered HTTP ${status} with a body that is not JSON` + snippet(text);
    const error2 = retryable ? new TransportError(message2, { code: "http_error", operation, status }) : new PortalError(message2, { code: "invalid_response", operation, status });
    return { ok: false, retryable, error: error2 };
  }
  if (!isObject(parsed)) {
    return {
      ok: false,
      retryable: false,
      error: new PortalError(`${operation}: the portal answered with JSON that is not an object.`, {
        code: "invalid_response",
        operation,
        status
      })
    };
  }
  if (parsed.error !== void 0 && parsed.error !== null) return errorBody(operation, status, parsed);
  if (status < 200 || status >= 300) {
    const retryable = isTransientStatus(status);
    const message2 = `${operation}: the portal answered HTTP ${status}.`;
    const error2 = retryable ? new TransportError(message2, { code: "http_error", operation, status }) : new PortalError(message2, { code: "http_error", operation, status });
    return { ok: false, retryable, error: error2 };
  }
  return { ok: true, body: parsed };
}
function errorBody(operation, status, body) {
  const raw2 = body.error;
  const e = isObject(raw2) ? raw2 : { message: body.error_description ?? raw2, error: raw2 };
  const portalCode = toCode(e.code);
  const messageCode = typeof e.messageCode === "string" ? e.messageCode : void 0;
  const text = typeof e.message === "string" && e.message || typeof e.error_description === "string" && e.error_description || typeof e.error === "string" && e.error || "unknown error";
  const details = Array.isArray(e.details) ? e.details.filter((d) => typeof d === "string") : [];
  const label = [portalCode === void 0 ? void 0 : `code ${portalCode}`, messageCode].filter(Boolean).join(", ");
  const message2 = `${operation}: ${text}` + (label ? ` (${label})` : "") + (details.length > 0 ? `: ${details.join("; ")}` : "");
  const options = {
    operation,
    status,
    details,
    ...portalCode === void 0 ? {} : { portalCode },
    ...messageCode === void 0 ? {} : { messageCode }
  };
  if (portalCode === 498 || portalCode === 499) {
    const code = portalCode === 498 ? "invalid_token" : "token_required";
    return { ok: false, retryable: false, error: new AuthError(message2, { ...options, code }) };
  }
  if (portalCode === 403 || messageCode === "GWM_0003") {
    return { ok: false, retryable: false, error: new PermissionError(message2, { ...options, code: "forbidden" }) };
  }
  const retryable = portalCode !== void 0 && TRANSIENT_CODES.has(portalCode) || isTransientStatus(status);
  return { ok: false, retryable, error: new PortalError(message2, { ...options, code: "portal_error" }) };
}
function htmlAnswer(operation, answer) {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(answer.text)?.[1]?.replace(/\s+/g, " ").trim().slice(0, 120);
  const about = title ? ` ("${title}")` : "";
  const head = answer.text.slice(0, 4096);
  if (isTransientStatus(answer.status) || GATEWAY_TITLE.test(title ?? "") || GATEWAY_PHRASE.test(head)) {
    return {
      ok: false,
      retryable: true,
      error: new TransportError(`${operation}: a gateway or proxy answered HTTP ${answer.status} with an HTML page${about}.`, {
        code: "gateway_error",
        operation,
        status: answer.status
      })
    };
  }
  return {
    ok: false,
    retryable: false,
    error: new PortalError(
      `${operation}: the server answered HTTP ${answer.status} with an HTML page${about} instead of JSON. Check that the portal URL is the REST root ending in /sharing/rest (e.g. https://gis.example.org/portal/sharing/rest), not the home page or a sign-in page.`,
      { code: "unexpected_html", operation, status: answer.status }
    )
  };
}
function redirected(operation, answer) {
  const where = answer.location ? ` to ${stripQuery(answer.location)}` : "";
  return new PortalError(
    `${operation}: the server redirected (HTTP ${answer.status})${where}. Redirects are not followed so that credentials never travel to another address; set the portal URL to the REST root the redirect points to.`,
    { code: "unexpected_redirect", operation, status: answer.status }
  );
}
function looksLikeHtml(answer) {
  if (/text\/html|application\/xhtml/i.test(answer.contentType)) return true;
  return /^\s*</.test(answer.text);
}
function snippet(text) {
  const s3 = text.replace(/\s+/g, " ").trim().slice(0, 80);
  return s3 === "" ? " (empty body)." : ` (starts with "${s3}").`;
}
function stripQuery(location) {
  const cut = location.search(/[?#]/);
  return cut >= 0 ? location.slice(0, cut) : location;
}
function toCode(value) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  return void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/portal/responseShapes.ts
function readSelf(operation, body) {
  requireField(operation, "id", typeof body.id === "string" && body.id !== "", "a non-empty string");
  requireField(operation, "isPortal", typeof body.isPortal === "boolean", "a boolean");
  if (body.user !== void 0 && body.user !== null) {
    const user = body.user;
    const ok = isObject(user) && typeof user.username === "string" && typeof user.role === "string";
    requireField(operation, "user", ok, "an object with username and role");
  }
  return body;
}
function readSettings(_operation, body) {
  return body;
}
function readRole(operation, value) {
  const ok = isObject(value) && typeof value.id === "string" && value.id !== "" && typeof value.name === "string";
  if (!ok) throw invalidResponse(operation, "a role without a string id and name");
  if (value.privileges !== void 0) readPrivilegeList(operation, value.privileges);
  return value;
}
function readPrivilegeList(operation, value) {
  if (!Array.isArray(value) || !value.every((p) => typeof p === "string")) {
    throw invalidResponse(operation, "privileges that are not an array of strings");
  }
  return [...value];
}
function requireSuccess(operation, body) {
  if (body.success !== true) {
    throw new PortalError(`${operation}: the portal did not report success (success=${JSON.stringify(body.success ?? null)}).`, {
      code: "unsuccessful",
      operation
    });
  }
}
function pathSegment(what, value) {
  if (typeof value === "string" && /^[A-Za-z0-9]{1,64}$/.test(value)) return value;
  const shown = JSON.stringify(String(value).slice(0, 64));
  throw new ValidationError(`${what} ${shown} is not a valid id: ids are 1-64 letters and digits.`, [
    { path: "", message: `${what} must be alphanumeric` }
  ], { code: "invalid_id" });
}
function requireField(operation, field, ok, expected) {
  if (!ok) throw invalidResponse(operation, `"${field}" that is not ${expected}`);
}
function invalidResponse(operation, what) {
  return new PortalError(`${operation}: the portal answered with ${what}.`, { code: "invalid_response", operation });
}

// src/portal/restRoot.ts
var SUFFIX = "/sharing/rest";
var SEGMENT = /^[A-Za-z0-9._~-]+$/;
function parseRestRoot(input) {
  const text = input.trim();
  if (text === "") throw invalid("The portal URL is empty; expected e.g. https://gis.example.org/portal/sharing/rest.");
  let url2;
  try {
    url2 = new URL(text);
  } catch {
    throw invalid(
      "The portal URL is not an absolute URL; expected e.g. https://gis.example.org/portal/sharing/rest or https://example.maps.arcgis.com/sharing/rest."
    );
  }
  if (url2.username !== "" || url2.password !== "") {
    throw invalid(
      `The portal URL for ${url2.protocol}//${url2.host} contains credentials; remove them and configure a token, username/password or client id/secret instead.`
    );
  }
  const shown = `${url2.protocol}//${url2.host}${url2.pathname}`;
  if (url2.protocol !== "https:" && url2.protocol !== "http:") {
    throw invalid(`The portal URL ${shown} must use https.`);
  }
  if (text.includes("?") || text.includes("#")) {
    throw invalid(`The portal URL ${shown} must not contain a query string or fragment; give the REST root only.`);
  }
  if (url2.protocol === "http:" && !isLoopback(url2.hostname)) {
    throw invalid(
      `The portal URL ${shown} uses plain http; credentials are only sent over https (plain http is allowed for localhost/127.0.0.1/[::1] only). Use https://${url2.host}${url2.pathname}.`
    );
  }
  const path = url2.pathname.replace(/\/+$/, "");
  const origin = `${url2.protocol}//${url2.host}`;
  if (!path.endsWith(SUFFIX)) throw invalid(notRestRootMessage(origin, path));
  const contextPath = path.slice(0, -SUFFIX.length);
  const segments = contextPath === "" ? [] : contextPath.slice(1).split("/");
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) {
      throw invalid(`The portal URL ${shown} has an unusable web context segment "${segment}".`);
    }
  }
  const root = `${origin}${path}`;
  if (segments.length === 0) return { root, hosted: true };
  return { root, hosted: false, context: segments.join("/") };
}
function isLoopback(hostname) {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host === "[::1]" || host === "::1") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
function notRestRootMessage(origin, path) {
  const base = `The portal URL ${origin}${path || "/"} is not a REST root (it must end in /sharing/rest).`;
  const inside = path.indexOf(`${SUFFIX}/`);
  if (inside >= 0) return `${base} Use ${origin}${path.slice(0, inside + SUFFIX.length)}.`;
  if (path.endsWith("/sharing")) return `${base} Use ${origin}${path}/rest.`;
  const home = /^(.*)\/home(?:\/.*)?$/.exec(path);
  if (home) return `${base} Use ${origin}${home[1] ?? ""}${SUFFIX}.`;
  if (path.endsWith("/portaladmin")) return `${base} Use ${origin}${path.slice(0, -"/portaladmin".length)}${SUFFIX}.`;
  if (path === "") {
    return `${base} For a hosted organization use ${origin}${SUFFIX}; for a self-hosted portal use ${origin}/<context>${SUFFIX} (e.g. ${origin}/portal${SUFFIX}).`;
  }
  return `${base} If ${path.slice(1)} is the portal's web context, use ${origin}${path}${SUFFIX}.`;
}
function invalid(message2) {
  return new ConfigError(message2, { code: "invalid_portal_url" });
}

// src/portal/retryPolicy.ts
var DEFAULT_RETRY = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 1e4,
  maxRetryAfterMs: 6e4
};
function resolveRetryOptions(options) {
  const merged = { ...DEFAULT_RETRY, ...options };
  return {
    maxAttempts: Math.max(1, Math.floor(merged.maxAttempts)),
    baseDelayMs: Math.max(0, merged.baseDelayMs),
    maxDelayMs: Math.max(0, merged.maxDelayMs),
    maxRetryAfterMs: Math.max(0, merged.maxRetryAfterMs)
  };
}
function retryDelay(failedAttempt, options, random, retryAfterMs) {
  if (retryAfterMs !== void 0) return Math.min(Math.max(0, retryAfterMs), options.maxRetryAfterMs);
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (failedAttempt - 1));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}
function parseRetryAfter(value, now) {
  if (value === null) return void 0;
  const text = value.trim();
  if (text === "") return void 0;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1e3);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return void 0;
  return Math.max(0, at - now);
}

// src/portal/transport.ts
var DEFAULT_TIMEOUT_MS = 3e4;
var RESERVED = /* @__PURE__ */ new Set(["f", "token"]);
var SAFE_PATH = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;
var PortalTransport = class {
  root;
  timeoutMs;
  #fetch;
  #clock;
  #logger;
  #retry;
  #sleep;
  #random;
  constructor(options) {
    this.root = options.root.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#fetch = options.fetch;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
    this.#retry = resolveRetryOptions(options.retry);
    this.#sleep = options.sleep ?? sleep;
    this.#random = options.random ?? Math.random;
  }
  /** Performs the call (with retries when allowed) and returns the portal's JSON object, or throws a typed error. */
  async request(req) {
    const { url: url2, init } = this.#build(req);
    const idempotent = req.idempotent ?? req.method === "GET";
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#attempt(req.operation, url2, init);
      if (outcome.ok) return outcome.body;
      if (!outcome.retryable) throw attempt > 1 ? annotate(outcome.error, ` (on attempt ${attempt})`) : outcome.error;
      if (!idempotent) {
        throw annotate(
          outcome.error,
          ` Not retried because ${req.operation} is not idempotent; check whether it took effect before repeating it.`
        );
      }
      if (attempt >= this.#retry.maxAttempts) throw annotate(outcome.error, afterAttempts(attempt));
      const delayMs = retryDelay(attempt, this.#retry, this.#random, outcome.retryAfterMs);
      this.#logger.warn("portal.retry", { operation: req.operation, attempt, delayMs, reason: reasonOf(outcome.error) });
      await this.#sleep(delayMs);
    }
  }
  #build(req) {
    if (!SAFE_PATH.test(req.path) || req.path.split("/").some((s3) => s3 === "." || s3 === "..")) {
      throw new ValidationError(`${req.operation}: refusing to call an unsafe path`, [
        { path: "", message: `path "${req.path}" is not a plain relative REST path` }
      ]);
    }
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(req.params ?? {})) {
      if (RESERVED.has(key.toLowerCase())) {
        throw new ValidationError(`${req.operation}: "${key}" is set by the transport, not by callers`, [
          { path: key, message: "reserved parameter" }
        ]);
      }
      const encoded = encodeParam(value);
      if (encoded !== void 0) form.append(key, encoded);
    }
    form.set("f", "json");
    const headers = { Accept: "application/json" };
    if (req.referer !== void 0) headers["Referer"] = req.referer;
    let url2 = `${this.root}/${req.path}`;
    const init = { method: req.method, headers, redirect: "manual" };
    if (req.method === "GET") {
      url2 += `?${form.toString()}`;
      if (req.token !== void 0) headers["X-Esri-Authorization"] = `Bearer ${req.token}`;
    } else {
      if (req.token !== void 0) form.set("token", req.token);
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      init.body = form.toString();
    }
    return { url: url2, init };
  }
  async #attempt(operation, url2, init) {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const started = this.#clock.now();
    try {
      const res = await untilAborted(this.#fetch(url2, { ...init, signal }), signal);
      const text = await untilAborted(res.text(), signal);
      const outcome = interpretAnswer(operation, {
        status: res.status,
        contentType: res.headers.get("content-type") ?? "",
        location: res.headers.get("location"),
        text
      });
      this.#logger.debug("portal.response", { operation, status: res.status, ms: this.#clock.now() - started });
      if (outcome.ok || !outcome.retryable) return outcome;
      const retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), this.#clock.now());
      return retryAfterMs === void 0 ? outcome : { ...outcome, retryAfterMs };
    } catch (err) {
      if (err instanceof PortalOpsError) return { ok: false, retryable: false, error: err };
      if (signal.aborted) {
        return {
          ok: false,
          retryable: true,
          error: new TransportError(`${operation}: no answer from the portal within ${this.timeoutMs} ms.`, {
            code: "timeout",
            operation
          })
        };
      }
      return {
        ok: false,
        retryable: true,
        error: new TransportError(`${operation}: network error: ${describe(err)}`, {
          code: "network_error",
          operation,
          cause: err
        })
      };
    }
  }
};
function encodeParam(value) {
  if (value === void 0) return void 0;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
function untilAborted(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error2) => {
        signal.removeEventListener("abort", onAbort);
        reject(error2);
      }
    );
  });
}
function describe(err) {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause;
  const inner = cause && typeof cause === "object" ? [cause.code, cause.message].filter((x2) => typeof x2 === "string") : [];
  return inner.length > 0 ? `${err.message} (${inner.join(": ")})` : err.message;
}
function reasonOf(error2) {
  const parts = [error2.code];
  if (error2.portalCode !== void 0) parts.push(`portal ${error2.portalCode}`);
  else if (error2.status !== void 0) parts.push(`HTTP ${error2.status}`);
  return parts.join(" ");
}
function afterAttempts(attempts) {
  return ` (gave up after ${attempts} attempts)`;
}
function annotate(error2, suffix) {
  const options = {
    code: error2.code,
    details: error2.details,
    ...error2.operation === void 0 ? {} : { operation: error2.operation },
    ...error2.status === void 0 ? {} : { status: error2.status },
    ...error2.portalCode === void 0 ? {} : { portalCode: error2.portalCode },
    ...error2.messageCode === void 0 ? {} : { messageCode: error2.messageCode },
    ...error2.cause === void 0 ? {} : { cause: error2.cause }
  };
  const message2 = error2.message.replace(/\.?$/, ".") + suffix;
  switch (error2.kind) {
    case "transport":
      return new TransportError(message2, options);
    case "portal":
      return new PortalError(message2, options);
    case "auth":
      return new AuthError(message2, options);
    case "permission":
      return new PermissionError(message2, options);
    default:
      return error2;
  }
}

// src/portal/client.ts
var ROLES_PAGE_SIZE = 100;
var MAX_ROLE_PAGES = 1e3;
var PortalClient = class {
  /** The normalized REST root. */
  root;
  /** What the URL suggests (`/sharing/rest` without context); `self().isPortal` is the truth. */
  hostedHint;
  #transport;
  #tokens;
  constructor(options) {
    const parsed = parseRestRoot(options.root);
    this.root = parsed.root;
    this.hostedHint = parsed.hosted;
    const clock = options.clock ?? systemClock;
    this.#transport = new PortalTransport({
      root: parsed.root,
      fetch: options.fetch,
      clock,
      ...options.logger === void 0 ? {} : { logger: options.logger },
      ...options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs },
      ...options.retry === void 0 ? {} : { retry: options.retry },
      ...options.sleep === void 0 ? {} : { sleep: options.sleep },
      ...options.random === void 0 ? {} : { random: options.random }
    });
    this.#tokens = createTokenProvider(options.auth, { transport: this.#transport, clock });
  }
  /** `GET portals/self`: the organization and the signed-in user. */
  async self() {
    const operation = "portals/self";
    return readSelf(operation, await this.#call({ operation, method: "GET", path: "portals/self" }));
  }
  async getSettings(portalId) {
    const operation = "settings";
    const path = `portals/${pathSegment("portal id", portalId)}/settings`;
    return readSettings(operation, await this.#call({ operation, method: "GET", path }));
  }
  /** Sends exactly the given top-level fields (objects as JSON text); each replaces the portal's value whole. */
  async updateSettings(portalId, fields) {
    const operation = "settings/update";
    const path = `portals/${pathSegment("portal id", portalId)}/settings/update`;
    const params = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === void 0) continue;
      if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) {
        throw new ValidationError(`${operation}: "${key}" is not a settings field name`, [{ path: key, message: "invalid field name" }]);
      }
      params[key] = value;
    }
    if (Object.keys(params).length === 0) {
      throw new ValidationError(`${operation}: nothing to send`, [{ path: "", message: "no fields given" }]);
    }
    const body = await this.#call({ operation, method: "POST", path, params, idempotent: true });
    requireSuccess(operation, body);
  }
  /** Every custom role, following `nextStart` across pages of 100. */
  async listRoles(portalId, options = {}) {
    const operation = "roles";
    const path = `portals/${pathSegment("portal id", portalId)}/roles`;
    const roles = [];
    let start = 1;
    for (let page = 1; page <= MAX_ROLE_PAGES; page++) {
      const params = { start, num: ROLES_PAGE_SIZE, returnPrivileges: options.privileges === true ? true : void 0 };
      const body = await this.#call({ operation, method: "GET", path, params });
      if (!Array.isArray(body.roles)) throw invalidResponse(operation, 'no "roles" array');
      for (const role of body.roles) roles.push(readRole(operation, role));
      const next = toInteger(body.nextStart);
      if (next === void 0 || next === -1) return roles;
      if (next <= start) {
        throw new PortalError(`${operation}: the portal's nextStart (${next}) does not advance past start ${start}; stopped paging.`, {
          code: "invalid_paging",
          operation
        });
      }
      start = next;
    }
    throw new PortalError(`${operation}: more than ${MAX_ROLE_PAGES} pages of roles; stopped paging.`, {
      code: "invalid_paging",
      operation
    });
  }
  async getRole(portalId, roleId) {
    const operation = "role";
    return readRole(operation, await this.#call({ operation, method: "GET", path: rolePath(portalId, roleId) }));
  }
  async getRolePrivileges(portalId, roleId) {
    const operation = "roles/privileges";
    const body = await this.#call({ operation, method: "GET", path: `${rolePath(portalId, roleId)}/privileges` });
    return readPrivilegeList(operation, body.privileges);
  }
  /** Replaces the role's privileges with exactly `privileges` (form field `privileges={"privileges":[...]}`). */
  async setRolePrivileges(portalId, roleId, privileges) {
    const operation = "roles/setPrivileges";
    if (!Array.isArray(privileges) || !privileges.every((p) => typeof p === "string" && p !== "")) {
      throw new ValidationError(`${operation}: privileges must be non-empty strings`, [{ path: "privileges", message: "not a list of strings" }]);
    }
    const path = `${rolePath(portalId, roleId)}/setPrivileges`;
    const params = { privileges: { privileges: [...privileges] } };
    requireSuccess(operation, await this.#call({ operation, method: "POST", path, params, idempotent: true }));
  }
  /** Not idempotent: never retried, since a lost answer may hide a role that was created. */
  async createRole(portalId, role) {
    const operation = "createRole";
    const path = `portals/${pathSegment("portal id", portalId)}/createRole`;
    const params = { name: role.name, description: role.description };
    const body = await this.#call({ operation, method: "POST", path, params, idempotent: false });
    requireSuccess(operation, body);
    if (typeof body.id !== "string" || body.id === "") throw invalidResponse(operation, 'no role "id"');
    return { id: body.id };
  }
  /** Sends the full name/description given, so repeating it is safe. */
  async updateRole(portalId, roleId, role) {
    const operation = "roles/update";
    const params = { name: role.name, description: role.description };
    const body = await this.#call({ operation, method: "POST", path: `${rolePath(portalId, roleId)}/update`, params, idempotent: true });
    requireSuccess(operation, body);
  }
  async deleteRole(portalId, roleId) {
    const operation = "roles/delete";
    const body = await this.#call({ operation, method: "POST", path: `${rolePath(portalId, roleId)}/delete`, idempotent: false });
    requireSuccess(operation, body);
  }
  /** One authenticated call; on 498/499 the token is refreshed once and the call repeated once. */
  async #call(call) {
    const token = await this.#tokens.getToken();
    try {
      return await this.#send(call, token);
    } catch (err) {
      if (!isTokenRejection(err)) throw err;
      if (!this.#tokens.refreshable) {
        throw new AuthError(
          `${call.operation}: the configured token or API key is invalid or expired (portal code ${err.portalCode}). Issue a new one and update the configuration.`,
          authOptions(err)
        );
      }
      this.#tokens.invalidate(token);
      const fresh = await this.#tokens.getToken();
      try {
        return await this.#send(call, fresh);
      } catch (again) {
        if (!isTokenRejection(again)) throw again;
        throw new AuthError(
          `${call.operation}: the portal rejected a freshly issued token too (portal code ${again.portalCode}); check that the account can use this portal and that the URL points at the portal that issued the token.`,
          authOptions(again)
        );
      }
    }
  }
  #send(call, token) {
    const referer = this.#tokens.referer;
    return this.#transport.request({ ...call, token, ...referer === void 0 ? {} : { referer } });
  }
};
function rolePath(portalId, roleId) {
  return `portals/${pathSegment("portal id", portalId)}/roles/${pathSegment("role id", roleId)}`;
}
function isTokenRejection(err) {
  return err instanceof AuthError && (err.portalCode === 498 || err.portalCode === 499);
}
function authOptions(err) {
  return {
    code: err.code,
    ...err.operation === void 0 ? {} : { operation: err.operation },
    ...err.status === void 0 ? {} : { status: err.status },
    ...err.portalCode === void 0 ? {} : { portalCode: err.portalCode },
    ...err.messageCode === void 0 ? {} : { messageCode: err.messageCode },
    cause: err
  };
}
function toInteger(value) {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  return void 0;
}

// src/portal/types.ts
var PREBUILT_ROLES = {
  iAAAAAAAAAAAAAAA: "Viewer",
  iBBBBBBBBBBBBBBB: "Data Editor"
};
function isDefaultAdministrator(user) {
  return user !== void 0 && user.role === "org_admin" && (user.roleId === void 0 || user.roleId === "");
}

// node_modules/zod/v4/core/util.js
var util_exports = {};
__export(util_exports, {
  BIGINT_FORMAT_RANGES: () => BIGINT_FORMAT_RANGES,
  CONSTANT_CATCH: () => CONSTANT_CATCH,
  Class: () => Class,
  NUMBER_FORMAT_RANGES: () => NUMBER_FORMAT_RANGES,
  aborted: () => aborted,
  allowsEval: () => allowsEval,
  assert: () => assert,
  assertEqual: () => assertEqual,
  assertIs: () => assertIs,
  assertNever: () => assertNever,
  assertNotEqual: () => assertNotEqual,
  assignProp: () => assignProp,
  attachSchema: () => attachSchema,
  base64ToUint8Array: () => base64ToUint8Array,
  base64urlToUint8Array: () => base64urlToUint8Array,
  cached: () => cached,
  captureStackTrace: () => captureStackTrace,
  cleanEnum: () => cleanEnum,
  cleanRegex: () => cleanRegex,
  clone: () => clone,
  cloneDef: () => cloneDef,
  codePointLength: () => codePointLength,
  constantCatch: () => constantCatch,
  createTransparentProxy: () => createTransparentProxy,
  defineLazy: () => defineLazy,
  defineLazyInternal: () => defineLazyInternal,
  derived: () => derived,
  esc: () => esc,
  escapeRegex: () => escapeRegex,
  explicitlyAborted: () => explicitlyAborted,
  extend: () => extend,
  finalizeIssue: () => finalizeIssue,
  floatSafeRemainder: () => floatSafeRemainder,
  getElementAtPath: () => getElementAtPath,
  getEnumValues: () => getEnumValues,
  getLengthableOrigin: () => getLengthableOrigin,
  getParsedType: () => getParsedType,
  getSizableOrigin: () => getSizableOrigin,
  hexToUint8Array: () => hexToUint8Array,
  hide: () => hide,
  installLazyProp: () => installLazyProp,
  isObject: () => isObject2,
  isPlainObject: () => isPlainObject,
  issue: () => issue,
  joinValues: () => joinValues,
  jsonStringifyReplacer: () => jsonStringifyReplacer,
  members: () => members,
  merge: () => merge,
  mergeDefs: () => mergeDefs,
  normalizeParams: () => normalizeParams,
  nullish: () => nullish,
  numKeys: () => numKeys,
  objectClone: () => objectClone,
  omit: () => omit,
  optionalKeys: () => optionalKeys,
  own: () => own,
  parsedType: () => parsedType,
  partial: () => partial,
  pick: () => pick,
  prefixIssues: () => prefixIssues,
  primitiveTypes: () => primitiveTypes,
  promiseAllObject: () => promiseAllObject,
  propertyKeyTypes: () => propertyKeyTypes,
  randomString: () => randomString,
  rawShape: () => rawShape,
  required: () => required,
  safeExtend: () => safeExtend,
  shallowClone: () => shallowClone,
  sizeCaps: () => sizeCaps,
  slugify: () => slugify,
  stringifyPrimitive: () => stringifyPrimitive,
  toZod: () => toZod,
  uint8ArrayToBase64: () => uint8ArrayToBase64,
  uint8ArrayToBase64url: () => uint8ArrayToBase64url,
  uint8ArrayToHex: () => uint8ArrayToHex,
  unwrapMessage: () => unwrapMessage
});
function assertEqual(val) {
  return val;
}
function assertNotEqual(val) {
  return val;
}
function toZod() {
  return (schema) => schema;
}
function assertIs(_arg) {
}
function assertNever(_x) {
  throw new Error("Unexpected value in exhaustive check");
}
function assert(_2) {
}
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v2) => typeof v2 === "number");
  const values = Object.entries(entries).filter(([k2, _2]) => numericValues.indexOf(+k2) === -1).map(([_2, v2]) => v2);
  return values;
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_2, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith("^") ? 1 : 0;
  const end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
  const ratio = val / step;
  const roundedRatio = Math.round(ratio);
  const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
  if (Math.abs(ratio - roundedRatio) < tolerance)
    return 0;
  return ratio - roundedRatio;
}
var EVALUATING = /* @__PURE__ */ Symbol("evaluating");
function defineLazy(object, key, getter) {
  let value = void 0;
  Object.defineProperty(object, key, {
    get() {
      if (value === EVALUATING) {
        return void 0;
      }
      if (value === void 0) {
        value = EVALUATING;
        value = getter();
      }
      return value;
    },
    set(v2) {
      Object.defineProperty(object, key, {
        value: v2
        // configurable: true,
      });
    },
    configurable: true
  });
}
function objectClone(obj) {
  return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function sourceShape(schema) {
  return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
function deferProp(target, key, getter) {
  Object.defineProperty(target, key, {
    get() {
      const value = getter();
      assignProp(this, key, value);
      return value;
    },
    enumerable: true,
    configurable: true
  });
}
function putProp(target, key, value) {
  if (key in target)
    assignProp(target, key, value);
  else
    target[key] = value;
}
function mirrorShape(target, source, keys, wrap) {
  const raw2 = sourceShape(source);
  for (const key of keys) {
    const desc = Object.getOwnPropertyDescriptor(raw2, key);
    if (!desc.enumerable)
      continue;
    if (desc.get) {
      deferProp(target, key, () => {
        const value = source._zod.def.shape[key];
        return wrap ? wrap(value, key) : value;
      });
    } else
      putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
  }
}
function mirrorProps(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    const desc = Object.getOwnPropertyDescriptor(source, key);
    if (!desc.enumerable)
      continue;
    if (desc.get)
      deferProp(target, key, () => source[key]);
    else
      putProp(target, key, desc.value);
  }
}
function mergeDefs(...defs) {
  const mergedDescriptors = {};
  for (const def of defs) {
    const descriptors = Object.getOwnPropertyDescriptors(def);
    Object.assign(mergedDescriptors, descriptors);
  }
  return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
  return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
  if (!path)
    return obj;
  return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
  const keys = Object.keys(promisesObj);
  const promises = keys.map((key) => promisesObj[key]);
  return Promise.all(promises).then((results) => {
    const resolvedObj = {};
    for (let i = 0; i < keys.length; i++) {
      resolvedObj[keys[i]] = results[i];
    }
    return resolvedObj;
  });
}
function randomString(length = 10) {
  const chars = "abcdefghijklmnopqrstuvwxyz";
  let str = "";
  for (let i = 0; i < length; i++) {
    str += chars[Math.floor(Math.random() * chars.length)];
  }
  return str;
}
function esc(str) {
  return JSON.stringify(str);
}
function slugify(input) {
  return input.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject2(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
var allowsEval = /* @__PURE__ */ cached(() => {
  if (globalConfig.jitless) {
    return false;
  }
  if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
    return false;
  }
  try {
    const F2 = Function;
    new F2("");
    return true;
  } catch (_2) {
    return false;
  }
});
function isPlainObject(o) {
  if (isObject2(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject2(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function numKeys(data) {
  let keyCount = 0;
  for (const key in data) {
    if (Object.prototype.hasOwnProperty.call(data, key)) {
      keyCount++;
    }
  }
  return keyCount;
}
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return "undefined";
    case "string":
      return "string";
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "boolean":
      return "boolean";
    case "function":
      return "function";
    case "bigint":
      return "bigint";
    case "symbol":
      return "symbol";
    case "object":
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return "promise";
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return "map";
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return "set";
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return "date";
      }
      if (typeof File !== "undefined" && data instanceof File) {
        return "file";
      }
      return "object";
    default:
      throw new Error(`Unknown data type: ${t}`);
  }
};
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
var primitiveTypes = /* @__PURE__ */ new Set([
  "string",
  "number",
  "bigint",
  "boolean",
  "symbol",
  "undefined"
]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function createTransparentProxy(getter) {
  let target;
  return new Proxy({}, {
    get(_2, prop, receiver) {
      target ?? (target = getter());
      return Reflect.get(target, prop, receiver);
    },
    set(_2, prop, value, receiver) {
      target ?? (target = getter());
      return Reflect.set(target, prop, value, receiver);
    },
    has(_2, prop) {
      target ?? (target = getter());
      return Reflect.has(target, prop);
    },
    deleteProperty(_2, prop) {
      target ?? (target = getter());
      return Reflect.deleteProperty(target, prop);
    },
    ownKeys(_2) {
      target ?? (target = getter());
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor(_2, prop) {
      target ?? (target = getter());
      return Reflect.getOwnPropertyDescriptor(target, prop);
    },
    defineProperty(_2, prop, descriptor) {
      target ?? (target = getter());
      return Reflect.defineProperty(target, prop, descriptor);
    }
  });
}
function stringifyPrimitive(value) {
  if (typeof value === "bigint")
    return value.toString() + "n";
  if (typeof value === "string")
    return `"${value}"`;
  return `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k2) => {
    return shape[k2]._zod.optin !== void 0 && shape[k2]._zod.optout === "optional";
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}))();
var BIGINT_FORMAT_RANGES = {
  int64: [/* @__PURE__ */ BigInt("-9223372036854775808"), /* @__PURE__ */ BigInt("9223372036854775807")],
  uint64: [/* @__PURE__ */ BigInt(0), /* @__PURE__ */ BigInt("18446744073709551615")]
};
function pick(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".pick() cannot be used on object schemas containing refinements");
  }
  const newShape = {};
  mirrorShape(newShape, schema, maskedKeys(schema, mask));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function maskedKeys(schema, mask) {
  const raw2 = sourceShape(schema);
  const keys = [];
  for (const key of Reflect.ownKeys(mask)) {
    if (!Object.getOwnPropertyDescriptor(raw2, key)?.enumerable) {
      throw new Error(`Unrecognized key: "${String(key)}"`);
    }
    if (mask[key])
      keys.push(key);
  }
  return keys;
}
function omit(schema, mask) {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(".omit() cannot be used on object schemas containing refinements");
  }
  const omitted = new Set(maskedKeys(schema, mask));
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
  return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to extend: expected a plain object");
  }
  const checks = schema._zod.def.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    const existingShape = sourceShape(schema);
    for (const key of Reflect.ownKeys(shape)) {
      if (Object.getOwnPropertyDescriptor(existingShape, key) !== void 0) {
        throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
      }
    }
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function extended(schema, shape) {
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
  mirrorProps(newShape, shape);
  return newShape;
}
function safeExtend(schema, shape) {
  if (!isPlainObject(shape)) {
    throw new Error("Invalid input to safeExtend: expected a plain object");
  }
  return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b2) {
  if (!b2?._zod?.def) {
    throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
  }
  if (a._zod.def.checks?.length) {
    throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
  }
  const newShape = {};
  mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
  mirrorShape(newShape, b2, Reflect.ownKeys(sourceShape(b2)));
  const def = mergeDefs(a._zod.def, {
    shape: newShape,
    get catchall() {
      return b2._zod.def.catchall;
    },
    checks: b2._zod.def.checks ?? []
  });
  return clone(a, def);
}
function partial(Class2, schema, mask, name = "partial") {
  const currDef = schema._zod.def;
  const checks = currDef.checks;
  const hasChecks = checks && checks.length > 0;
  if (hasChecks) {
    throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
  }
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class2 && ((value, key) => selected && !selected.has(key) ? value : new Class2({ type: "optional", innerType: value })));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class2, schema, mask) {
  const selected = mask ? new Set(maskedKeys(schema, mask)) : void 0;
  const newShape = {};
  mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => (
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class2({ type: "nonoptional", innerType: value })
  ));
  return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
function aborted(x2, startIndex = 0) {
  if (x2.aborted === true)
    return true;
  for (let i = startIndex; i < x2.issues.length; i++) {
    if (x2.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x2, startIndex = 0) {
  if (x2.aborted === true)
    return true;
  for (let i = startIndex; i < x2.issues.length; i++) {
    if (x2.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message2) {
  return typeof message2 === "string" ? message2 : message2?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message2 = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k2 of Object.keys(iss)) {
    if (k2 === "inst" || k2 === "schema" || k2 === "continue" || k2 === "input" || k2 === "__proto__")
      continue;
    full[k2] = iss[k2];
  }
  full.path ?? (full.path = []);
  full.message = message2;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function getSizableOrigin(input) {
  if (input instanceof Set)
    return "set";
  if (input instanceof Map)
    return "map";
  if (input instanceof File)
    return "file";
  return "unknown";
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input))
    return "array";
  if (typeof input === "string")
    return "string";
  return "unknown";
}
function parsedType(data) {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "nan" : "number";
    }
    case "object": {
      if (data === null) {
        return "null";
      }
      if (Array.isArray(data)) {
        return "array";
      }
      const obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
        return obj.constructor.name;
      }
    }
  }
  return t;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function cleanEnum(obj) {
  return Object.entries(obj).filter(([k2, _2]) => {
    return Number.isNaN(Number.parseInt(k2, 10));
  }).map((el) => el[1]);
}
function base64ToUint8Array(base642) {
  const binaryString = atob(base642);
  const bytes = new Uint8Array(binaryString.length);
  for (let i = 0; i < binaryString.length; i++) {
    bytes[i] = binaryString.charCodeAt(i);
  }
  return bytes;
}
function uint8ArrayToBase64(bytes) {
  let binaryString = "";
  for (let i = 0; i < bytes.length; i++) {
    binaryString += String.fromCharCode(bytes[i]);
  }
  return btoa(binaryString);
}
function base64urlToUint8Array(base64url2) {
  const base642 = base64url2.replace(/-/g, "+").replace(/_/g, "/");
  const padding = "=".repeat((4 - base642.length % 4) % 4);
  return base64ToUint8Array(base642 + padding);
}
function uint8ArrayToBase64url(bytes) {
  return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
  const cleanHex = hex.replace(/^0x/, "");
  if (cleanHex.length % 2 !== 0) {
    throw new Error("Invalid hex string length");
  }
  const bytes = new Uint8Array(cleanHex.length / 2);
  for (let i = 0; i < cleanHex.length; i += 2) {
    bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
  }
  return bytes;
}
function uint8ArrayToHex(bytes) {
  return Array.from(bytes).map((b2) => b2.toString(16).padStart(2, "0")).join("");
}
var Class = class {
  constructor(..._args) {
  }
};
function members(proto, table2) {
  for (const key in table2) {
    const desc = Object.getOwnPropertyDescriptor(table2, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
// @__NO_SIDE_EFFECTS__
function derived(computes, table2) {
  for (const key in computes) {
    const compute = computes[key];
    Object.defineProperty(table2, key, {
      configurable: true,
      enumerable: true,
      get() {
        return own(this, key, compute(this));
      },
      set(value) {
        own(this, key, value);
      }
    });
  }
  return table2;
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  }
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var CONSTANT_CATCH = "~constantCatch";
function constantCatch(value) {
  const fn = () => value;
  fn[CONSTANT_CATCH] = true;
  return fn;
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  const E2 = _E;
  if (E2) {
    const saved = E2.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E2.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E2.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer3, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _2;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer3(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _2.prototype;
    for (const k2 in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k2))
        continue;
      if (!(k2 in inst)) {
        inst[k2] = proto2[k2].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _2(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_2, "init", { value: init });
  Object.defineProperty(_2, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_2, "name", { value: name });
  return _2;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
var $ZodEncodeError = class extends Error {
  constructor(name) {
    super(`Encountered unidirectional transform during encode: ${name}`);
    this.name = "ZodEncodeError";
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = "$ZodError";
  _issuesDesc.value = def;
  Object.defineProperty(inst, "issues", _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, "message", _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, "toString", {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
      }
    });
  }
};
var $ZodError = $constructor("$ZodError", initializer);
var $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});
function node(obj, key, make) {
  if (!Object.prototype.hasOwnProperty.call(obj, key)) {
    if (key === "__proto__") {
      Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
    } else {
      obj[key] = make();
    }
  }
  return obj[key];
}
function flattenError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = {};
  const formErrors = [];
  for (const sub of error2.issues) {
    if (sub.path.length > 0) {
      node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
    } else {
      formErrors.push(mapper(sub));
    }
  }
  return { formErrors, fieldErrors };
}
function formatError(error2, mapper = (issue2) => issue2.message) {
  const fieldErrors = { _errors: [] };
  const processError = (error3, path = []) => {
    for (const issue2 of error3.issues) {
      if (issue2.code === "invalid_union" && issue2.errors.length) {
        issue2.errors.map((issues) => processError({ issues }, [...path, ...issue2.path]));
      } else if (issue2.code === "invalid_key") {
        processError({ issues: issue2.issues }, [...path, ...issue2.path]);
      } else if (issue2.code === "invalid_element") {
        processError({ issues: issue2.issues }, [...path, ...issue2.path]);
      } else {
        const fullpath = [...path, ...issue2.path];
        if (fullpath.length === 0) {
          fieldErrors._errors.push(mapper(issue2));
        } else {
          let curr = fieldErrors;
          let i = 0;
          while (i < fullpath.length) {
            const el = fullpath[i];
            const terminal = i === fullpath.length - 1;
            if (el === "_errors") {
              if (terminal)
                curr._errors.push(mapper(issue2));
              i++;
              continue;
            }
            if (!Object.prototype.hasOwnProperty.call(curr, el)) {
              Object.defineProperty(curr, el, {
                value: { _errors: [] },
                enumerable: true,
                writable: true,
                configurable: true
              });
            }
            const node2 = curr[el];
            if (terminal) {
              node2._errors.push(mapper(issue2));
            }
            curr = node2;
            i++;
          }
        }
      }
    }
  };
  processError(error2);
  return fieldErrors;
}

// node_modules/zod/v4/core/parse.js
function finalizeParams(callee, params) {
  return { callee: params?.callee ?? callee, Err: params?.Err };
}
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: false,
    get error() {
      if (!error2) {
        error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error2;
    },
    set error(e) {
      error2 = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
var COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
var validate = ((schema, value, _ctx) => {
  const validator = schema._zod.bag.validator;
  if (validator !== void 0) {
    if (validator(value) !== COMPILE_INVALID)
      return true;
    if (validator.definite === true && _ctx === void 0)
      return false;
  }
  return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
  const ctx = _ctx ? { ..._ctx, async: false, abortEarly: true } : { async: false, abortEarly: true };
  const fallbackRun = schema._zod.bag.fallbackRun;
  let result;
  if (fallbackRun) {
    ctx[COMPILE_FALLBACK] = true;
    result = fallbackRun({ value, issues: [] }, ctx);
  } else {
    result = schema._zod.run({ value, issues: [] }, ctx);
  }
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length === 0;
}
var validateAsync = async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true, abortEarly: true } : { async: true, abortEarly: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    result = await result;
  return result.issues.length === 0;
};
var _encode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return parse4(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decode = (_Err) => {
  const parse4 = _parse(_Err);
  const fn = (schema, value, _ctx, _params) => {
    return parse4(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _encodeAsync = (_Err) => {
  const parseAsync2 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return await parseAsync2(schema, value, ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _decodeAsync = (_Err) => {
  const parseAsync2 = _parseAsync(_Err);
  const fn = async (schema, value, _ctx, _params) => {
    return await parseAsync2(schema, value, _ctx, finalizeParams(fn, _params));
  };
  return fn;
};
var _safeEncode = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParse(_Err)(schema, value, ctx);
};
var _safeDecode = (_Err) => (schema, value, _ctx) => {
  return _safeParse(_Err)(schema, value, _ctx);
};
var _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
  return _safeParseAsync(_Err)(schema, value, ctx);
};
var _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
  return _safeParseAsync(_Err)(schema, value, _ctx);
};

// node_modules/zod/v4/core/regexes.js
var cuid = /^[cC][0-9a-z]{6,}$/;
var cuid2 = /^[0-9a-z]+$/;
var ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
var xid = /^[0-9a-vA-V]{20}$/;
var ksuid = /^[A-Za-z0-9]{27}$/;
var nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
  return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
var duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
var uuid = (version2) => {
  if (!version2)
    return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
  return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version2}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
var email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
  return new RegExp(_emoji, "u");
}
var ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
var cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
var cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
var base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
var httpProtocol = /^https?$/;
var e164 = /^\+[1-9]\d{6,14}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
function anchor(source) {
  return new RegExp(`^${source}$`);
}
var date = /* @__PURE__ */ anchor(dateSource);
function timeSource(args) {
  const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  const regex = typeof args.precision === "number" ? args.precision === -1 ? `${hhmm}` : args.precision === 0 ? `${hhmm}:[0-5]\\d` : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}` : args.seconds ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?` : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
  return regex;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  const opts = ["Z"];
  if (args.offset)
    opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
  const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var integer = /^-?\d+$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;
var lowercase = /^[^A-Z]*$/;
var uppercase = /^[^a-z]*$/;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a3;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor("$ZodCheckLessThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_big",
      maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMultipleOf = /* @__PURE__ */ $constructor("$ZodCheckMultipleOf", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    if (typeof payload.value !== typeof def.value)
      throw new Error("Cannot mix number and bigint in multiple_of check.");
    const isMultiple = typeof payload.value === "bigint" ? (
      // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
      def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
    ) : floatSafeRemainder(payload.value, def.value) === 0;
    if (isMultiple)
      return;
    payload.issues.push({
      origin: typeof payload.value,
      code: "not_multiple_of",
      divisor: def.value,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || "float64";
  const isInt = def.format?.includes("int");
  const origin = isInt ? "int" : "number";
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: false,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: "too_big",
            maximum: Number.MAX_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        } else {
          payload.issues.push({
            input,
            code: "too_small",
            minimum: Number.MIN_SAFE_INTEGER,
            note: "Integers must be within the safe integer range.",
            inst,
            origin,
            inclusive: true,
            continue: !def.abort
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_small",
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: "number",
        input,
        code: "too_big",
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor("$ZodCheckMaxLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_big",
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units;
    if (length >= def.minimum)
      return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLengthEquals = /* @__PURE__ */ $constructor("$ZodCheckLengthEquals", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def);
  (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === "string" && units >= def.length && units <= def.length * 2 ? codePointLength(input) : units;
    if (length === def.length)
      return;
    const origin = getLengthableOrigin(input);
    const tooBig = length > def.length;
    payload.issues.push({
      origin,
      ...tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length },
      inclusive: true,
      exact: true,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a3, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
      def.pattern.lastIndex = 0;
      if (def.pattern.test(payload.value))
        return;
      payload.issues.push({
        origin: "string",
        code: "invalid_format",
        format: def.format,
        input: payload.value,
        ...def.pattern ? { pattern: def.pattern.toString() } : {},
        inst,
        continue: !def.abort
      });
    });
  else
    (_b = inst._zod).check ?? (_b.check = () => {
    });
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckLowerCase = /* @__PURE__ */ $constructor("$ZodCheckLowerCase", (inst, def) => {
  def.pattern ?? (def.pattern = lowercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckUpperCase = /* @__PURE__ */ $constructor("$ZodCheckUpperCase", (inst, def) => {
  def.pattern ?? (def.pattern = uppercase);
  $ZodCheckStringFormat.init(inst, def);
});
var $ZodCheckIncludes = /* @__PURE__ */ $constructor("$ZodCheckIncludes", (inst, def) => {
  $ZodCheck.init(inst, def);
  const escapedRegex = escapeRegex(def.includes);
  const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
  def.pattern = pattern;
  inst._zod.check = (payload) => {
    if (payload.value.includes(def.includes, def.position))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "includes",
      includes: def.includes,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStartsWith = /* @__PURE__ */ $constructor("$ZodCheckStartsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.startsWith(def.prefix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "starts_with",
      prefix: def.prefix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckEndsWith = /* @__PURE__ */ $constructor("$ZodCheckEndsWith", (inst, def) => {
  $ZodCheck.init(inst, def);
  const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
  def.pattern ?? (def.pattern = pattern);
  inst._zod.check = (payload) => {
    if (payload.value.endsWith(def.suffix))
      return;
    payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "ends_with",
      suffix: def.suffix,
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckOverwrite = /* @__PURE__ */ $constructor("$ZodCheckOverwrite", (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    payload.value = def.tx(payload.value);
  };
});

// node_modules/zod/v4/core/doc.js
var Doc = class {
  constructor(args = [], closed = {}) {
    this.content = [];
    this.indent = 0;
    this.args = args;
    this.closed = closed;
  }
  // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
  indented(fn) {
    this.indent += 1;
    try {
      fn(this);
    } finally {
      this.indent -= 1;
    }
  }
  write(arg) {
    if (typeof arg === "function") {
      arg(this, { execution: "sync" });
      arg(this, { execution: "async" });
      return;
    }
    const content = arg;
    const lines = content.split("\n").filter((x2) => x2);
    const minIndent = Math.min(...lines.map((x2) => x2.length - x2.trimStart().length));
    const dedented = lines.map((x2) => x2.slice(minIndent)).map((x2) => " ".repeat(this.indent * 2) + x2);
    for (const line2 of dedented) {
      this.content.push(line2);
    }
  }
  compile() {
    const F2 = Function;
    const content = this?.content ?? [``];
    const factory = new F2(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {
${content.join("\n")}
};`);
    return factory(...Object.values(this.closed));
  }
};

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a3;
  inst ?? (inst = {});
  inst._zod.def = def;
  inst._zod.bag = inst._zod.bag || {};
  inst._zod.version = version;
  const defChecks = inst._zod.def.checks;
  const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (const ch of checks) {
    for (const fn of ch._zod.onattach) {
      fn(inst);
    }
  }
  if (checks.length === 0) {
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  } else {
    const runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload);
      let asyncResult;
      for (const ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload))
            continue;
          const shouldRun = ch._zod.def.when(payload);
          if (!shouldRun)
            continue;
        } else if (isAborted) {
          continue;
        }
        const currLen = payload.issues.length;
        const _2 = ch._zod.check(payload);
        if (_2 instanceof Promise && ctx?.async === false) {
          throw new $ZodAsyncError();
        }
        if (asyncResult || _2 instanceof Promise) {
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _2;
            const nextLen = payload.issues.length;
            if (nextLen === currLen)
              return;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted)
              isAborted = aborted(payload, currLen);
          });
        } else {
          const nextLen = payload.issues.length;
          if (nextLen === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst);
          if (!isAborted)
            isAborted = aborted(payload, currLen);
        }
      }
      if (asyncResult) {
        return asyncResult.then(() => {
          return payload;
        });
      }
      return payload;
    };
    const handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary)) {
        canary.aborted = true;
        return canary;
      }
      const checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks) {
        return inst._zod.parse(payload, ctx);
      }
      if (ctx.direction === "backward") {
        const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
        if (canary instanceof Promise) {
          return canary.then((canary2) => {
            return handleCanaryResult(canary2, payload, ctx);
          });
        }
        return handleCanaryResult(canary, payload, ctx);
      }
      const result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === false)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
});
var toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync2(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_2) {
      }
      return validateAsync2(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _2) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_3) {
      }
    if (typeof payload.value === "string")
      return payload;
    payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor("$ZodStringFormat", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodGUID = /* @__PURE__ */ $constructor("$ZodGUID", (inst, def) => {
  def.pattern ?? (def.pattern = guid);
  $ZodStringFormat.init(inst, def);
});
var $ZodUUID = /* @__PURE__ */ $constructor("$ZodUUID", (inst, def) => {
  if (def.version) {
    const versionMap = {
      v1: 1,
      v2: 2,
      v3: 3,
      v4: 4,
      v5: 5,
      v6: 6,
      v7: 7,
      v8: 8
    };
    const v2 = versionMap[def.version];
    if (v2 === void 0)
      throw new Error(`Invalid UUID version: "${def.version}"`);
    def.pattern ?? (def.pattern = uuid(v2));
  } else
    def.pattern ?? (def.pattern = uuid());
  $ZodStringFormat.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor("$ZodEmail", (inst, def) => {
  def.pattern ?? (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
var URL_BAD_FORMAT = 1;
var URL_UNPARSEABLE = 2;
function canParseURL(input) {
  try {
    if (typeof URL !== "undefined" && typeof URL.canParse === "function")
      return URL.canParse(input);
    new URL(input);
    return true;
  } catch {
    return false;
  }
}
function validateURL(trimmed, def) {
  if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
    return canParseURL(trimmed) || URL_UNPARSEABLE;
  }
  return parseURLObject(trimmed, def);
}
function parseURLObject(trimmed, def) {
  if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
    return URL_BAD_FORMAT;
  }
  try {
    if (typeof URL !== "undefined") {
      const URLStatic = URL;
      if (typeof URLStatic.parse === "function")
        return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
    }
    return new URL(trimmed);
  } catch {
    return URL_UNPARSEABLE;
  }
}
var asciiTabOrNewline = /[\t\n\r]/g;
function stripTabAndNewline(value) {
  return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url2, hostname) {
  hostname.lastIndex = 0;
  return hostname.test(url2.hostname);
}
function urlProtocolOk(url2, protocol) {
  protocol.lastIndex = 0;
  return protocol.test(url2.protocol.endsWith(":") ? url2.protocol.slice(0, -1) : url2.protocol);
}
var $ZodURL = /* @__PURE__ */ $constructor("$ZodURL", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    try {
      const trimmed = payload.value.trim();
      const url2 = validateURL(trimmed, def);
      if (url2 === URL_BAD_FORMAT) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid URL format",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url2 === URL_UNPARSEABLE) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          input: payload.value,
          inst,
          continue: !def.abort
        });
        return;
      }
      if (url2 === true) {
        payload.value = stripTabAndNewline(trimmed);
        return;
      }
      if (def.hostname && !urlHostnameOk(url2, def.hostname)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid hostname",
          pattern: def.hostname.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      if (def.protocol && !urlProtocolOk(url2, def.protocol)) {
        payload.issues.push({
          code: "invalid_format",
          format: "url",
          note: "Invalid protocol",
          pattern: def.protocol.source,
          input: payload.value,
          inst,
          continue: !def.abort
        });
      }
      payload.value = def.normalize ? url2.href : stripTabAndNewline(trimmed);
      return;
    } catch (_2) {
      payload.issues.push({
        code: "invalid_format",
        format: "url",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodEmoji = /* @__PURE__ */ $constructor("$ZodEmoji", (inst, def) => {
  def.pattern ?? (def.pattern = emoji());
  $ZodStringFormat.init(inst, def);
});
var $ZodNanoID = /* @__PURE__ */ $constructor("$ZodNanoID", (inst, def) => {
  if (def.length !== void 0 && (!Number.isInteger(def.length) || def.length < 1))
    throw new Error(`Invalid nanoid length: ${def.length}`);
  def.pattern ?? (def.pattern = def.length === void 0 ? nanoid : nanoidOfLength(def.length));
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID = /* @__PURE__ */ $constructor("$ZodCUID", (inst, def) => {
  def.pattern ?? (def.pattern = cuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodCUID2 = /* @__PURE__ */ $constructor("$ZodCUID2", (inst, def) => {
  def.pattern ?? (def.pattern = cuid2);
  $ZodStringFormat.init(inst, def);
});
var $ZodULID = /* @__PURE__ */ $constructor("$ZodULID", (inst, def) => {
  def.pattern ?? (def.pattern = ulid);
  $ZodStringFormat.init(inst, def);
});
var $ZodXID = /* @__PURE__ */ $constructor("$ZodXID", (inst, def) => {
  def.pattern ?? (def.pattern = xid);
  $ZodStringFormat.init(inst, def);
});
var $ZodKSUID = /* @__PURE__ */ $constructor("$ZodKSUID", (inst, def) => {
  def.pattern ?? (def.pattern = ksuid);
  $ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /* @__PURE__ */ $constructor("$ZodISODateTime", (inst, def) => {
  def.pattern ?? (def.pattern = datetime(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODate = /* @__PURE__ */ $constructor("$ZodISODate", (inst, def) => {
  def.pattern ?? (def.pattern = date);
  $ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /* @__PURE__ */ $constructor("$ZodISOTime", (inst, def) => {
  def.pattern ?? (def.pattern = time(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /* @__PURE__ */ $constructor("$ZodISODuration", (inst, def) => {
  def.pattern ?? (def.pattern = duration);
  $ZodStringFormat.init(inst, def);
});
var $ZodIPv4 = /* @__PURE__ */ $constructor("$ZodIPv4", (inst, def) => {
  def.pattern ?? (def.pattern = ipv4);
  $ZodStringFormat.init(inst, def);
});
var ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
  if (!ipv6Alphabet.test(value))
    return false;
  return canParseURL(`http://[${value}]`);
}
var $ZodIPv6 = /* @__PURE__ */ $constructor("$ZodIPv6", (inst, def) => {
  def.pattern ?? (def.pattern = ipv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidIPv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "ipv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
var $ZodCIDRv4 = /* @__PURE__ */ $constructor("$ZodCIDRv4", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv4);
  $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
  const parts = value.split("/");
  if (parts.length !== 2)
    return false;
  const [address, prefix] = parts;
  if (!prefix)
    return false;
  const prefixNum = Number(prefix);
  if (`${prefixNum}` !== prefix)
    return false;
  if (prefixNum < 0 || prefixNum > 128)
    return false;
  return isValidIPv6(address);
}
var $ZodCIDRv6 = /* @__PURE__ */ $constructor("$ZodCIDRv6", (inst, def) => {
  def.pattern ?? (def.pattern = cidrv6);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (!isValidCIDRv6(payload.value)) {
      payload.issues.push({
        code: "invalid_format",
        format: "cidrv6",
        input: payload.value,
        inst,
        continue: !def.abort
      });
    }
  };
});
function isValidBase64(data) {
  if (data === "")
    return true;
  if (/\s/.test(data))
    return false;
  if (data.length % 4 !== 0)
    return false;
  try {
    atob(data);
    return true;
  } catch {
    return false;
  }
}
var base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
var $ZodBase64 = /* @__PURE__ */ $constructor("$ZodBase64", (inst, def) => {
  def.pattern ?? (def.pattern = base64Charset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
  if (!base64urlCharset.test(data))
    return false;
  const base642 = data.replace(/[-_]/g, (c2) => c2 === "-" ? "+" : "/");
  const padded = base642.padEnd(Math.ceil(base642.length / 4) * 4, "=");
  return isValidBase64(padded);
}
var $ZodBase64URL = /* @__PURE__ */ $constructor("$ZodBase64URL", (inst, def) => {
  def.pattern ?? (def.pattern = base64urlCharset);
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidBase64URL(payload.value))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "base64url",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodE164 = /* @__PURE__ */ $constructor("$ZodE164", (inst, def) => {
  def.pattern ?? (def.pattern = e164);
  $ZodStringFormat.init(inst, def);
});
function isValidJWT(token, algorithm = null) {
  try {
    const tokensParts = token.split(".");
    if (tokensParts.length !== 3)
      return false;
    const [header] = tokensParts;
    if (!header)
      return false;
    const parsedHeader = JSON.parse(atob(header));
    if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
      return false;
    if (!parsedHeader.alg)
      return false;
    if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
      return false;
    return true;
  } catch {
    return false;
  }
}
var $ZodJWT = /* @__PURE__ */ $constructor("$ZodJWT", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    if (isValidJWT(payload.value, def.alg))
      return;
    payload.issues.push({
      code: "invalid_format",
      format: "jwt",
      input: payload.value,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_2) {
      }
    const input = payload.value;
    if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
    payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_2) {
      }
    const input = payload.value;
    if (typeof input === "boolean")
      return payload;
    payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    });
    return payload;
  };
});
var $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload) => payload;
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    payload.issues.push({
      expected: "never",
      code: "invalid_type",
      input: payload.value,
      inst
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c2) => c2[0]));
  const parse4 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse4(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result))
          break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k2 of allKeys) {
    if (!def.shape?.[k2]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k2)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  const sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, "shape", { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, "shape", { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v2 of field.values)
          propValues[key].add(v2);
        if (field.optin !== void 0)
          propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject4 = isObject2;
  const catchall = def.catchall;
  let value;
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject4(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
var $ZodObjectJIT = /* @__PURE__ */ $constructor("$ZodObjectJIT", (inst, def) => {
  $ZodObject.init(inst, def);
  const superParse = inst._zod.parse;
  const _normalized = cached(() => normalizeDef(def));
  const memo2 = globalConfig.memoizer;
  const generateFastpass = (shape) => {
    const normalized = _normalized.value;
    const syms = normalized.symbolKeys;
    const doc = new Doc(["payload", "ctx"], { shape, inst, memo: memo2, syms });
    const parseStr = (k2) => `shape[${k2}]._zod.run({ value: input[${k2}], issues: [] }, ctx)`;
    const prefixStr = (id, k2) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k2}, ...iss.path] : [${k2}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
    doc.write(`const input = payload.value;`);
    const ids = /* @__PURE__ */ Object.create(null);
    let counter = 0;
    for (const key of normalized.allKeys) {
      ids[key] = `key_${counter++}`;
    }
    doc.write(memo2 ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
    for (const key of normalized.allKeys) {
      if (key === "__proto__")
        continue;
      const id = ids[key];
      const k2 = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
      const isPresent = `${k2} in input`;
      const schema = shape[key];
      const optin = schema?._zod?.optin;
      const isOptionalIn = optin !== void 0;
      const isOptionalOut = schema?._zod?.optout === "optional";
      doc.write(`const ${id} = ${parseStr(k2)};`);
      if (isOptionalIn && isOptionalOut) {
        const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
        doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k2)}
          }

          if (${assign}) {
            newResult[${k2}] = ${id}.value;
          }
        }

      `);
      } else if (!isOptionalIn) {
        doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k2)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k2}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k2}] = ${id}.value;
        }

      `);
      } else {
        doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k2)}
        }
      `);
        if (optin === "defaulted") {
          doc.write(`newResult[${k2}] = ${id}.value;`);
        } else {
          doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k2}] = ${id}.value;
        }
      `);
        }
      }
    }
    doc.write(`payload.value = newResult;`);
    doc.write(`return payload;`);
    return doc.compile();
  };
  let fastpass;
  const isObject4 = isObject2;
  const jit = !globalConfig.jitless;
  const allowsEval2 = allowsEval;
  const fastEnabled = jit && allowsEval2.value;
  const catchall = def.catchall;
  let value;
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject4(input)) {
      payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
      if (!fastpass)
        fastpass = generateFastpass(def.shape);
      payload = fastpass(payload, ctx);
      if (!catchall)
        return payload;
      return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
    }
    return superParse(payload, ctx);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
  defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
  defineLazyInternal(inst, "values", (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run({
        value: payload.value,
        issues: []
      }, ctx);
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0)
          return result;
        results.push(result);
      }
    }
    if (!async)
      return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
function discriminatorMap(def) {
  const map = /* @__PURE__ */ new Map();
  for (const option of def.options) {
    const values = option._zod.propValues?.[def.discriminator];
    if (!values || values.size === 0)
      throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
    for (const value of values) {
      if (map.has(value)) {
        if (value !== void 0)
          throw new Error(`Duplicate discriminator value "${String(value)}"`);
        map.set(value, null);
      } else {
        map.set(value, option);
      }
    }
  }
  return map;
}
var $ZodDiscriminatedUnion = /* @__PURE__ */ $constructor("$ZodDiscriminatedUnion", (inst, def) => {
  def.inclusive = false;
  $ZodUnion.init(inst, def);
  const _super = inst._zod.parse;
  defineLazyInternal(inst, "propValues", (zod) => {
    const propValues = {};
    let undefinedCount = 0;
    for (const option of zod.def.options) {
      const pv = option._zod.propValues;
      if (!pv || Object.keys(pv).length === 0)
        throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
      if (pv[zod.def.discriminator]?.has(void 0))
        undefinedCount++;
      for (const [k2, v2] of Object.entries(pv)) {
        if (!Object.prototype.hasOwnProperty.call(propValues, k2)) {
          assignProp(propValues, k2, /* @__PURE__ */ new Set());
        }
        for (const val of v2) {
          propValues[k2].add(val);
        }
      }
    }
    if (!zod.def.unionFallback && undefinedCount > 1)
      propValues[zod.def.discriminator]?.delete(void 0);
    return propValues;
  });
  def.options.forEach((option, i) => {
    const propShape = rawShape(option._zod.def);
    if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
      throw new Error(`Invalid discriminated union option at index "${i}"`);
    }
  });
  const disc = cached(() => discriminatorMap(def));
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isObject2(input)) {
      payload.issues.push({
        code: "invalid_type",
        expected: "object",
        input,
        inst
      });
      return payload;
    }
    const value = input?.[def.discriminator];
    const opt = disc.value.get(value);
    if (opt && (value !== void 0 || ctx.direction !== "backward")) {
      return opt._zod.run(payload, ctx);
    }
    if (def.unionFallback || ctx.direction === "backward") {
      return _super(payload, ctx);
    }
    payload.issues.push({
      code: "invalid_union",
      errors: [],
      note: "No matching discriminator",
      discriminator: def.discriminator,
      options: Array.from(disc.value.keys()).filter((value2) => disc.value.get(value2) !== null),
      input,
      path: [def.discriminator],
      inst
    });
    return payload;
  };
});
var $ZodIntersection = /* @__PURE__ */ $constructor("$ZodIntersection", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    const left = def.left._zod.run({ value: input, issues: [] }, ctx);
    const right = def.right._zod.run({ value: input, issues: [] }, ctx);
    const async = left instanceof Promise || right instanceof Promise;
    if (async) {
      return Promise.all([left, right]).then(([left2, right2]) => {
        return handleIntersectionResults(payload, left2, right2);
      });
    }
    return handleIntersectionResults(payload, left, right);
  };
});
function mergeValues(a, b2) {
  if (a === b2) {
    return { valid: true, data: a };
  }
  if (a instanceof Date && b2 instanceof Date && +a === +b2) {
    return { valid: true, data: a };
  }
  if (isPlainObject(a) && isPlainObject(b2)) {
    const bKeys = Object.keys(b2);
    const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
    const newObj = { ...a, ...b2 };
    if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
      delete newObj.__proto__;
    for (const key of sharedKeys) {
      if (key === "__proto__")
        continue;
      const sharedValue = mergeValues(a[key], b2[key]);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [key, ...sharedValue.mergeErrorPath]
        };
      }
      newObj[key] = sharedValue.data;
    }
    return { valid: true, data: newObj };
  }
  if (Array.isArray(a) && Array.isArray(b2)) {
    if (a.length !== b2.length) {
      return { valid: false, mergeErrorPath: [] };
    }
    const newArray = [];
    for (let index = 0; index < a.length; index++) {
      const itemA = a[index];
      const itemB = b2[index];
      const sharedValue = mergeValues(itemA, itemB);
      if (!sharedValue.valid) {
        return {
          valid: false,
          mergeErrorPath: [index, ...sharedValue.mergeErrorPath]
        };
      }
      newArray.push(sharedValue.data);
    }
    return { valid: true, data: newArray };
  }
  return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
  const unrecKeys = /* @__PURE__ */ new Map();
  let unrecIssue;
  const keyIssues = /* @__PURE__ */ new Map();
  const collect = (iss, side) => {
    let keys;
    if (iss.code === "unrecognized_keys" && !iss.path?.length) {
      unrecIssue ?? (unrecIssue = iss);
      keys = iss.keys;
    } else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
      const k2 = String(iss.path[0]);
      if (!keyIssues.has(k2))
        keyIssues.set(k2, iss);
      keys = [k2];
    } else {
      return false;
    }
    for (const k2 of keys) {
      if (!unrecKeys.has(k2))
        unrecKeys.set(k2, {});
      unrecKeys.get(k2)[side] = true;
    }
    return true;
  };
  for (const iss of left.issues) {
    if (!collect(iss, "l"))
      result.issues.push(iss);
  }
  for (const iss of right.issues) {
    if (!collect(iss, "r"))
      result.issues.push(iss);
  }
  const bothKeys = [...unrecKeys].filter(([, f2]) => f2.l && f2.r).map(([k2]) => k2);
  if (bothKeys.length) {
    const aggregated = unrecIssue ? bothKeys.filter((k2) => unrecIssue.keys.includes(k2)) : [];
    if (aggregated.length)
      result.issues.push({ ...unrecIssue, keys: aggregated });
    for (const k2 of bothKeys) {
      if (!aggregated.includes(k2) && keyIssues.has(k2))
        result.issues.push(keyIssues.get(k2));
    }
  }
  const merged = mergeValues(left.value, right.value);
  if (!merged.valid) {
    if (aborted(result))
      return result;
    throw new Error(`Unmergable intersection. Error path: ${JSON.stringify(merged.mergeErrorPath)}`);
  }
  result.value = merged.data;
  return result;
}
var $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
  $ZodType.init(inst, def);
  const memo2 = globalConfig.memoizer;
  memo2?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject(input)) {
      payload.issues.push({
        expected: "record",
        code: "invalid_type",
        input,
        inst
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key of values) {
        if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
          recordKeys.add(typeof key === "number" ? key.toString() : key);
          if (key === "__proto__")
            continue;
          const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === "__proto__")
            continue;
          const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }));
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key in input) {
        if (!recordKeys.has(key)) {
          if (def.mode === "loose") {
            if (key === "__proto__")
              continue;
            payload.value[key] = input[key];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    } else {
      payload.value = memo2 ? memo2.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key of Reflect.ownKeys(input)) {
        if (key === "__proto__")
          continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key))
          continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error("Async schemas not supported in object keys currently");
        }
        const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error("Async schemas not supported in object keys currently");
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === "loose") {
            payload.value[key] = input[key];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          } else {
            payload.issues.push({
              code: "invalid_key",
              origin: "record",
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === "__proto__")
          continue;
        const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(result.then((result2) => {
            if (result2.issues.length) {
              payload.issues.push(...prefixIssues(key, result2.issues));
            }
            payload.value[outKey] = result2.value;
          }));
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: "unrecognized_keys",
          input,
          inst,
          keys: unrecognized,
          continue: true
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, "pattern", (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k2) => propertyKeyTypes.has(typeof k2));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, "pattern", (zod) => {
    const vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    });
    return payload;
  };
});
var $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "optional";
  globalConfig.memoizer?.guard(inst);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    const _out = def.transform(payload.value, payload);
    if (ctx.async) {
      const output = _out instanceof Promise ? _out : Promise.resolve(_out);
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    if (_out instanceof Promise) {
      throw new $ZodAsyncError();
    }
    payload.value = _out;
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  inst._zod.optout = "optional";
  defineLazyInternal(inst, "values", (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise)
        return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodExactOptional = /* @__PURE__ */ $constructor("$ZodExactOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
  inst._zod.parse = (payload, ctx) => {
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor("$ZodNullable", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "pattern", (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, "values", (zod) => {
    return zod.def.innerType._zod.values ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null]) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null)
      return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
      return payload;
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleDefaultResult(result2, def));
    }
    return handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
var $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.optin = "defaulted";
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    if (payload.value === void 0) {
      payload.value = def.defaultValue;
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNonOptional = /* @__PURE__ */ $constructor("$ZodNonOptional", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => {
    const v2 = zod.def.innerType._zod.values;
    return v2 ? new Set([...v2].filter((x2) => x2 !== void 0)) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleNonOptionalResult(result2, inst));
    }
    return handleNonOptionalResult(result, inst);
  };
});
function handleNonOptionalResult(payload, inst) {
  if (!payload.issues.length && payload.value === void 0) {
    payload.issues.push({
      code: "invalid_type",
      expected: "nonoptional",
      input: payload.value,
      inst
    });
  }
  return payload;
}
function handleCatchResult(payload, result, def, ctx) {
  if (!result.issues.length) {
    payload.value = result.value;
    if (result.memo)
      payload.memo = true;
    return payload;
  }
  payload.value = def.catchValue({
    ...result,
    value: payload.value,
    error: {
      issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config()))
    },
    input: payload.value
  });
  return payload;
}
var $ZodCatch = /* @__PURE__ */ $constructor("$ZodCatch", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
    if (result instanceof Promise) {
      return result.then((result2) => handleCatchResult(payload, result2, def, ctx));
    }
    return handleCatchResult(payload, result, def, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodReadonly = /* @__PURE__ */ $constructor("$ZodReadonly", (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
  defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
  defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
  defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward") {
      return def.innerType._zod.run(payload, ctx);
    }
    const result = def.innerType._zod.run(payload, ctx);
    if (result instanceof Promise) {
      return result.then(handleReadonlyResult);
    }
    return handleReadonlyResult(result);
  };
});
function handleReadonlyResult(payload) {
  if (!payload.memo)
    payload.value = Object.freeze(payload.value);
  return payload;
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _2) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/core/memoizer.js
var $ZodCyclicError = class extends Error {
  constructor() {
    super(`Cannot parse a reference cycle that closes through a transform`);
    this.name = "ZodCyclicError";
  }
};
var STATE = "~memo";
var NO_ISSUES = [];
function isRef(value) {
  return value !== null && typeof value === "object";
}
function cloneIssues(issues) {
  return issues.map((iss) => iss.path ? { ...iss, path: iss.path.slice() } : { ...iss });
}
var recursive = /* @__PURE__ */ new WeakMap();
var NONE = 0;
var ASSUMED = 1;
var PROVEN = 2;
function isRecursive(inst, stack, resolve) {
  const cached2 = recursive.get(inst);
  if (cached2 !== void 0)
    return cached2 ? PROVEN : NONE;
  if (stack.has(inst))
    return PROVEN;
  stack.add(inst);
  let result = NONE;
  const check = (child) => {
    if (result !== PROVEN && child?._zod) {
      const answer = isRecursive(child, stack, resolve);
      if (answer > result)
        result = answer;
    }
  };
  const shape = (sh, spread) => {
    let answer = NONE;
    for (const key of Reflect.ownKeys(sh)) {
      const desc = Object.getOwnPropertyDescriptor(sh, key);
      if (spread && !desc.enumerable)
        continue;
      const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
      if (child > answer)
        answer = child;
    }
    return answer;
  };
  const merge2 = (answer) => {
    if (answer > result)
      result = answer;
  };
  const def = inst._zod.def;
  const kind = def.type;
  switch (kind) {
    case "object": {
      const raw2 = rawShape(def);
      merge2(raw2 ? shape(raw2, true) : ASSUMED);
      check(def.catchall);
      break;
    }
    case "array":
      check(def.element);
      break;
    case "tuple":
      for (const el of def.items)
        check(el);
      check(def.rest);
      break;
    case "record":
    case "map":
      check(def.keyType);
      check(def.valueType);
      break;
    case "set":
      check(def.valueType);
      break;
    case "union":
      for (const el of def.options)
        check(el);
      break;
    case "intersection":
      check(def.left);
      check(def.right);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "promise":
    case "success":
      check(def.innerType);
      break;
    case "pipe":
      check(def.in);
      check(def.out);
      break;
    case "function":
      check(def.input);
      check(def.output);
      break;
    // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
    case "lazy": {
      const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : void 0);
      merge2(inner ? isRecursive(inner, stack, false) : ASSUMED);
      break;
    }
    // a leaf by choice: `parts` are regex fragments, not data positions
    case "template_literal":
    // leaves
    case "string":
    case "number":
    case "int":
    case "boolean":
    case "bigint":
    case "symbol":
    case "undefined":
    case "null":
    case "void":
    case "never":
    case "any":
    case "unknown":
    case "date":
    case "nan":
    case "enum":
    case "literal":
    case "file":
    case "transform":
    case "custom":
      break;
    default: {
      kind;
      for (const key in def) {
        const desc = Object.getOwnPropertyDescriptor(def, key);
        if (!desc || desc.get)
          continue;
        const value = desc.value;
        if (!value || typeof value !== "object")
          continue;
        if (value._zod)
          check(value);
        else if (Array.isArray(value))
          for (const el of value)
            check(el);
      }
    }
  }
  stack.delete(inst);
  return settle(inst, result);
}
function settle(inst, answer) {
  if (answer !== ASSUMED)
    recursive.set(inst, answer === PROVEN);
  return answer;
}
function bucketFor(state, inst) {
  let bucket = state.buckets.get(inst);
  if (!bucket) {
    bucket = /* @__PURE__ */ new WeakMap();
    state.buckets.set(inst, bucket);
  }
  return bucket;
}
var handoff;
var open = [];
var memo = {
  alloc(_inst, payload, empty) {
    const bucket = handoff;
    if (!bucket)
      return empty;
    handoff = void 0;
    const entry = { value: empty, issues: null };
    bucket.set(payload.value, entry);
    open.push(entry);
    return empty;
  },
  guard(inst) {
    var _a3;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
          throw new $ZodCyclicError();
        return base(payload, ctx);
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base)
        inst._zod.run = wrapped;
    });
  },
  attach(inst) {
    var _a3;
    let isRecursiveInst;
    let rechecked = false;
    let lastCtx;
    let lastBucket;
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
    inst._zod.deferred.push(() => {
      const base = inst._zod.parse;
      const wrapped = (payload, ctx) => {
        if (isRecursiveInst === void 0) {
          const walked = isRecursive(inst, /* @__PURE__ */ new Set(), false);
          if (walked === NONE) {
            inst._zod.parse = base;
            if (inst._zod.run === wrapped)
              inst._zod.run = base;
            return base(payload, ctx);
          }
          if (walked === PROVEN || rechecked)
            isRecursiveInst = true;
          else
            rechecked = true;
        }
        const input = payload.value;
        if (!isRef(input))
          return base(payload, ctx);
        let state = ctx[STATE];
        if (!state) {
          state = { buckets: /* @__PURE__ */ new WeakMap(), backEdges: void 0 };
          ctx[STATE] = state;
        }
        let bucket;
        if (lastCtx === ctx) {
          bucket = lastBucket;
        } else {
          bucket = bucketFor(state, inst);
          lastCtx = ctx;
          lastBucket = bucket;
        }
        const hit = bucket.get(input);
        if (hit) {
          payload.value = hit.value;
          if (hit.issues) {
            if (hit.issues.length)
              payload.issues.push(...cloneIssues(hit.issues));
          } else {
            payload.memo = true;
            state.backEdges ?? (state.backEdges = /* @__PURE__ */ new WeakSet());
            state.backEdges.add(hit.value);
          }
          return payload;
        }
        handoff = bucket;
        const depth = open.length;
        const result = base(payload, ctx);
        handoff = void 0;
        const entry = open.length > depth ? open.pop() : void 0;
        if (result instanceof Promise) {
          return result.then((r) => {
            if (entry)
              entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
            return r;
          });
        }
        if (entry)
          entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
        return result;
      };
      inst._zod.parse = wrapped;
      if (inst._zod.run === base)
        inst._zod.run = wrapped;
    });
  }
};
function memoizer() {
  return memo;
}
function isBackEdge(ctx, value) {
  const backEdges = ctx[STATE]?.backEdges;
  return backEdges !== void 0 && isRef(value) && backEdges.has(value);
}

// node_modules/zod/v4/locales/en.js
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  };
  const TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
      return String(input);
    }
    return TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        const expected = getTypeName(issue2.expected);
        const receivedType = parsedType(issue2.input);
        const received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        if (issue2.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<";
        const sizing = getSizing(issue2.origin);
        if (sizing)
          return `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">";
        const sizing = getSizing(issue2.origin);
        if (sizing) {
          return `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue2;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        if (issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0) {
          const opts = issue2.options.map((o) => `'${o}'`).join(" | ");
          return `Invalid discriminator value. Expected ${opts}`;
        }
        if (issue2.inclusive === false) {
          return "Invalid input: more than one option matched";
        }
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/registries.js
var _a2;
var $ZodRegistry = class {
  constructor() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
  }
  add(schema, ..._meta) {
    const meta2 = _meta[0];
    this._map.set(schema, meta2);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.set(meta2.id, schema);
    }
    return this;
  }
  clear() {
    this._map = /* @__PURE__ */ new WeakMap();
    this._idmap = /* @__PURE__ */ new Map();
    return this;
  }
  remove(schema) {
    const meta2 = this._map.get(schema);
    if (meta2 && typeof meta2 === "object" && "id" in meta2) {
      this._idmap.delete(meta2.id);
    }
    this._map.delete(schema);
    return this;
  }
  get(schema) {
    const p = schema._zod.parent;
    if (p) {
      const pm = { ...this.get(p) ?? {} };
      delete pm.id;
      const f2 = { ...pm, ...this._map.get(schema) };
      return Object.keys(f2).length ? f2 : void 0;
    }
    return this._map.get(schema);
  }
  has(schema) {
    return this._map.has(schema);
  }
};
function registry() {
  return new $ZodRegistry();
}
(_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class2, params) {
  return new Class2(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class2, params) {
  return new Class2({
    type: "string",
    format: "email",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class2, params) {
  return new Class2({
    type: "string",
    format: "guid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v4",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v6",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class2, params) {
  return new Class2({
    type: "string",
    format: "uuid",
    check: "string_format",
    abort: false,
    version: "v7",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _url(Class2, params) {
  return new Class2({
    type: "string",
    format: "url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _emoji2(Class2, params) {
  return new Class2({
    type: "string",
    format: "emoji",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class2, params) {
  return new Class2({
    type: "string",
    format: "nanoid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class2, params) {
  return new Class2({
    type: "string",
    format: "cuid2",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ulid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class2, params) {
  return new Class2({
    type: "string",
    format: "xid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class2, params) {
  return new Class2({
    type: "string",
    format: "ksuid",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "ipv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv4",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class2, params) {
  return new Class2({
    type: "string",
    format: "cidrv6",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class2, params) {
  return new Class2({
    type: "string",
    format: "base64url",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class2, params) {
  return new Class2({
    type: "string",
    format: "e164",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class2, params) {
  return new Class2({
    type: "string",
    format: "jwt",
    check: "string_format",
    abort: false,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "datetime",
    check: "string_format",
    offset: false,
    local: false,
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class2, params) {
  return new Class2({
    type: "string",
    format: "date",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class2, params) {
  return new Class2({
    type: "string",
    format: "time",
    check: "string_format",
    precision: null,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class2, params) {
  return new Class2({
    type: "string",
    format: "duration",
    check: "string_format",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _int(Class2, params) {
  return new Class2({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class2, params) {
  return new Class2({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class2) {
  return new Class2({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class2, params) {
  return new Class2({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: "less_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: false
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: true
  });
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
  return new $ZodCheckMultipleOf({
    check: "multiple_of",
    ...normalizeParams(params),
    value
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: "max_length",
    ...normalizeParams(params),
    maximum
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
  return new $ZodCheckLengthEquals({
    check: "length_equals",
    ...normalizeParams(params),
    length
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern
  });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
  return new $ZodCheckLowerCase({
    check: "string_format",
    format: "lowercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
  return new $ZodCheckUpperCase({
    check: "string_format",
    format: "uppercase",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
  return new $ZodCheckIncludes({
    check: "string_format",
    format: "includes",
    ...normalizeParams(params),
    includes
  });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
  return new $ZodCheckStartsWith({
    check: "string_format",
    format: "starts_with",
    ...normalizeParams(params),
    prefix
  });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
  return new $ZodCheckEndsWith({
    check: "string_format",
    format: "ends_with",
    ...normalizeParams(params),
    suffix
  });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: "overwrite",
    tx
  });
}
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
  return /* @__PURE__ */ _overwrite((input) => input.normalize(form));
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function _slugify() {
  return /* @__PURE__ */ _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class2, element, params) {
  return new Class2({
    type: "array",
    element,
    // get element() {
    //   return element;
    // },
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class2, fn, _params) {
  const schema = new Class2({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn;
  return ch;
}

// node_modules/zod/v4/core/to-json-schema.js
function assignProps(target, ...sources) {
  for (const source of sources) {
    for (const key of Reflect.ownKeys(source)) {
      if (Object.prototype.propertyIsEnumerable.call(source, key)) {
        assignProp(target, key, source[key]);
      }
    }
  }
  return target;
}
function initializeContext(params) {
  let target = params?.target ?? "draft-2020-12";
  if (target === "draft-4")
    target = "draft-04";
  if (target === "draft-7")
    target = "draft-07";
  return {
    processors: params.processors ?? {},
    metadataRegistry: params?.metadata ?? globalRegistry,
    target,
    unrepresentable: params?.unrepresentable ?? "throw",
    override: params?.override ?? (() => {
    }),
    io: params?.io ?? "output",
    counter: 0,
    seen: /* @__PURE__ */ new Map(),
    sharedDefsExtractedFor: void 0,
    sharedEmitDoneFor: void 0,
    cycles: params?.cycles ?? "ref",
    reused: params?.reused ?? "inline",
    intersections: [],
    deferred: [],
    external: params?.external ?? void 0
  };
}
function handleUnrepresentable(schema, ctx, json, params, message2) {
  const result = typeof ctx.unrepresentable === "function" ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message: message2 }) : ctx.unrepresentable;
  if (result === "any")
    return false;
  if (result === void 0 || result === "throw")
    throw new Error(message2);
  Object.assign(json, result);
  return true;
}
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
  var _a3;
  const def = schema._zod.def;
  const seen = ctx.seen.get(schema);
  if (seen) {
    seen.count++;
    const isCycle = _params.schemaPath.includes(schema);
    if (isCycle) {
      seen.cycle = _params.path;
    }
    return seen.schema;
  }
  const result = { schema: {}, count: 1, cycle: void 0, path: _params.path };
  ctx.seen.set(schema, result);
  ctx.sharedDefsExtractedFor = void 0;
  ctx.sharedEmitDoneFor = void 0;
  const overrideSchema = schema._zod.toJSONSchema?.();
  if (overrideSchema) {
    result.schema = overrideSchema;
  } else {
    const params = {
      ..._params,
      schemaPath: [..._params.schemaPath, schema],
      path: _params.path
    };
    if (schema._zod.processJSONSchema) {
      schema._zod.processJSONSchema(ctx, result.schema, params);
    } else {
      const _json = result.schema;
      const processor = ctx.processors[def.type];
      if (!processor) {
        throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
      }
      processor(schema, ctx, _json, params);
    }
    const parent = schema._zod.parent;
    if (parent) {
      if (!result.ref)
        result.ref = parent;
      processSchema(parent, ctx, params);
      ctx.seen.get(parent).isParent = true;
    }
  }
  const meta2 = ctx.metadataRegistry.get(schema);
  if (meta2)
    assignProps(result.schema, meta2);
  if (ctx.io === "input" && isTransforming(schema)) {
    delete result.schema.examples;
    delete result.schema.default;
  }
  if (ctx.io === "input" && "_prefault" in result.schema)
    (_a3 = result.schema).default ?? (_a3.default = result.schema._prefault);
  delete result.schema._prefault;
  const _result = ctx.seen.get(schema);
  return _result.schema;
}
function encodeJSONPointerSegment(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
    return;
  const idToSchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.entries()) {
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      const existing = idToSchema.get(id);
      if (existing && existing !== entry[0]) {
        throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
      }
      idToSchema.set(id, entry[0]);
    }
  }
  const makeURI = (entry) => {
    const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
    if (ctx.external) {
      const externalId = ctx.external.registry.get(entry[0])?.id;
      const uriGenerator = ctx.external.uri ?? ((id2) => id2);
      if (externalId) {
        return { ref: uriGenerator(externalId) };
      }
      const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
      entry[1].defId = id;
      return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
    }
    const uriPrefix = `#`;
    const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
    if (entry[1] === root && !entry[1].schema.id) {
      return { ref: uriPrefix };
    }
    const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
    return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
  };
  const extractToDef = (entry) => {
    if (entry[1].schema.$ref) {
      return;
    }
    const seen = entry[1];
    const { ref, defId } = makeURI(entry);
    seen.def = { ...seen.schema };
    if (defId)
      seen.defId = defId;
    const schema2 = seen.schema;
    for (const key in schema2) {
      delete schema2[key];
    }
    schema2.$ref = ref;
  };
  if (ctx.cycles === "throw") {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.cycle) {
        throw new Error(`Cycle detected: #/${seen.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
      }
    }
  }
  for (const entry of ctx.seen.entries()) {
    const seen = entry[1];
    if (schema === entry[0]) {
      extractToDef(entry);
      continue;
    }
    if (ctx.external) {
      const ext = ctx.external.registry.get(entry[0])?.id;
      if (schema !== entry[0] && ext) {
        extractToDef(entry);
        continue;
      }
    }
    const id = ctx.metadataRegistry.get(entry[0])?.id;
    if (id) {
      extractToDef(entry);
      continue;
    }
    if (seen.cycle) {
      extractToDef(entry);
      continue;
    }
    if (seen.count > 1) {
      if (ctx.reused === "ref") {
        extractToDef(entry);
      }
    }
  }
  if (ctx.external)
    ctx.sharedDefsExtractedFor = ctx.external;
}
function compactTypeUnion(schema) {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== void 0)
    return;
  const types = [];
  for (const option of options) {
    if (!option || typeof option !== "object")
      return;
    compactTypeUnion(option);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type")
      return;
    const type = option.type;
    for (const member of Array.isArray(type) ? type : [type]) {
      if (typeof member !== "string")
        return;
      if (!types.includes(member))
        types.push(member);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
var FOLDABLE_KEYS = /* @__PURE__ */ new Set(["type", "properties", "required", "additionalProperties"]);
var UNION_KEYS = ["oneOf", "anyOf"];
function undeclaredConstraint(member) {
  const extra = member.additionalProperties;
  if (extra === void 0 || extra === false || typeof extra !== "object" || extra === null)
    return null;
  return Object.keys(extra).length ? extra : null;
}
function foldObjects(members2) {
  const objects = [];
  for (const member of members2) {
    if (typeof member !== "object" || member.type !== "object")
      return null;
    for (const key in member) {
      if (!FOLDABLE_KEYS.has(key))
        return null;
    }
    objects.push(member);
  }
  const properties = {};
  const required2 = /* @__PURE__ */ new Set();
  for (const object of objects) {
    for (const key in object.properties) {
      if (Object.prototype.hasOwnProperty.call(properties, key))
        continue;
      const parts = [];
      for (const other of objects) {
        const part = other.properties?.[key] ?? undeclaredConstraint(other);
        if (part === null || part === void 0)
          continue;
        if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
          parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0] : foldObjects(parts) ?? { allOf: parts };
      assignProp(properties, key, merged);
    }
    for (const key of object.required ?? [])
      required2.add(key);
  }
  const folded = { type: "object", properties };
  if (required2.size)
    folded.required = [...required2];
  if (objects.every((object) => object.additionalProperties === false)) {
    folded.additionalProperties = false;
  } else {
    const constraints = [];
    for (const object of objects) {
      const constraint = undeclaredConstraint(object);
      if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
        constraints.push(constraint);
    }
    if (constraints.length === 1)
      folded.additionalProperties = constraints[0];
    else if (constraints.length > 1)
      folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}
function foldIntersection(json) {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2)
    return;
  for (const key of FOLDABLE_KEYS)
    if (key in json)
      return;
  const unions = allOf.filter((m) => UNION_KEYS.some((k2) => Array.isArray(m[k2])));
  let folded = null;
  if (!unions.length) {
    folded = foldObjects(allOf);
  } else {
    const union2 = unions[0];
    const keyword = UNION_KEYS.find((k2) => Array.isArray(union2[k2]));
    if (Object.keys(union2).length !== 1)
      return;
    const rest = allOf.filter((m) => m !== union2);
    const branches = union2[keyword].map((branch) => foldObjects([...rest, branch]));
    if (branches.some((b2) => !b2))
      return;
    folded = { [keyword]: branches };
  }
  if (!folded)
    return;
  delete json.allOf;
  assignProps(json, folded);
}
function finalize(ctx, schema) {
  const root = ctx.seen.get(schema);
  if (!root)
    throw new Error("Unprocessed schema. This is a bug in Zod.");
  const flattenRef = (zodSchema) => {
    const seen = ctx.seen.get(zodSchema);
    if (seen.ref === null)
      return;
    const schema2 = seen.def ?? seen.schema;
    const _cached = { ...schema2 };
    const ref = seen.ref;
    seen.ref = null;
    if (ref) {
      flattenRef(ref);
      const refSeen = ctx.seen.get(ref);
      const refSchema = refSeen.schema;
      if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
        schema2.allOf = schema2.allOf ?? [];
        schema2.allOf.push(refSchema);
      } else {
        assignProps(schema2, refSchema);
      }
      assignProps(schema2, _cached);
      const isParentRef = zodSchema._zod.parent === ref;
      if (isParentRef) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (!(key in _cached)) {
            delete schema2[key];
          }
        }
      }
      if (refSchema.$ref && refSeen.def) {
        for (const key in schema2) {
          if (key === "$ref" || key === "allOf")
            continue;
          if (key in refSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(refSeen.def[key])) {
            delete schema2[key];
          }
        }
      }
    }
    const parent = zodSchema._zod.parent;
    if (parent && parent !== ref) {
      flattenRef(parent);
      const parentSeen = ctx.seen.get(parent);
      if (parentSeen?.schema.$ref) {
        schema2.$ref = parentSeen.schema.$ref;
        if (parentSeen.def) {
          for (const key in schema2) {
            if (key === "$ref" || key === "allOf")
              continue;
            if (key in parentSeen.def && JSON.stringify(schema2[key]) === JSON.stringify(parentSeen.def[key])) {
              delete schema2[key];
            }
          }
        }
      }
    }
    ctx.override({
      zodSchema,
      jsonSchema: schema2,
      path: seen.path ?? []
    });
  };
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of [...ctx.seen.entries()].reverse()) {
      flattenRef(entry[0]);
    }
    if (ctx.target !== "openapi-3.0") {
      for (const entry of ctx.seen.entries()) {
        compactTypeUnion(entry[1].def ?? entry[1].schema);
      }
    }
    for (const rewrite of ctx.deferred)
      rewrite();
    if (ctx.intersections.length) {
      const carriers = /* @__PURE__ */ new Map();
      for (const seen of ctx.seen.values()) {
        for (const json of [seen.schema, seen.def]) {
          const allOf = json?.allOf;
          if (!Array.isArray(allOf))
            continue;
          const existing = carriers.get(allOf);
          if (existing)
            existing.push(json);
          else
            carriers.set(allOf, [json]);
        }
      }
      for (const allOf of ctx.intersections) {
        for (const json of carriers.get(allOf) ?? [])
          foldIntersection(json);
      }
    }
  }
  const result = {};
  if (ctx.target === "draft-2020-12") {
    result.$schema = "https://json-schema.org/draft/2020-12/schema";
  } else if (ctx.target === "draft-07") {
    result.$schema = "http://json-schema.org/draft-07/schema#";
  } else if (ctx.target === "draft-04") {
    result.$schema = "http://json-schema.org/draft-04/schema#";
  } else if (ctx.target === "openapi-3.0") {
  } else {
  }
  if (ctx.external?.uri) {
    const id = ctx.external.registry.get(schema)?.id;
    if (!id)
      throw new Error("Schema is missing an `id` property");
    result.$id = ctx.external.uri(id);
  }
  assignProps(result, root.defId ? root.schema : root.def ?? root.schema);
  const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
  if (rootMetaId !== void 0 && result.id === rootMetaId)
    delete result.id;
  const defs = ctx.external?.defs ?? {};
  if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
    for (const entry of ctx.seen.entries()) {
      const seen = entry[1];
      if (seen.def && seen.defId) {
        if (seen.def.id === seen.defId)
          delete seen.def.id;
        assignProp(defs, seen.defId, seen.def);
      }
    }
  }
  if (ctx.external)
    ctx.sharedEmitDoneFor = ctx.external;
  if (ctx.external) {
  } else {
    if (Object.keys(defs).length > 0) {
      if (ctx.target === "draft-2020-12") {
        result.$defs = defs;
      } else {
        result.definitions = defs;
      }
    }
  }
  try {
    const finalized = JSON.parse(JSON.stringify(result));
    Object.defineProperty(finalized, "~standard", {
      value: {
        ...schema["~standard"],
        jsonSchema: {
          input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
          output: createStandardJSONSchemaMethod(schema, "output", ctx.processors)
        }
      },
      enumerable: false,
      writable: false
    });
    return finalized;
  } catch (_err) {
    throw new Error("Error converting schema to JSON.");
  }
}
function isTransforming(_schema, _ctx) {
  const ctx = _ctx ?? { seen: /* @__PURE__ */ new Set() };
  if (ctx.seen.has(_schema))
    return false;
  ctx.seen.add(_schema);
  const def = _schema._zod.def;
  if (def.type === "transform")
    return true;
  if (def.type === "array")
    return isTransforming(def.element, ctx);
  if (def.type === "set")
    return isTransforming(def.valueType, ctx);
  if (def.type === "lazy")
    return isTransforming(def.getter(), ctx);
  if (def.type === "promise" || def.type === "optional" || def.type === "nonoptional" || def.type === "nullable" || def.type === "readonly" || def.type === "default" || def.type === "prefault" || def.type === "catch") {
    return isTransforming(def.innerType, ctx);
  }
  if (def.type === "intersection") {
    return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
  }
  if (def.type === "record" || def.type === "map") {
    return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
  }
  if (def.type === "pipe") {
    if (_schema._zod.traits.has("$ZodCodec"))
      return true;
    return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
  }
  if (def.type === "object") {
    for (const key in def.shape) {
      if (isTransforming(def.shape[key], ctx))
        return true;
    }
    return false;
  }
  if (def.type === "union") {
    for (const option of def.options) {
      if (isTransforming(option, ctx))
        return true;
    }
    return false;
  }
  if (def.type === "tuple") {
    for (const item of def.items) {
      if (isTransforming(item, ctx))
        return true;
    }
    if (def.rest && isTransforming(def.rest, ctx))
      return true;
    return false;
  }
  return false;
}
var createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
  const ctx = initializeContext({ ...params, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};
var createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
  const { libraryOptions, target } = params ?? {};
  const ctx = initializeContext({ ...libraryOptions ?? {}, target, io, processors });
  processSchema(schema, ctx);
  extractDefs(ctx, schema);
  return finalize(ctx, schema);
};

// node_modules/zod/v4/core/json-schema-processors.js
var narrowMin = (agg, key, value) => {
  if (agg[key] === void 0 || value > agg[key])
    agg[key] = value;
};
var narrowMax = (agg, key, value) => {
  if (agg[key] === void 0 || value < agg[key])
    agg[key] = value;
};
var narrowBoth = (agg, value) => {
  narrowMin(agg, "minimum", value);
  narrowMax(agg, "maximum", value);
};
var addDivisor = (agg, value) => {
  agg.multipleOf ?? (agg.multipleOf = []);
  if (!agg.multipleOf.includes(value))
    agg.multipleOf.push(value);
};
var addPattern = (agg, pattern) => {
  agg.patterns ?? (agg.patterns = /* @__PURE__ */ new Set());
  agg.patterns.add(pattern);
};
var intersectMime = (agg, mime) => {
  agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
var setFormat = (agg, format2) => {
  agg.format = format2;
  if (format2.includes("int"))
    agg.isInt = true;
};
var minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
var maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
var formatContributor = (ranges) => (agg, def) => {
  setFormat(agg, def.format);
  const [minimum, maximum] = ranges[def.format];
  narrowMin(agg, "minimum", minimum);
  narrowMax(agg, "maximum", maximum);
};
var contributors = {
  greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
  less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
  multiple_of: (agg, def) => addDivisor(agg, def.value),
  number_format: formatContributor(NUMBER_FORMAT_RANGES),
  bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
  min_length: minContributor,
  max_length: maxContributor,
  length_equals: (agg, def) => narrowBoth(agg, def.length),
  min_size: minContributor,
  max_size: maxContributor,
  size_equals: (agg, def) => narrowBoth(agg, def.size),
  string_format: (agg, def) => {
    setFormat(agg, def.format);
    if (def.pattern)
      addPattern(agg, def.pattern);
    if (def.format === "base64" || def.format === "base64url")
      agg.contentEncoding = def.format;
    if (def.local || def.precision === -1)
      agg.laxFormat = true;
  },
  mime_type: (agg, def) => intersectMime(agg, def.mime)
};
function aggregateChecks(schema) {
  const agg = {};
  const def = schema._zod.def;
  const list = schema._zod.traits.has("$ZodCheck") ? [schema, ...def.checks ?? []] : def.checks ?? [];
  for (const ch of list)
    contributors[ch._zod.def.check]?.(agg, ch._zod.def);
  const bag = schema._zod.bag;
  if (bag.minimum !== void 0)
    narrowMin(agg, "minimum", bag.minimum);
  if (bag.exclusiveMinimum !== void 0)
    narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
  if (bag.maximum !== void 0)
    narrowMax(agg, "maximum", bag.maximum);
  if (bag.exclusiveMaximum !== void 0)
    narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
  if (bag.multipleOf !== void 0)
    addDivisor(agg, bag.multipleOf);
  if (bag.format !== void 0) {
    agg.format ?? (agg.format = bag.format);
    if (bag.format.includes("int"))
      agg.isInt = true;
  }
  if (bag.mime)
    intersectMime(agg, bag.mime);
  for (const pattern of bag.patterns ?? [])
    addPattern(agg, pattern);
  return agg;
}
var formatMap = {
  guid: "uuid",
  url: "uri",
  datetime: "date-time",
  json_string: "json-string",
  regex: ""
  // do not set
};
var exactPatterns = /* @__PURE__ */ new Map([
  [base64Charset, base64],
  [base64urlCharset, base64url]
]);
var exactPattern = (p) => exactPatterns.get(p) ?? p;
var stringProcessor = (schema, ctx, _json, _params) => {
  const json = _json;
  json.type = "string";
  const { minimum, maximum, format: format2, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minLength = minimum;
  if (typeof maximum === "number")
    json.maxLength = maximum;
  if (format2) {
    json.format = formatMap[format2] ?? format2;
    if (json.format === "")
      delete json.format;
    if (format2 === "time" || laxFormat) {
      delete json.format;
    }
  }
  if (contentEncoding)
    json.contentEncoding = contentEncoding;
  if (patterns && patterns.size > 0) {
    const patternList = [...patterns].map(exactPattern);
    if (patternList.length === 1)
      json.pattern = patternList[0].source;
    else if (patternList.length > 1) {
      json.allOf = [
        ...patternList.map((regex) => ({
          ...ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0" ? { type: "string" } : {},
          pattern: regex.source
        }))
      ];
    }
  }
};
var numberProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
  json.type = isInt ? "integer" : "number";
  const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
  const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
  const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
  if (exMin) {
    if (legacy) {
      json.minimum = exclusiveMinimum;
      json.exclusiveMinimum = true;
    } else {
      json.exclusiveMinimum = exclusiveMinimum;
    }
  } else if (typeof minimum === "number") {
    json.minimum = minimum;
  }
  if (exMax) {
    if (legacy) {
      json.maximum = exclusiveMaximum;
      json.exclusiveMaximum = true;
    } else {
      json.exclusiveMaximum = exclusiveMaximum;
    }
  } else if (typeof maximum === "number") {
    json.maximum = maximum;
  }
  if (multipleOf) {
    const divisors = /* @__PURE__ */ new Set();
    for (const divisor of multipleOf) {
      if (Number.isFinite(divisor) && divisor !== 0)
        divisors.add(Math.abs(divisor));
      else
        handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
    }
    const [first, ...rest] = divisors;
    if (first !== void 0)
      json.multipleOf = first;
    if (rest.length)
      json.allOf = [...json.allOf ?? [], ...rest.map((m) => ({ multipleOf: m }))];
  }
};
var booleanProcessor = (_schema, _ctx, json, _params) => {
  json.type = "boolean";
};
var neverProcessor = (_schema, _ctx, json, _params) => {
  json.not = {};
};
var unknownProcessor = (_schema, _ctx, _json, _params) => {
};
var enumProcessor = (schema, _ctx, json, _params) => {
  const def = schema._zod.def;
  const values = getEnumValues(def.entries);
  if (values.length === 0) {
    json.not = {};
    return;
  }
  if (values.every((v2) => typeof v2 === "number"))
    json.type = "number";
  if (values.every((v2) => typeof v2 === "string"))
    json.type = "string";
  json.enum = values;
};
var literalProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  if (def.values.length === 0) {
    json.not = {};
    return;
  }
  const vals = [];
  for (const val of def.values) {
    if (val === void 0) {
      if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
        return;
    } else if (typeof val === "bigint") {
      if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
        return;
      vals.push(Number(val));
    } else {
      vals.push(val);
    }
  }
  if (vals.length === 0) {
  } else if (vals.length === 1) {
    const val = vals[0];
    json.type = val === null ? "null" : typeof val;
    if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
      json.enum = [val];
    } else {
      json.const = val;
    }
  } else {
    if (vals.every((v2) => typeof v2 === "number"))
      json.type = "number";
    if (vals.every((v2) => typeof v2 === "string"))
      json.type = "string";
    if (vals.every((v2) => typeof v2 === "boolean"))
      json.type = "boolean";
    if (vals.every((v2) => v2 === null))
      json.type = "null";
    json.enum = vals;
  }
};
var customProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
var transformProcessor = (schema, ctx, json, params) => {
  handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
var arrayProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const { minimum, maximum } = aggregateChecks(schema);
  if (typeof minimum === "number")
    json.minItems = minimum;
  if (typeof maximum === "number")
    json.maxItems = maximum;
  json.type = "array";
  json.items = processSchema(def.element, ctx, {
    ...params,
    path: [...params.path, "items"]
  });
};
function inputOptin(schema) {
  const def = schema._zod.def;
  if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
    return inputOptin(def.out);
  }
  if (def.type === "catch") {
    return inputOptin(def.innerType);
  }
  return schema._zod.optin;
}
var objectProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  const shape = def.shape;
  const symbolKeys = Object.getOwnPropertySymbols(shape);
  if (symbolKeys.length && handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
    return;
  }
  json.type = "object";
  json.properties = {};
  for (const key in shape) {
    assignProp(json.properties, key, processSchema(shape[key], ctx, {
      ...params,
      path: [...params.path, "properties", key]
    }));
  }
  const requiredKeys = [];
  for (const key of Object.keys(shape)) {
    const field = def.shape[key];
    if (ctx.io === "input" ? inputOptin(field) === void 0 : field._zod.optout === void 0) {
      requiredKeys.push(key);
    }
  }
  if (requiredKeys.length > 0) {
    json.required = requiredKeys;
  }
  if (def.catchall?._zod.def.type === "never") {
    json.additionalProperties = false;
  } else if (!def.catchall) {
    if (ctx.io === "output")
      json.additionalProperties = false;
  } else if (def.catchall) {
    json.additionalProperties = processSchema(def.catchall, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
};
var unionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const isExclusive = def.inclusive === false;
  const options = def.options.map((x2, i) => processSchema(x2, ctx, {
    ...params,
    path: [...params.path, isExclusive ? "oneOf" : "anyOf", i]
  }));
  if (isExclusive) {
    json.oneOf = options;
  } else {
    json.anyOf = options;
  }
};
var intersectionProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const a = processSchema(def.left, ctx, {
    ...params,
    path: [...params.path, "allOf", 0]
  });
  const b2 = processSchema(def.right, ctx, {
    ...params,
    path: [...params.path, "allOf", 1]
  });
  const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
  const allOf = [
    ...isSimpleIntersection(a) ? a.allOf : [a],
    ...isSimpleIntersection(b2) ? b2.allOf : [b2]
  ];
  json.allOf = allOf;
  ctx.intersections.push(allOf);
};
function stringifyKeyNames(bySchema, json, visited) {
  if (json.$ref) {
    if (visited.has(json))
      return json;
    visited.add(json);
    const def = bySchema.get(json)?.def;
    if (!def)
      return json;
    const inlined = stringifyKeyNames(bySchema, def, visited);
    return inlined === def ? json : inlined;
  }
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = json[keyword];
    if (!Array.isArray(branches))
      continue;
    const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
    if (mapped.some((branch, i) => branch !== branches[i]))
      json = { ...json, [keyword]: mapped };
  }
  const types = Array.isArray(json.type) ? json.type : [json.type];
  const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
  const values = json.enum ?? (json.const !== void 0 ? [json.const] : void 0);
  if (!numericType && !values?.some((v2) => typeof v2 === "number"))
    return json;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format: format2, id, ...rest } = json;
  if (rest.enum)
    rest.enum = rest.enum.map((v2) => typeof v2 === "number" ? String(v2) : v2);
  else if (typeof rest.const === "number")
    rest.const = String(rest.const);
  if (!numericType)
    return rest;
  rest.type = "string";
  if (!values)
    rest.pattern = (types.includes("number") ? number : integer).source;
  return rest;
}
var pendingRecords = /* @__PURE__ */ new WeakMap();
function rewriteKeyNames(ctx) {
  const bySchema = /* @__PURE__ */ new Map();
  for (const entry of ctx.seen.values()) {
    if (entry.def && !bySchema.has(entry.schema))
      bySchema.set(entry.schema, entry);
  }
  const rewrites = /* @__PURE__ */ new Map();
  for (const record2 of pendingRecords.get(ctx) ?? []) {
    const seen = ctx.seen.get(record2);
    const names = (seen?.def ?? seen?.schema)?.propertyNames;
    if (!names || names === true || rewrites.has(names))
      continue;
    const rewritten = stringifyKeyNames(bySchema, names, /* @__PURE__ */ new Set());
    if (rewritten !== names)
      rewrites.set(names, rewritten);
  }
  if (!rewrites.size)
    return;
  for (const entry of ctx.seen.values()) {
    for (const carrier of [entry.schema, entry.def]) {
      const rewritten = carrier && rewrites.get(carrier.propertyNames);
      if (rewritten)
        carrier.propertyNames = rewritten;
    }
  }
}
var recordProcessor = (schema, ctx, _json, params) => {
  const json = _json;
  const def = schema._zod.def;
  json.type = "object";
  const keyType = def.keyType;
  const patterns = aggregateChecks(keyType).patterns;
  if (def.mode === "loose" && patterns && patterns.size > 0) {
    const valueSchema = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "patternProperties", "*"]
    });
    json.patternProperties = {};
    for (const pattern of patterns) {
      assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
    }
  } else {
    if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
      json.propertyNames = processSchema(def.keyType, ctx, {
        ...params,
        path: [...params.path, "propertyNames"]
      });
      let pending = pendingRecords.get(ctx);
      if (!pending) {
        pending = [];
        pendingRecords.set(ctx, pending);
        ctx.deferred.push(() => rewriteKeyNames(ctx));
      }
      pending.push(schema);
    }
    json.additionalProperties = processSchema(def.valueType, ctx, {
      ...params,
      path: [...params.path, "additionalProperties"]
    });
  }
  const keyValues = keyType._zod.values;
  const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== void 0;
  if (keyValues && !def.partial && !omittableOnInput) {
    const validKeyValues = [...keyValues].filter((v2) => typeof v2 === "string" || typeof v2 === "number");
    if (validKeyValues.length > 0) {
      json.required = validKeyValues.map(String);
    }
  }
};
var nullableProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  const inner = processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  if (ctx.target === "openapi-3.0") {
    seen.ref = def.innerType;
    json.nullable = true;
  } else {
    json.anyOf = [inner, { type: "null" }];
  }
};
var nonoptionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};
var UNREPRESENTABLE_DEFAULT = /* @__PURE__ */ Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
  let unrepresentable = false;
  const serialized = JSON.stringify(value, (_2, val) => {
    if (typeof val !== "bigint")
      return val;
    unrepresentable = true;
    return null;
  });
  if (!unrepresentable)
    return JSON.parse(serialized);
  handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
  return UNREPRESENTABLE_DEFAULT;
}
var defaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json.default = value;
};
var prefaultProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  if (ctx.io !== "input")
    return;
  const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
  if (value !== UNREPRESENTABLE_DEFAULT)
    json._prefault = value;
};
var catchProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  let catchValue;
  try {
    catchValue = def.catchValue(void 0);
  } catch {
    handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
    return;
  }
  json.default = catchValue;
};
var pipeProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  const inIsTransform = def.in._zod.traits.has("$ZodTransform");
  const innerType = ctx.io === "input" ? inIsTransform ? def.out : def.in : def.out;
  processSchema(innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = innerType;
};
var readonlyProcessor = (schema, ctx, json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
  json.readOnly = true;
};
var optionalProcessor = (schema, ctx, _json, params) => {
  const def = schema._zod.def;
  processSchema(def.innerType, ctx, params);
  const seen = ctx.seen.get(schema);
  seen.ref = def.innerType;
};

// node_modules/zod/v4/classic/errors.js
var _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function _lazyMethod(proto, key, make) {
  Object.defineProperty(proto, key, {
    configurable: true,
    enumerable: false,
    get() {
      const value = make(this);
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
      return value;
    },
    set(value) {
      Object.defineProperty(this, key, { value, configurable: true, writable: true });
    }
  });
}
var initializer2 = (inst, issues) => {
  $ZodError.init(inst, issues);
  inst.name = "ZodError";
  const proto = Object.getPrototypeOf(inst);
  if (_installedErrorProtos.has(proto))
    return;
  _installedErrorProtos.add(proto);
  _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
  _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
  _lazyMethod(proto, "addIssue", (self) => (issue2) => {
    self.issues.push(issue2);
    self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
  });
  _lazyMethod(proto, "addIssues", (self) => (issues2) => {
    self.issues.push(...issues2);
    self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
  });
  Object.defineProperty(proto, "isEmpty", {
    configurable: true,
    enumerable: false,
    get() {
      return this.issues.length === 0;
    }
  });
};
var ZodRealError = /* @__PURE__ */ $constructor("ZodError", initializer2, void 0, {
  Parent: Error
});

// node_modules/zod/v4/classic/parse.js
var parse = /* @__PURE__ */ _parse(ZodRealError);
var parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
var safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
var safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);
var encode = /* @__PURE__ */ _encode(ZodRealError);
var decode = /* @__PURE__ */ _decode(ZodRealError);
var encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
var decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
var safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
var safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
var safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
var safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

// node_modules/zod/v4/classic/schemas.js
function _ensureDefaultLocale() {
  if (!globalConfig.localeError)
    config(en_default());
}
function _ensureDefaultMemoizer() {
  if (!globalConfig.memoizer)
    config({ memoizer: memoizer() });
}
var ZodType = /* @__PURE__ */ $constructor("ZodType", (inst, def) => {
  _ensureDefaultLocale();
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
  return inst;
}, {
  check(...chks) {
    const def = this.def;
    return this.clone(util_exports.mergeDefs(def, {
      checks: [
        ...def.checks ?? [],
        ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }), { parent: true });
  },
  with(...chks) {
    return this.check(...chks);
  },
  clone(def, params) {
    return clone(this, def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  refine(check, params) {
    return this.check(refine(check, params));
  },
  superRefine(refinement, params) {
    return this.check(superRefine(refinement, params));
  },
  overwrite(fn) {
    return this.check(_overwrite(fn));
  },
  optional() {
    return optional(this);
  },
  exactOptional() {
    return exactOptional(this);
  },
  nullable() {
    return nullable(this);
  },
  nullish() {
    return optional(nullable(this));
  },
  nonoptional(params) {
    return nonoptional(this, params);
  },
  array() {
    return array(this);
  },
  or(arg) {
    return union([this, arg]);
  },
  and(arg) {
    return intersection(this, arg);
  },
  transform(tx) {
    return pipe(this, transform(tx));
  },
  default(d) {
    return _default(this, d);
  },
  prefault(d) {
    return prefault(this, d);
  },
  catch(params) {
    return _catch(this, params);
  },
  pipe(target) {
    return pipe(this, target);
  },
  readonly() {
    return readonly(this);
  },
  describe(description) {
    const cl = this.clone();
    globalRegistry.add(cl, { description });
    return cl;
  },
  meta(...args) {
    if (args.length === 0)
      return globalRegistry.get(this);
    const cl = this.clone();
    globalRegistry.add(cl, args[0]);
    return cl;
  },
  isOptional() {
    return this.safeParse(void 0).success;
  },
  isNullable() {
    return this.safeParse(null).success;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  },
  // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
  get "~standard"() {
    return util_exports.hide(this, "~standard", {
      ...standardProps(this),
      jsonSchema: {
        input: createStandardJSONSchemaMethod(this, "input"),
        output: createStandardJSONSchemaMethod(this, "output")
      }
    });
  },
  set "~standard"(value) {
    util_exports.own(this, "~standard", value);
  },
  parse: function _parse2(data, params) {
    return parse(this, data, params, { callee: _parse2 });
  },
  parseAsync: async function _parseAsync2(data, params) {
    return await parseAsync(this, data, params, { callee: _parseAsync2 });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  async safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  // `spa` is an alias: same function object as `safeParseAsync`, as before.
  get spa() {
    return this?.safeParseAsync;
  },
  set spa(value) {
    util_exports.own(this, "spa", value);
  },
  validate(data, params) {
    return validate(this, data, params);
  },
  validateAsync(data, params) {
    return validateAsync(this, data, params);
  },
  encode: function _encode2(data, params) {
    return encode(this, data, params, { callee: _encode2 });
  },
  decode: function _decode2(data, params) {
    return decode(this, data, params, { callee: _decode2 });
  },
  encodeAsync: async function _encodeAsync2(data, params) {
    return await encodeAsync(this, data, params, { callee: _encodeAsync2 });
  },
  decodeAsync: async function _decodeAsync2(data, params) {
    return await decodeAsync(this, data, params, { callee: _decodeAsync2 });
  },
  safeEncode(data, params) {
    return safeEncode(this, data, params);
  },
  safeDecode(data, params) {
    return safeDecode(this, data, params);
  },
  async safeEncodeAsync(data, params) {
    return safeEncodeAsync(this, data, params);
  },
  async safeDecodeAsync(data, params) {
    return safeDecodeAsync(this, data, params);
  },
  toJSONSchema(params) {
    return createToJSONSchemaMethod(this, {})(params);
  },
  // Reads through to the registry on every access, so it must not cache.
  get description() {
    return globalRegistry.get(this)?.description;
  },
  // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
  get _def() {
    return this._zod.def;
  }
});
var _ZodString = /* @__PURE__ */ $constructor(
  "_ZodString",
  (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
  },
  /* @__PURE__ */ util_exports.derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null
  }, {
    regex(...args) {
      return this.check(_regex(...args));
    },
    includes(...args) {
      return this.check(_includes(...args));
    },
    startsWith(...args) {
      return this.check(_startsWith(...args));
    },
    endsWith(...args) {
      return this.check(_endsWith(...args));
    },
    min(...args) {
      return this.check(_minLength(...args));
    },
    max(...args) {
      return this.check(_maxLength(...args));
    },
    length(...args) {
      return this.check(_length(...args));
    },
    nonempty(...args) {
      return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
      return this.check(_lowercase(params));
    },
    uppercase(params) {
      return this.check(_uppercase(params));
    },
    trim() {
      return this.check(_trim());
    },
    normalize(...args) {
      return this.check(_normalize(...args));
    },
    toLowerCase() {
      return this.check(_toLowerCase());
    },
    toUpperCase() {
      return this.check(_toUpperCase());
    },
    slugify() {
      return this.check(_slugify());
    }
  })
);
var ZodString = /* @__PURE__ */ $constructor("ZodString", (inst, def) => {
  $ZodString.init(inst, def);
  _ZodString.init(inst, def);
}, {
  email(params) {
    return this.check(_email(ZodEmail, params));
  },
  url(params) {
    return this.check(_url(ZodURL, params));
  },
  jwt(params) {
    return this.check(_jwt(ZodJWT, params));
  },
  emoji(params) {
    return this.check(_emoji2(ZodEmoji, params));
  },
  guid(params) {
    return this.check(_guid(ZodGUID, params));
  },
  uuid(params) {
    return this.check(_uuid(ZodUUID, params));
  },
  uuidv4(params) {
    return this.check(_uuidv4(ZodUUID, params));
  },
  uuidv6(params) {
    return this.check(_uuidv6(ZodUUID, params));
  },
  uuidv7(params) {
    return this.check(_uuidv7(ZodUUID, params));
  },
  nanoid(params) {
    return this.check(_nanoid(ZodNanoID, params));
  },
  cuid(params) {
    return this.check(_cuid(ZodCUID, params));
  },
  cuid2(params) {
    return this.check(_cuid2(ZodCUID2, params));
  },
  ulid(params) {
    return this.check(_ulid(ZodULID, params));
  },
  base64(params) {
    return this.check(_base64(ZodBase64, params));
  },
  base64url(params) {
    return this.check(_base64url(ZodBase64URL, params));
  },
  xid(params) {
    return this.check(_xid(ZodXID, params));
  },
  ksuid(params) {
    return this.check(_ksuid(ZodKSUID, params));
  },
  ipv4(params) {
    return this.check(_ipv4(ZodIPv4, params));
  },
  ipv6(params) {
    return this.check(_ipv6(ZodIPv6, params));
  },
  cidrv4(params) {
    return this.check(_cidrv4(ZodCIDRv4, params));
  },
  cidrv6(params) {
    return this.check(_cidrv6(ZodCIDRv6, params));
  },
  e164(params) {
    return this.check(_e164(ZodE164, params));
  },
  datetime(params) {
    return this.check(_isoDateTime(ZodISODateTime, params));
  },
  date(params) {
    return this.check(_isoDate(ZodISODate, params));
  },
  time(params) {
    return this.check(_isoTime(ZodISOTime, params));
  },
  duration(params) {
    return this.check(_isoDuration(ZodISODuration, params));
  }
});
function string2(params) {
  return _string(ZodString, params);
}
var ZodStringFormat = /* @__PURE__ */ $constructor("ZodStringFormat", (inst, def) => {
  $ZodStringFormat.init(inst, def);
  _ZodString.init(inst, def);
});
var ZodISODateTime = /* @__PURE__ */ $constructor("ZodISODateTime", (inst, def) => {
  $ZodISODateTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODate = /* @__PURE__ */ $constructor("ZodISODate", (inst, def) => {
  $ZodISODate.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISOTime = /* @__PURE__ */ $constructor("ZodISOTime", (inst, def) => {
  $ZodISOTime.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodISODuration = /* @__PURE__ */ $constructor("ZodISODuration", (inst, def) => {
  $ZodISODuration.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodEmail = /* @__PURE__ */ $constructor("ZodEmail", (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodStringFormat.init(inst, def);
});
function email2(params) {
  return _email(ZodEmail, params);
}
var ZodGUID = /* @__PURE__ */ $constructor("ZodGUID", (inst, def) => {
  $ZodGUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodUUID = /* @__PURE__ */ $constructor("ZodUUID", (inst, def) => {
  $ZodUUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodURL = /* @__PURE__ */ $constructor("ZodURL", (inst, def) => {
  $ZodURL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
function url(params) {
  return _url(ZodURL, params);
}
var ZodEmoji = /* @__PURE__ */ $constructor("ZodEmoji", (inst, def) => {
  $ZodEmoji.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNanoID = /* @__PURE__ */ $constructor("ZodNanoID", (inst, def) => {
  $ZodNanoID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID = /* @__PURE__ */ $constructor("ZodCUID", (inst, def) => {
  $ZodCUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCUID2 = /* @__PURE__ */ $constructor("ZodCUID2", (inst, def) => {
  $ZodCUID2.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodULID = /* @__PURE__ */ $constructor("ZodULID", (inst, def) => {
  $ZodULID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodXID = /* @__PURE__ */ $constructor("ZodXID", (inst, def) => {
  $ZodXID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodKSUID = /* @__PURE__ */ $constructor("ZodKSUID", (inst, def) => {
  $ZodKSUID.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv4 = /* @__PURE__ */ $constructor("ZodIPv4", (inst, def) => {
  $ZodIPv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodIPv6 = /* @__PURE__ */ $constructor("ZodIPv6", (inst, def) => {
  $ZodIPv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv4 = /* @__PURE__ */ $constructor("ZodCIDRv4", (inst, def) => {
  $ZodCIDRv4.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodCIDRv6 = /* @__PURE__ */ $constructor("ZodCIDRv6", (inst, def) => {
  $ZodCIDRv6.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64 = /* @__PURE__ */ $constructor("ZodBase64", (inst, def) => {
  $ZodBase64.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodBase64URL = /* @__PURE__ */ $constructor("ZodBase64URL", (inst, def) => {
  $ZodBase64URL.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodE164 = /* @__PURE__ */ $constructor("ZodE164", (inst, def) => {
  $ZodE164.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodJWT = /* @__PURE__ */ $constructor("ZodJWT", (inst, def) => {
  $ZodJWT.init(inst, def);
  ZodStringFormat.init(inst, def);
});
var ZodNumber = /* @__PURE__ */ $constructor(
  "ZodNumber",
  (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
  },
  /* @__PURE__ */ util_exports.derived({
    minValue: (inst) => {
      const { minimum, exclusiveMinimum } = aggregateChecks(inst);
      return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
      const { maximum, exclusiveMaximum } = aggregateChecks(inst);
      return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
      const { isInt, multipleOf } = aggregateChecks(inst);
      return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null
  }, {
    gt(value, params) {
      return this.check(_gt(value, params));
    },
    gte(value, params) {
      return this.check(_gte(value, params));
    },
    min(value, params) {
      return this.check(_gte(value, params));
    },
    lt(value, params) {
      return this.check(_lt(value, params));
    },
    lte(value, params) {
      return this.check(_lte(value, params));
    },
    max(value, params) {
      return this.check(_lte(value, params));
    },
    int(params) {
      return this.check(int(params));
    },
    safe(params) {
      return this.check(int(params));
    },
    positive(params) {
      return this.check(_gt(0, params));
    },
    nonnegative(params) {
      return this.check(_gte(0, params));
    },
    negative(params) {
      return this.check(_lt(0, params));
    },
    nonpositive(params) {
      return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
      return this.check(_multipleOf(value, params));
    },
    step(value, params) {
      return this.check(_multipleOf(value, params));
    },
    finite() {
      return this;
    }
  })
);
var ZodNumberFormat = /* @__PURE__ */ $constructor("ZodNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodNumber.init(inst, def);
});
function int(params) {
  return _int(ZodNumberFormat, params);
}
var ZodBoolean = /* @__PURE__ */ $constructor("ZodBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function boolean2(params) {
  return _boolean(ZodBoolean, params);
}
var ZodUnknown = /* @__PURE__ */ $constructor("ZodUnknown", (inst, def) => {
  $ZodUnknown.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
  return _unknown(ZodUnknown);
}
var ZodNever = /* @__PURE__ */ $constructor("ZodNever", (inst, def) => {
  $ZodNever.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
  return _never(ZodNever, params);
}
var ZodArray = /* @__PURE__ */ $constructor("ZodArray", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodArray.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
  inst.element = def.element;
}, {
  min(n, params) {
    return this.check(_minLength(n, params));
  },
  nonempty(params) {
    return this.check(_minLength(1, params));
  },
  max(n, params) {
    return this.check(_maxLength(n, params));
  },
  length(n, params) {
    return this.check(_length(n, params));
  },
  unwrap() {
    return this.element;
  }
});
function array(element, params) {
  return _array(ZodArray, element, params);
}
var ZodObject = /* @__PURE__ */ $constructor("ZodObject", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodObjectJIT.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
  util_exports.installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
  keyof() {
    return _enum(Object.keys(this._zod.def.shape));
  },
  catchall(catchall) {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall }));
  },
  passthrough() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  loose() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: unknown() }));
  },
  strict() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: never() }));
  },
  strip() {
    return this.clone(util_exports.mergeDefs(this._zod.def, { catchall: void 0 }));
  },
  extend(incoming) {
    return util_exports.extend(this, incoming);
  },
  safeExtend(incoming) {
    return util_exports.safeExtend(this, incoming);
  },
  merge(other) {
    return util_exports.merge(this, other);
  },
  pick(mask) {
    return util_exports.pick(this, mask);
  },
  omit(mask) {
    return util_exports.omit(this, mask);
  },
  partial(...args) {
    return util_exports.partial(ZodOptional, this, args[0]);
  },
  exactPartial(...args) {
    return util_exports.partial(ZodExactOptional, this, args[0], "exactPartial");
  },
  required(...args) {
    return util_exports.required(ZodNonOptional, this, args[0]);
  }
});
function strictObject(shape, params) {
  return new ZodObject({
    type: "object",
    shape,
    catchall: never(),
    ...util_exports.normalizeParams(params)
  });
}
var ZodUnion = /* @__PURE__ */ $constructor("ZodUnion", (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
  inst.options = def.options;
});
function union(options, params) {
  return new ZodUnion({
    type: "union",
    options,
    ...util_exports.normalizeParams(params)
  });
}
var ZodDiscriminatedUnion = /* @__PURE__ */ $constructor("ZodDiscriminatedUnion", (inst, def) => {
  ZodUnion.init(inst, def);
  $ZodDiscriminatedUnion.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
  return new ZodDiscriminatedUnion({
    type: "union",
    options,
    discriminator,
    ...util_exports.normalizeParams(params)
  });
}
var ZodIntersection = /* @__PURE__ */ $constructor("ZodIntersection", (inst, def) => {
  $ZodIntersection.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
  return new ZodIntersection({
    type: "intersection",
    left,
    right
  });
}
var ZodRecord = /* @__PURE__ */ $constructor("ZodRecord", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodRecord.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
  inst.keyType = def.keyType;
  inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodRecord({
      type: "record",
      keyType: string2(),
      valueType: keyType,
      ...util_exports.normalizeParams(valueType)
    });
  }
  return new ZodRecord({
    type: "record",
    keyType,
    valueType,
    ...util_exports.normalizeParams(params)
  });
}
var ZodEnum = /* @__PURE__ */ $constructor("ZodEnum", (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
  inst.enum = def.entries;
  inst.options = [...inst._zod.values];
  const keys = new Set(Object.keys(def.entries));
  inst.extract = (values, params) => {
    const newEntries = {};
    for (const value of values) {
      if (keys.has(value)) {
        newEntries[value] = def.entries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
  inst.exclude = (values, params) => {
    const newEntries = { ...def.entries };
    for (const value of values) {
      if (keys.has(value)) {
        delete newEntries[value];
      } else
        throw new Error(`Key ${value} not found in enum`);
    }
    return new ZodEnum({
      ...def,
      checks: [],
      ...util_exports.normalizeParams(params),
      entries: newEntries
    });
  };
});
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v2) => [v2, v2])) : values;
  return new ZodEnum({
    type: "enum",
    entries,
    ...util_exports.normalizeParams(params)
  });
}
var ZodLiteral = /* @__PURE__ */ $constructor("ZodLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
  inst.values = new Set(def.values);
  Object.defineProperty(inst, "value", {
    get() {
      if (def.values.length > 1) {
        throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
      }
      return def.values[0];
    }
  });
});
function literal(value, params) {
  return new ZodLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...util_exports.normalizeParams(params)
  });
}
var ZodTransform = /* @__PURE__ */ $constructor("ZodTransform", (inst, def) => {
  _ensureDefaultMemoizer();
  $ZodTransform.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
  inst._zod.parse = (payload, _ctx) => {
    if (_ctx.direction === "backward") {
      throw new $ZodEncodeError(inst.constructor.name);
    }
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(util_exports.issue(issue2, payload.value, def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = inst);
        payload.issues.push(util_exports.issue(_issue));
      }
    };
    const output = def.transform(payload.value, payload);
    if (output instanceof Promise) {
      return output.then((output2) => {
        payload.value = output2;
        return payload;
      });
    }
    payload.value = output;
    return payload;
  };
});
function transform(fn) {
  return new ZodTransform({
    type: "transform",
    transform: fn
  });
}
var ZodOptional = /* @__PURE__ */ $constructor("ZodOptional", (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
  return new ZodOptional({
    type: "optional",
    innerType
  });
}
var ZodExactOptional = /* @__PURE__ */ $constructor("ZodExactOptional", (inst, def) => {
  $ZodExactOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
  return new ZodExactOptional({
    type: "optional",
    innerType
  });
}
var ZodNullable = /* @__PURE__ */ $constructor("ZodNullable", (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
  return new ZodNullable({
    type: "nullable",
    innerType
  });
}
var ZodDefault = /* @__PURE__ */ $constructor("ZodDefault", (inst, def) => {
  $ZodDefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
  return new ZodDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodPrefault = /* @__PURE__ */ $constructor("ZodPrefault", (inst, def) => {
  $ZodPrefault.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
  return new ZodPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : util_exports.shallowClone(defaultValue);
    }
  });
}
var ZodNonOptional = /* @__PURE__ */ $constructor("ZodNonOptional", (inst, def) => {
  $ZodNonOptional.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
  return new ZodNonOptional({
    type: "nonoptional",
    innerType,
    ...util_exports.normalizeParams(params)
  });
}
var ZodCatch = /* @__PURE__ */ $constructor("ZodCatch", (inst, def) => {
  $ZodCatch.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
  inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
  return new ZodCatch({
    type: "catch",
    innerType,
    catchValue: typeof catchValue === "function" ? catchValue : util_exports.constantCatch(catchValue)
  });
}
var ZodPipe = /* @__PURE__ */ $constructor("ZodPipe", (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
  inst.in = def.in;
  inst.out = def.out;
});
function pipe(in_, out) {
  return new ZodPipe({
    type: "pipe",
    in: in_,
    out
    // ...util.normalizeParams(params),
  });
}
var ZodReadonly = /* @__PURE__ */ $constructor("ZodReadonly", (inst, def) => {
  $ZodReadonly.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
  inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
  return new ZodReadonly({
    type: "readonly",
    innerType
  });
}
var ZodCustom = /* @__PURE__ */ $constructor("ZodCustom", (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodType.init(inst, def);
  inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
function refine(fn, _params = {}) {
  return _refine(ZodCustom, fn, _params);
}
function superRefine(fn, params) {
  return _superRefine(fn, params);
}

// src/catalog/configProperties.ts
var NOT_SHOWN = "none given";
var CONFIG_PROPERTIES = [
  {
    name: "extentService",
    type: "url",
    since: "11.0",
    defaultNote: "not part of the listed defaults",
    meaning: "Service used to update or set the extent of a web map item. It must be a tiled map service in the WGS84 geographic coordinate system, WKID 4326."
  },
  {
    name: "footerLinks",
    type: "footerLinks",
    since: "11.0",
    default: [],
    meaning: "Links shown in all page footers (terms of use, privacy, contact, report abuse and similar)."
  },
  {
    name: "gcsBasemapService",
    type: "url",
    since: "11.0",
    deprecatedAt: "12.1",
    defaultNote: NOT_SHOWN,
    meaning: "Basemap service for OGC WMS services that do not support the Web Mercator coordinate system."
  },
  {
    // One spec heading spells it httpsDomain; the payload key (and so the catalog) is httpsDomains.
    name: "httpsDomains",
    type: "domainList",
    since: "11.0",
    deprecatedAt: "12.1",
    defaultNote: "a list of eight vendor domains (omitted here)",
    meaning: "Federated servers that the classic map viewer can use to switch services from HTTP to HTTPS."
  },
  {
    name: "longTokenExpiration",
    type: "minutes",
    since: "11.0",
    deprecatedAt: "12.1",
    default: 20160,
    meaning: "Expiration of tokens created when the user selects the keep-me-signed-in option at sign-in (default 14 days). When that option is not selected, tokenExpiration applies instead."
  },
  {
    name: "restrictOrganizationPageToAdmin",
    type: "boolean",
    since: "11.0",
    default: false,
    meaning: "When true, the Organization page is hidden from all members except those with the default administrator role. When false, all members see it."
  },
  {
    name: "searchPlatformOnlineEnabled",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the option to search the vendor's cloud-hosted layers is available in the classic map viewer and, from release 11.2, in the current map viewer. When false, the option is hidden from the Search for Layers dialog."
  },
  {
    name: "showCreateDashboard",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the dashboards app is accessible. When false, dashboards is hidden from the classic map viewer's Share dialog, the Create Web App option on the item detail page and the Create App option on the My Content tab."
  },
  {
    name: "showInAppLauncher",
    type: "stringList",
    since: "11.0",
    defaultNote: "a list of sixteen application titles (vendor product names, omitted here)",
    meaning: "Titles of applications shown in the app launcher. Each entry must match the application title the portal expects."
  },
  {
    name: "sceneViewerEnabled",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the scene viewer is accessible. When false, scene viewer options are hidden from all dialogs and ribbons."
  },
  {
    name: "surveyUrl",
    type: "url",
    since: "11.0",
    defaultNote: NOT_SHOWN,
    meaning: "URL of the survey website. May point to an installed instance, including port numbers or reverse proxy access points."
  },
  {
    name: "tokenExpiration",
    type: "minutes",
    since: "11.0",
    deprecatedAt: "12.1",
    default: 120,
    meaning: "Expiration of tokens generated at sign-in (default 2 hours). When the user selects keep-me-signed-in, longTokenExpiration overrides it."
  },
  {
    name: "webAppBuilderEnabled",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the web app builder is accessible. When false, it is hidden from the classic map viewer's Share dialog and from the Create App option on the My Content tab."
  },
  {
    name: "configurePortalOnlineEnv",
    type: "stringOrFalse",
    since: "11.0",
    deprecatedAt: "12.1",
    defaultNote: "a default proxy host name for non-disconnected environments",
    meaning: "Proxy used for configured utility services. In a disconnected environment set it to false."
  },
  {
    name: "portalOnlineConfigEnabled",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the cloud tab is displayed on the Organization Settings page. Set to false in a disconnected environment, after disabling access to the reference-content catalog."
  },
  {
    name: "portalCatalogConfigEnabled",
    type: "boolean",
    since: "11.0",
    default: true,
    meaning: "Whether the Configure Catalog Content section is displayed on the cloud tab of the Organization Settings page. Set to false in a disconnected environment, after disabling access to the catalog."
  },
  {
    name: "iotViewerUrl",
    type: "url",
    since: "11.1",
    deprecatedAt: "12.1",
    defaultNote: NOT_SHOWN,
    meaning: "URL of the real-time IoT application; may point to an installed deployment of it."
  },
  {
    name: "webEditorEnabled",
    type: "boolean",
    since: "11.3",
    // The "rule" is the meaning's last sentence: installing the web editor sets it to true.
    defaultNote: "see rule (not shown; installing the software sets it to true)",
    meaning: "Indicates whether the web editor setup is installed. When false, the web editor options (for example in the app launcher) are hidden. Installing the software sets it to true and shows them."
  },
  {
    name: "tpsEnabled",
    type: "boolean",
    since: "11.5",
    defaultNote: "see note (not shown)",
    meaning: "Indicates whether the topographic production web apps are installed. When false, they are hidden, for example from the Content > Create App menu. When true, the option to create them is shown."
  },
  {
    name: "dataPipelinesEnabled",
    type: "boolean",
    since: "11.5",
    defaultNote: "see note (not shown)",
    meaning: "Indicates whether the data pipelines web app is installed. When false, its options are hidden. When true, they are shown."
  }
];
var CONFIG_PROPERTY_NAMES = nonEmpty(CONFIG_PROPERTIES.map((p) => p.name));
var BY_NAME = new Map(CONFIG_PROPERTIES.map((p) => [p.name, p]));
function findConfigProperty(name) {
  return BY_NAME.get(name);
}
function nonEmpty(names) {
  const [first, ...rest] = names;
  if (first === void 0) throw new Error("config property catalog is empty");
  return [first, ...rest];
}

// src/catalog/privileges.ts
var IMAGERY_LICENCE = { kind: "licence", text: "Requires an imagery user type extension license." };
var REAL_TIME_LICENCE = {
  kind: "licence",
  text: "Applies only to organizations with the real-time analytics license."
};
var NOTEBOOK_SERVER = {
  kind: "visibility",
  text: "On self-hosted deployments visible only if a notebook server is configured."
};
var KNOWLEDGE_SERVER = { kind: "visibility", text: "Visible only if a knowledge server is configured." };
var RASTER_ANALYSIS = {
  kind: "visibility",
  text: "On self-hosted deployments requires raster analysis to be configured."
};
var DATA_PIPELINES_SUBSCRIPTION = {
  kind: "subscription",
  text: "Hosted organizations need a subscription type that supports data pipelines."
};
var DATA_PIPELINES_CONFIGURED = {
  kind: "visibility",
  text: "On self-hosted deployments available only where data pipelines are configured."
};
var DEVELOPER_SUBSCRIPTION = { kind: "subscription", text: "Developer subscriptions only." };
function section(category, group, rows) {
  return rows.map(([id, grants, extras = {}]) => ({
    id,
    category,
    group,
    grants,
    // Spread only what is present: optional properties are omitted, never set to undefined.
    ...extras.since === void 0 ? {} : { since: extras.since },
    ...extras.hostedSince === void 0 ? {} : { hostedSince: extras.hostedSince },
    conditions: extras.conditions ?? []
  }));
}
var PRIVILEGES = [
  ...section("general", "Members", [
    ["portal:user:viewOrgUsers", "View members of the organization."],
    ["portal:user:desktopapp:takeLicenseOffline", "Take the desktop application license offline.", { since: "12.1", hostedSince: "February 2026" }]
  ]),
  ...section("general", "Groups", [
    ["portal:user:createGroup", "Create, edit and delete own groups."],
    ["portal:user:joinGroup", "Join groups within the organization."],
    ["portal:user:joinNonOrgGroup", "Join groups external to the organization."],
    ["portal:user:viewOrgGroups", "View groups shared with the organization."],
    ["portal:user:invitePartneredCollaborationMembers", "Invite members of partnered collaboration organizations to groups."],
    ["portal:user:addExternalMembersToGroup", "Create groups that allow members of other organizations, and invite external members."]
  ]),
  ...section("general", "Content", [
    ["portal:user:createItem", "Create, edit and delete own content."],
    ["portal:publisher:publishFeatures", "Publish hosted feature layers from files such as shapefiles and CSV. Required by apps that create hosted feature layers."],
    ["portal:publisher:publishTiles", "Publish hosted tile layers."],
    ["portal:publisher:publishScenes", "Publish hosted scene layers."],
    ["portal:publisher:publishTiledImagery", "Publish hosted tiled imagery layers and export a tile package from one. Requires an imagery user type extension license.", { conditions: [IMAGERY_LICENCE] }],
    ["portal:publisher:publishDynamicImagery", "Publish hosted dynamic imagery layers. On self-hosted deployments requires raster analysis to be configured.", { conditions: [RASTER_ANALYSIS] }],
    ["portal:publisher:publishServerServices", "Publish server web layers to federated servers; also required for bulk publishing from a data store item."],
    ["portal:publisher:publishKnowledgeGraph", "Publish hosted knowledge graphs from the desktop application. Visible only if a knowledge server is configured.", { conditions: [KNOWLEDGE_SERVER] }],
    ["portal:user:viewOrgItems", "View content shared with the organization."],
    ["portal:publisher:registerDataStores", "Add data store items."],
    ["portal:publisher:bulkPublishFromDataStores", "For the owner of a database data store item: publish feature and map layers from all accessible feature classes and tables."],
    ["portal:user:viewTracks", "View members' location tracks via shared track views when location tracking is enabled."],
    ["portal:publisher:publishFeeds", "Publish real-time data feeds. Applies only to organizations with the real-time analytics license.", { conditions: [REAL_TIME_LICENCE] }],
    ["portal:publisher:publishRealTimeAnalytics", "Publish real-time analytics.", { conditions: [REAL_TIME_LICENCE] }],
    ["portal:publisher:publishBigDataAnalytics", "Publish big data analytics.", { conditions: [REAL_TIME_LICENCE] }],
    ["premium:publisher:createNotebooks", "Create and edit notebooks. On self-hosted deployments visible only if a notebook server is configured. Required to run web tools published from a notebook.", { conditions: [NOTEBOOK_SERVER] }],
    ["premium:publisher:scheduleNotebooks", "Schedule notebooks.", { conditions: [NOTEBOOK_SERVER] }],
    ["portal:user:reassignItems", "Reassign own content to another member who holds the receive privilege.", { since: "11.0" }],
    ["portal:user:receiveItems", "Receive content reassigned by another member who holds the reassign privilege.", { since: "11.0" }],
    ["portal:publisher:createDataPipelines", "Create, edit and run data pipelines. Hosted organizations need a subscription type that supports them.", { since: "12.0", conditions: [DATA_PIPELINES_SUBSCRIPTION, DATA_PIPELINES_CONFIGURED] }],
    ["portal:publisher:PublishVideo", "Publish hosted video layers from video files and metadata files.", { since: "11.2" }],
    ["portal:publisher:publishLivestreamVideo", "Publish hosted livestream video layers.", { since: "11.2" }],
    ["portal:user:generateApiTokens", "Generate API keys.", { since: "11.4" }],
    ["portal:user:assignPrivilegesToApps", "Assign privileges to OAuth 2.0 applications.", { since: "11.4" }],
    ["portal:user:createWorkflow", "Create workflow manager items.", { since: "12.1", hostedSince: "October 2025" }]
  ]),
  ...section("general", "Sharing", [
    ["portal:user:shareToGroup", "Share owned content with groups the member belongs to."],
    ["portal:user:shareToOrg", "Share owned items with the organization."],
    ["portal:user:shareToPublic", "Share owned items with everyone including the public."],
    ["portal:user:shareGroupToOrg", "Make any group the member makes discoverable. Recommended together with portal:user:createGroup."],
    ["portal:user:shareGroupToPublic", "Make any owned group visible to everyone, including anonymous users. Recommended together with portal:user:createGroup."],
    ["opendata:user:designateGroup", "Designate groups as available for open data."]
  ]),
  ...section("general", "Premium content and analysis", [
    ["premium:user:geocode", "Large-volume geocoding with the vendor's world geocoder."],
    ["premium:user:networkanalysis", "Network analysis such as routing and drive-time areas."],
    ["premium:user:spatialanalysis", "Spatial analysis tasks."],
    ["premium:user:geoenrichment", "Geoenrich features."],
    ["premium:user:demographics", "Use premium demographic data."],
    ["premium:publisher:geoanalytics", "Perform geoanalytics tasks."],
    ["premium:publisher:rasteranalysis", "Imagery and raster analysis such as slope. Requires an imagery user type extension license.", { conditions: [IMAGERY_LICENCE] }],
    ["premium:user:featurereport", "Create feature reports in the survey app."],
    ["premium:publisher:createAdvancedNotebooks", "Import and use the desktop scripting modules in notebooks."],
    ["portal:user:runWebTool", "Run web tools published from notebooks."],
    ["premium:user:places", "Local place / point-of-interest search with the beta places service. Developer subscriptions only.", { conditions: [DEVELOPER_SUBSCRIPTION] }]
  ]),
  ...section("general", "Features", [
    ["features:user:edit", "Edit features in editable layers according to the layer's permissions. On self-hosted deployments also update schema of a knowledge graph layer."],
    ["features:user:fullEdit", "Add, delete and update features and attributes in a hosted feature layer regardless of the layer's editing options."]
  ]),
  ...section("general", "Version management", [
    ["features:user:manageVersions", "View, alter and delete all branch versions accessed through a server web feature layer; manage version locks."]
  ]),
  ...section("general", "Webhooks", [
    ["portal:publisher:createFeatureWebhook", "Create, edit and delete own feature layer webhooks."]
  ]),
  ...section("administrative", "Members", [
    ["portal:admin:viewUsers", "View full member account information."],
    ["portal:admin:updateUsers", "Update member accounts, reset passwords, assign or unassign member categories. Rule: only members with the default administrator role can edit the password of another default administrator; a custom role holding this privilege cannot."],
    ["portal:admin:deleteUsers", "Delete member accounts."],
    ["portal:admin:inviteUsers", "Invite members."],
    ["portal:admin:disableUsers", "Enable and disable member accounts."],
    ["portal:admin:changeUserRoles", "Change a member's role. Does not allow promoting to or demoting from the default administrator role; that is reserved for default administrators."],
    ["portal:admin:manageLicenses", "Manage licenses of members."],
    ["portal:admin:updateMemberCategorySchema", "Configure the member category schema."]
  ]),
  ...section("administrative", "Groups", [
    ["portal:admin:viewGroups", "View all groups."],
    ["portal:admin:updateGroups", "Update groups."],
    ["portal:admin:deleteGroups", "Delete groups."],
    ["portal:admin:reassignGroups", "Reassign groups to other members."],
    ["portal:admin:assignToGroups", "Assign members to and remove members from groups."],
    ["portal:admin:manageEnterpriseGroups", "Link group membership to organization-specific groups."],
    ["portal:admin:createUpdateCapableGroup", "Create and own groups in which members may update all items (shared update groups)."],
    ["portal:admin:createLeavingDisallowedGroup", "Create and own groups whose members cannot leave (administrative groups).", { since: "11.3" }]
  ]),
  ...section("administrative", "Content", [
    ["portal:admin:viewItems", "View all content."],
    ["portal:admin:updateItems", "Update and categorize content; edit hosted feature layers."],
    ["portal:admin:deleteItems", "Delete content."],
    ["portal:admin:reassignItems", "Reassign content to other members."],
    ["portal:admin:updateItemCategorySchema", "Configure the content category schema."],
    ["portal:publisher:publishServerGPServices", "Publish web tools to the organization."],
    ["portal:admin:shareToOrg", "Share other members' content to the organization."],
    ["portal:admin:shareToPublic", "Share other members' content to all users of the portal."],
    ["portal:admin:createReports", "Create and manage administrative reports.", { since: "11.3" }]
  ]),
  ...section("administrative", "Marketplace subscriptions", [
    ["marketplace:admin:manage", "Create listings and list items; manage subscriptions in the marketplace."],
    ["marketplace:admin:purchase", "Request purchase information about apps and data."],
    ["marketplace:admin:startTrial", "Start trial subscriptions."]
  ]),
  ...section("administrative", "Webhooks", [
    ["portal:admin:createGPWebhook", "Create, edit and delete geoprocessing webhooks."]
  ]),
  ...section("administrative", "Organization settings", [
    ["portal:admin:manageSecurity", "Manage security settings."],
    ["portal:admin:manageWebsite", "Manage website settings."],
    ["portal:admin:manageCollaborations", "Manage collaborations."],
    ["portal:admin:manageCredits", "Manage credit budgeting settings."],
    ["portal:admin:manageRoles", "Manage member roles."],
    ["portal:admin:manageServers", "Manage server settings."],
    ["portal:admin:manageUtilityServices", "Manage utility service settings."],
    ["portal:admin:manageWebhooks", "Create, edit and delete organizational webhooks; manage all webhooks in the portal."]
  ]),
  ...section("administrative", "Open data", [
    ["opendata:user:openDataAdmin", "Manage open data sites for the organization."]
  ])
];
var PRIVILEGE_IDS = nonEmpty2(PRIVILEGES.map((p) => p.id));
var BY_ID = new Map(PRIVILEGES.map((p) => [p.id, p]));
function findPrivilege(id) {
  return BY_ID.get(id);
}
function matchPrivileges(glob) {
  const pattern = new RegExp(`^${glob.split("*").map(escapeRegExp).join(".*")}$`);
  return PRIVILEGES.filter((p) => pattern.test(p.id));
}
function isGlob(text) {
  return text.includes("*");
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function nonEmpty2(ids) {
  const [first, ...rest] = ids;
  if (first === void 0) throw new Error("privilege catalog is empty");
  return [first, ...rest];
}

// src/request/gating.ts
var raise = (since) => `remove it, or pass --release ${since} (or later) if the portal is newer`;
function privilegeGate(id, target) {
  const p = findPrivilege(id);
  if (p?.since === void 0 || target.kind !== "selfHosted") return void 0;
  if (releaseAtLeast(target.release, p.since)) return void 0;
  return { message: `"${id}" was introduced at ${p.since}; the target portal is ${formatRelease(target.release)}`, hint: raise(p.since) };
}
function settingsUpdateGate(target) {
  if (target.kind !== "selfHosted" || releaseAtLeast(target.release, SETTINGS_UPDATE_SINCE)) return void 0;
  return { message: `settings/update exists from release ${SETTINGS_UPDATE_SINCE}; the target portal is ${formatRelease(target.release)}`, hint: "upgrade the portal, or change these settings in its admin pages" };
}
function portalConfigGate(target) {
  if (target.kind === "hosted") {
    return { message: "portalConfigProperties exists only on self-hosted portals (11.0 and later), not on a hosted organization", hint: "remove this change, or point the request at a self-hosted portal" };
  }
  if (target.kind === "selfHosted" && !releaseAtLeast(target.release, PORTAL_CONFIG_SINCE)) {
    return { message: `portalConfigProperties exists from release ${PORTAL_CONFIG_SINCE}; the target is ${describeTarget(target)}`, hint: "before 11.0 these properties live in the portal configuration file" };
  }
  return void 0;
}
function configPropertyGate(name, target) {
  const p = findConfigProperty(name);
  if (p === void 0 || target.kind !== "selfHosted") return {};
  if (!releaseAtLeast(target.release, p.since)) {
    return { error: { message: `"${name}" was introduced at ${p.since}; the target portal is ${formatRelease(target.release)}`, hint: raise(p.since) } };
  }
  if (p.deprecatedAt !== void 0 && releaseAtLeast(target.release, p.deprecatedAt)) {
    return { warning: { message: `"${name}" is deprecated from ${p.deprecatedAt}; the target portal is ${formatRelease(target.release)}`, hint: "the portal may ignore it; plan to remove it" } };
  }
  return {};
}

// src/request/jsonPath.ts
var IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
function formatPath(path) {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else if (typeof seg === "string" && IDENTIFIER.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out;
}

// node_modules/color-name/index.js
var colors = {
  aliceblue: [240, 248, 255],
  antiquewhite: [250, 235, 215],
  aqua: [0, 255, 255],
  aquamarine: [127, 255, 212],
  azure: [240, 255, 255],
  beige: [245, 245, 220],
  bisque: [255, 228, 196],
  black: [0, 0, 0],
  blanchedalmond: [255, 235, 205],
  blue: [0, 0, 255],
  blueviolet: [138, 43, 226],
  brown: [165, 42, 42],
  burlywood: [222, 184, 135],
  cadetblue: [95, 158, 160],
  chartreuse: [127, 255, 0],
  chocolate: [210, 105, 30],
  coral: [255, 127, 80],
  cornflowerblue: [100, 149, 237],
  cornsilk: [255, 248, 220],
  crimson: [220, 20, 60],
  cyan: [0, 255, 255],
  darkblue: [0, 0, 139],
  darkcyan: [0, 139, 139],
  darkgoldenrod: [184, 134, 11],
  darkgray: [169, 169, 169],
  darkgreen: [0, 100, 0],
  darkgrey: [169, 169, 169],
  darkkhaki: [189, 183, 107],
  darkmagenta: [139, 0, 139],
  darkolivegreen: [85, 107, 47],
  darkorange: [255, 140, 0],
  darkorchid: [153, 50, 204],
  darkred: [139, 0, 0],
  darksalmon: [233, 150, 122],
  darkseagreen: [143, 188, 143],
  darkslateblue: [72, 61, 139],
  darkslategray: [47, 79, 79],
  darkslategrey: [47, 79, 79],
  darkturquoise: [0, 206, 209],
  darkviolet: [148, 0, 211],
  deeppink: [255, 20, 147],
  deepskyblue: [0, 191, 255],
  dimgray: [105, 105, 105],
  dimgrey: [105, 105, 105],
  dodgerblue: [30, 144, 255],
  firebrick: [178, 34, 34],
  floralwhite: [255, 250, 240],
  forestgreen: [34, 139, 34],
  fuchsia: [255, 0, 255],
  gainsboro: [220, 220, 220],
  ghostwhite: [248, 248, 255],
  gold: [255, 215, 0],
  goldenrod: [218, 165, 32],
  gray: [128, 128, 128],
  green: [0, 128, 0],
  greenyellow: [173, 255, 47],
  grey: [128, 128, 128],
  honeydew: [240, 255, 240],
  hotpink: [255, 105, 180],
  indianred: [205, 92, 92],
  indigo: [75, 0, 130],
  ivory: [255, 255, 240],
  khaki: [240, 230, 140],
  lavender: [230, 230, 250],
  lavenderblush: [255, 240, 245],
  lawngreen: [124, 252, 0],
  lemonchiffon: [255, 250, 205],
  lightblue: [173, 216, 230],
  lightcoral: [240, 128, 128],
  lightcyan: [224, 255, 255],
  lightgoldenrodyellow: [250, 250, 210],
  lightgray: [211, 211, 211],
  lightgreen: [144, 238, 144],
  lightgrey: [211, 211, 211],
  lightpink: [255, 182, 193],
  lightsalmon: [255, 160, 122],
  lightseagreen: [32, 178, 170],
  lightskyblue: [135, 206, 250],
  lightslategray: [119, 136, 153],
  lightslategrey: [119, 136, 153],
  lightsteelblue: [176, 196, 222],
  lightyellow: [255, 255, 224],
  lime: [0, 255, 0],
  limegreen: [50, 205, 50],
  linen: [250, 240, 230],
  magenta: [255, 0, 255],
  maroon: [128, 0, 0],
  mediumaquamarine: [102, 205, 170],
  mediumblue: [0, 0, 205],
  mediumorchid: [186, 85, 211],
  mediumpurple: [147, 112, 219],
  mediumseagreen: [60, 179, 113],
  mediumslateblue: [123, 104, 238],
  mediumspringgreen: [0, 250, 154],
  mediumturquoise: [72, 209, 204],
  mediumvioletred: [199, 21, 133],
  midnightblue: [25, 25, 112],
  mintcream: [245, 255, 250],
  mistyrose: [255, 228, 225],
  moccasin: [255, 228, 181],
  navajowhite: [255, 222, 173],
  navy: [0, 0, 128],
  oldlace: [253, 245, 230],
  olive: [128, 128, 0],
  olivedrab: [107, 142, 35],
  orange: [255, 165, 0],
  orangered: [255, 69, 0],
  orchid: [218, 112, 214],
  palegoldenrod: [238, 232, 170],
  palegreen: [152, 251, 152],
  paleturquoise: [175, 238, 238],
  palevioletred: [219, 112, 147],
  papayawhip: [255, 239, 213],
  peachpuff: [255, 218, 185],
  peru: [205, 133, 63],
  pink: [255, 192, 203],
  plum: [221, 160, 221],
  powderblue: [176, 224, 230],
  purple: [128, 0, 128],
  rebeccapurple: [102, 51, 153],
  red: [255, 0, 0],
  rosybrown: [188, 143, 143],
  royalblue: [65, 105, 225],
  saddlebrown: [139, 69, 19],
  salmon: [250, 128, 114],
  sandybrown: [244, 164, 96],
  seagreen: [46, 139, 87],
  seashell: [255, 245, 238],
  sienna: [160, 82, 45],
  silver: [192, 192, 192],
  skyblue: [135, 206, 235],
  slateblue: [106, 90, 205],
  slategray: [112, 128, 144],
  slategrey: [112, 128, 144],
  snow: [255, 250, 250],
  springgreen: [0, 255, 127],
  steelblue: [70, 130, 180],
  tan: [210, 180, 140],
  teal: [0, 128, 128],
  thistle: [216, 191, 216],
  tomato: [255, 99, 71],
  turquoise: [64, 224, 208],
  violet: [238, 130, 238],
  wheat: [245, 222, 179],
  white: [255, 255, 255],
  whitesmoke: [245, 245, 245],
  yellow: [255, 255, 0],
  yellowgreen: [154, 205, 50]
};
for (const key in colors) Object.freeze(colors[key]);
var color_name_default = Object.freeze(colors);

// src/request/colors.ts
var HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
var NAMES = color_name_default;
function parseColor(text) {
  const value = text.trim().toLowerCase();
  const hex = HEX.exec(value)?.[1];
  if (hex !== void 0) {
    const full = hex.length === 3 ? [...hex].map((c2) => c2 + c2).join("") : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  }
  return Object.hasOwn(NAMES, value) ? NAMES[value] : void 0;
}
var isColor = (text) => parseColor(text) !== void 0;
function luminance([r, g2, b2]) {
  const lin = (c2) => {
    const s3 = c2 / 255;
    return s3 <= 0.04045 ? s3 / 12.92 : ((s3 + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g2) + 0.0722 * lin(b2);
}
function contrastRatio(a, b2) {
  const [hi, lo] = [luminance(a), luminance(b2)].sort((x2, y2) => y2 - x2);
  return (hi + 0.05) / (lo + 0.05);
}
var MIN_CONTRAST = 4.5;

// node_modules/fastest-levenshtein/esm/mod.js
var peq = new Uint32Array(65536);
var myers_32 = (a, b2) => {
  const n = a.length;
  const m = b2.length;
  const lst = 1 << n - 1;
  let pv = -1;
  let mv = 0;
  let sc = n;
  let i = n;
  while (i--) {
    peq[a.charCodeAt(i)] |= 1 << i;
  }
  for (i = 0; i < m; i++) {
    let eq = peq[b2.charCodeAt(i)];
    const xv = eq | mv;
    eq |= (eq & pv) + pv ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & lst) {
      sc++;
    }
    if (pv & lst) {
      sc--;
    }
    mv = mv << 1 | 1;
    pv = pv << 1 | ~(xv | mv);
    mv &= xv;
  }
  i = n;
  while (i--) {
    peq[a.charCodeAt(i)] = 0;
  }
  return sc;
};
var myers_x = (b2, a) => {
  const n = a.length;
  const m = b2.length;
  const mhc = [];
  const phc = [];
  const hsize = Math.ceil(n / 32);
  const vsize = Math.ceil(m / 32);
  for (let i = 0; i < hsize; i++) {
    phc[i] = -1;
    mhc[i] = 0;
  }
  let j2 = 0;
  for (; j2 < vsize - 1; j2++) {
    let mv2 = 0;
    let pv2 = -1;
    const start2 = j2 * 32;
    const vlen2 = Math.min(32, m) + start2;
    for (let k2 = start2; k2 < vlen2; k2++) {
      peq[b2.charCodeAt(k2)] |= 1 << k2;
    }
    for (let i = 0; i < n; i++) {
      const eq = peq[a.charCodeAt(i)];
      const pb = phc[i / 32 | 0] >>> i & 1;
      const mb = mhc[i / 32 | 0] >>> i & 1;
      const xv = eq | mv2;
      const xh = ((eq | mb) & pv2) + pv2 ^ pv2 | eq | mb;
      let ph = mv2 | ~(xh | pv2);
      let mh = pv2 & xh;
      if (ph >>> 31 ^ pb) {
        phc[i / 32 | 0] ^= 1 << i;
      }
      if (mh >>> 31 ^ mb) {
        mhc[i / 32 | 0] ^= 1 << i;
      }
      ph = ph << 1 | pb;
      mh = mh << 1 | mb;
      pv2 = mh | ~(xv | ph);
      mv2 = ph & xv;
    }
    for (let k2 = start2; k2 < vlen2; k2++) {
      peq[b2.charCodeAt(k2)] = 0;
    }
  }
  let mv = 0;
  let pv = -1;
  const start = j2 * 32;
  const vlen = Math.min(32, m - start) + start;
  for (let k2 = start; k2 < vlen; k2++) {
    peq[b2.charCodeAt(k2)] |= 1 << k2;
  }
  let score = m;
  for (let i = 0; i < n; i++) {
    const eq = peq[a.charCodeAt(i)];
    const pb = phc[i / 32 | 0] >>> i & 1;
    const mb = mhc[i / 32 | 0] >>> i & 1;
    const xv = eq | mv;
    const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    score += ph >>> m - 1 & 1;
    score -= mh >>> m - 1 & 1;
    if (ph >>> 31 ^ pb) {
      phc[i / 32 | 0] ^= 1 << i;
    }
    if (mh >>> 31 ^ mb) {
      mhc[i / 32 | 0] ^= 1 << i;
    }
    ph = ph << 1 | pb;
    mh = mh << 1 | mb;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  for (let k2 = start; k2 < vlen; k2++) {
    peq[b2.charCodeAt(k2)] = 0;
  }
  return score;
};
var distance = (a, b2) => {
  if (a.length < b2.length) {
    const tmp = b2;
    b2 = a;
    a = tmp;
  }
  if (b2.length === 0) {
    return a.length;
  }
  if (a.length <= 32) {
    return myers_32(a, b2);
  }
  return myers_x(a, b2);
};

// src/request/suggest.ts
function didYouMean(input, candidates) {
  const lower = input.toLowerCase();
  const caseOnly = candidates.find((c2) => c2.toLowerCase() === lower);
  if (caseOnly !== void 0) return caseOnly;
  let best;
  let bestDistance = Infinity;
  for (const c2 of candidates) {
    const d = distance(lower, c2.toLowerCase());
    if (d < bestDistance) {
      best = c2;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 4));
  if (bestDistance <= limit) return best;
  const stem = lower.slice(0, Math.max(4, Math.ceil(lower.length * 0.7)));
  const sameStem = candidates.filter((c2) => c2.toLowerCase().startsWith(stem));
  return sameStem.length === 1 ? sameStem[0] : void 0;
}

// src/request/rules.ts
var blank = (s3) => s3 !== void 0 && s3.trim() === "";
function bannerRules(c2, at, out) {
  if (c2.enabled === void 0 && c2.text === void 0 && c2.bgColor === void 0 && c2.fontColor === void 0) {
    out.errors.push({ path: formatPath(at), message: "this banner change changes nothing", hint: "give at least one of enabled, text, bgColor, fontColor" });
  }
  if (c2.enabled === true && blank(c2.text)) {
    out.warnings.push({ path: formatPath([...at, "text"]), message: "the banner is enabled with empty text: an empty bar will show" });
  }
  const contrast = contrastWarning(c2.bgColor, c2.fontColor, [...at, "fontColor"]);
  if (contrast) out.warnings.push(contrast);
}
function contrastWarning(bg, font, at) {
  if (bg === void 0 || font === void 0) return void 0;
  const [b2, f2] = [parseColor(bg), parseColor(font)];
  if (!b2 || !f2) return void 0;
  const ratio = contrastRatio(b2, f2);
  if (ratio >= MIN_CONTRAST) return void 0;
  return {
    path: formatPath(at),
    message: `banner contrast ${ratio.toFixed(2)}:1 between "${font}" on "${bg}" is below the WCAG minimum of ${MIN_CONTRAST}:1`,
    hint: 'pick a darker font on a light background or the reverse, e.g. "black" on "#ffcc00"'
  };
}
function accessNoticeRules(c2, at, out) {
  if (c2.enabled === void 0 && c2.title === void 0 && c2.text === void 0 && c2.buttons === void 0) {
    out.errors.push({ path: formatPath(at), message: "this access notice change changes nothing", hint: "give at least one of enabled, title, text, buttons" });
  }
  if (c2.enabled === true) {
    for (const field of ["title", "text"]) {
      if (blank(c2[field])) {
        out.errors.push({ path: formatPath([...at, field]), message: `an enabled access notice needs a non-empty ${field}`, hint: `write the notice's ${field}, or leave "enabled" out` });
      }
    }
  }
}
function orgSettingsRules(c2, at, out) {
  if (c2.blockBetaApps === void 0 && c2.aiAssistantsEnabled === void 0) {
    out.errors.push({ path: formatPath(at), message: "this orgSettings change changes nothing", hint: "give blockBetaApps and/or aiAssistantsEnabled" });
  }
  const ai = aiBetaWarning(c2.aiAssistantsEnabled, c2.blockBetaApps, [...at, "aiAssistantsEnabled"]);
  if (ai) out.warnings.push(ai);
}
function aiBetaWarning(ai, blockBeta, at) {
  if (ai !== true || blockBeta !== true) return void 0;
  return { path: formatPath(at), message: "AI assistants are enabled while beta apps are blocked: assistants need blockBetaApps=false", hint: 'set "blockBetaApps": false as well' };
}
var GROUP_SHARING = ["portal:user:shareGroupToOrg", "portal:user:shareGroupToPublic"];
function groupSharingWarning(privileges, at) {
  const sharing = GROUP_SHARING.filter((p) => privileges.includes(p));
  if (sharing.length === 0 || privileges.includes("portal:user:createGroup")) return void 0;
  return { path: formatPath(at), message: `${sharing.join(" and ")} without portal:user:createGroup: the role can share groups it cannot create`, hint: 'add "portal:user:createGroup"' };
}
var DEFAULT_ROLE_NAMES = /* @__PURE__ */ new Map([
  ["iaaaaaaaaaaaaaaa", "the pre-built Viewer role"],
  ["ibbbbbbbbbbbbbbb", "the pre-built Data Editor role"],
  ["viewer", "the pre-built Viewer role"],
  ["data editor", "the pre-built Data Editor role"],
  ["org_admin", "the default Administrator role"],
  ["org_publisher", "the default Publisher role"],
  ["org_user", "the default User role"],
  ["administrator", "the default Administrator role"],
  ["publisher", "the default Publisher role"],
  ["user", "the default User role"]
]);
function rolePrivilegesRules(c2, at, target, out) {
  const builtIn = DEFAULT_ROLE_NAMES.get(c2.role.trim().toLowerCase());
  if (builtIn !== void 0) {
    out.errors.push({ path: formatPath([...at, "role"]), message: `"${c2.role}" is ${builtIn}; its privileges cannot be changed`, hint: "create a custom role and change that one" });
  }
  const hasSet = c2.set !== void 0;
  if (hasSet && (c2.add !== void 0 || c2.remove !== void 0)) {
    out.errors.push({ path: formatPath([...at, "set"]), message: '"set" replaces the whole list and cannot be combined with "add" or "remove"', hint: 'use either "set", or "add" and/or "remove"' });
  }
  if (!hasSet && c2.add === void 0 && c2.remove === void 0) {
    out.errors.push({ path: formatPath(at), message: "this rolePrivileges change changes nothing", hint: 'give "set", or "add" and/or "remove"' });
  }
  if (c2.set !== void 0 && c2.set.length === 0 && c2.allowEmpty !== true) {
    out.errors.push({ path: formatPath([...at, "set"]), message: "this would leave the role with no privileges", hint: 'add "allowEmpty": true if that is intended' });
  }
  for (const list of ["set", "add"]) {
    c2[list]?.forEach((id, i) => {
      const path = formatPath([...at, list, i]);
      if (isGlob(id)) out.errors.push({ path, message: `globs such as "${id}" are allowed only in "remove"`, hint: 'list the privileges one by one, or move the glob to "remove"' });
      else if (findPrivilege(id) === void 0) out.errors.push(unknownPrivilege(id, path));
      else {
        const gate = privilegeGate(id, target);
        if (gate) out.errors.push({ path, ...gate });
      }
    });
    duplicateWarnings(c2[list], [...at, list], out);
  }
  const removed = /* @__PURE__ */ new Set();
  c2.remove?.forEach((entry, i) => {
    const path = formatPath([...at, "remove", i]);
    if (isGlob(entry)) {
      const matches = matchPrivileges(entry);
      if (matches.length === 0) out.errors.push({ path, message: `the glob "${entry}" matches no privilege`, hint: 'globs use * for any characters, e.g. "portal:admin:*"' });
      for (const m of matches) removed.add(m.id);
    } else if (findPrivilege(entry) === void 0) out.errors.push(unknownPrivilege(entry, path));
    else removed.add(entry);
  });
  duplicateWarnings(c2.remove, [...at, "remove"], out);
  c2.add?.forEach((id, i) => {
    if (removed.has(id)) out.errors.push({ path: formatPath([...at, "add", i]), message: `"${id}" is both added and removed`, hint: "keep it in one list" });
  });
  if (c2.set) {
    const w2 = groupSharingWarning(c2.set, [...at, "set"]);
    if (w2) out.warnings.push(w2);
  }
}
function unknownPrivilege(id, path) {
  const guess = didYouMean(id, PRIVILEGE_IDS);
  return { path, message: `unknown privilege "${id}"`, hint: guess !== void 0 ? `did you mean "${guess}"?` : "identifiers are case-sensitive; see the privilege catalog (docs/privileges.md)" };
}
function duplicateWarnings(list, at, out) {
  const seen = /* @__PURE__ */ new Set();
  list?.forEach((id, i) => {
    if (seen.has(id)) out.warnings.push({ path: formatPath([...at, i]), message: `"${id}" is listed twice` });
    seen.add(id);
  });
}

// src/request/configValueSchemas.ts
var httpUrl = url({ protocol: /^https?$/, error: "must be an absolute http:// or https:// URL" });
var HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;
var domainName = string2().regex(HOSTNAME, { error: 'must be a domain name such as "services.example.com" (no scheme, port or path)' });
var footerLinkSchema = strictObject({
  title: string2().trim().min(1, { error: "a footer link needs a non-empty title" }),
  url: httpUrl.optional(),
  email: email2({ error: "must be an e-mail address" }).optional(),
  type: _enum(["contactUs", "reportAbuse"]).optional()
}).superRefine((link, ctx) => {
  if (link.url === void 0 === (link.email === void 0)) {
    ctx.addIssue({ code: "custom", path: link.url === void 0 ? [] : ["email"], message: 'a footer link needs exactly one of "url" or "email"' });
  }
  if (link.type !== void 0 && link.email === void 0) {
    ctx.addIssue({ code: "custom", path: ["type"], message: '"type" is only for e-mail links (contactUs or reportAbuse)' });
  }
}).meta({ description: "A footer link: a title and exactly one of url or email; type only on e-mail links." });
var valueSchemas = {
  url: httpUrl,
  boolean: boolean2(),
  minutes: int({ error: "must be a whole number of minutes" }).positive({ error: "must be a positive number of minutes" }),
  stringOrFalse: union([string2().trim().min(1), literal(false)], {
    error: "must be a host name string, or false in a disconnected environment"
  }),
  footerLinks: array(footerLinkSchema),
  domainList: array(domainName),
  stringList: array(string2().trim().min(1, { error: "must not be empty" }))
};
function describe3(p) {
  const since = p.deprecatedAt === void 0 ? `since ${p.since}` : `since ${p.since}, deprecated at ${p.deprecatedAt}`;
  return `${p.meaning} (${since})`;
}
var portalConfigSetSchema = strictObject(
  Object.fromEntries(CONFIG_PROPERTIES.map((p) => [p.name, valueSchemas[p.type].optional().meta({ description: describe3(p) })]))
);

// src/request/schema.ts
var PORTAL_ALIAS = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
var portalAliasSchema = string2().regex(PORTAL_ALIAS, { error: 'must be a configured portal alias (letters, digits, "-" and "_"), never a URL' }).default("default");
var colorSchema = string2().refine(isColor, { error: 'not a colour: use a CSS colour name such as "black" or a hex value such as "#ffcc00"' }).meta({ description: "A CSS colour name or a hex value (#rgb or #rrggbb)." });
var bannerChangeSchema = strictObject({
  kind: literal("banner"),
  enabled: boolean2().optional(),
  text: string2().optional(),
  bgColor: colorSchema.optional(),
  fontColor: colorSchema.optional()
}).meta({ title: "banner", description: "The informational banner at the top of every page. Omitted fields keep their current values." });
var BUTTONS = ["acceptAndDecline", "okOnly", "acceptAndDecilne"];
var accessNoticeChangeSchema = strictObject({
  kind: literal("accessNotice"),
  audience: _enum(["anonymous", "authenticated"]),
  enabled: boolean2().optional(),
  title: string2().optional(),
  text: string2().optional(),
  buttons: _enum(BUTTONS).optional().meta({
    description: "acceptAndDecline or okOnly. The misspelling acceptAndDecilne from the API value list is accepted and treated as acceptAndDecline."
  })
}).meta({ title: "accessNotice", description: "The access notice (terms of use) for anonymous or authenticated users." });
var portalConfigChangeSchema = strictObject({
  kind: literal("portalConfig"),
  set: portalConfigSetSchema.optional(),
  unset: array(_enum(CONFIG_PROPERTY_NAMES)).optional()
}).meta({ title: "portalConfig", description: "portalConfigProperties (self-hosted 11.0+). Properties not named keep their values." });
var orgSettingsChangeSchema = strictObject({
  kind: literal("orgSettings"),
  blockBetaApps: boolean2().optional(),
  aiAssistantsEnabled: boolean2().optional()
}).meta({ title: "orgSettings", description: "Organization switches sent through settings/update." });
var privilege = string2().meta({ enum: [...PRIVILEGE_IDS], description: "A privilege identifier from the catalog (case-sensitive)." });
var privilegeOrGlob = string2().min(1).meta({ description: 'A privilege identifier, or a glob with * such as "portal:admin:*".' });
var rolePrivilegesChangeSchema = strictObject({
  kind: literal("rolePrivileges"),
  role: string2().trim().min(1).meta({ description: "A custom role id (16 characters) or its exact name." }),
  set: array(privilege).optional().meta({ description: "Replace the privileges with exactly this list." }),
  add: array(privilege).optional(),
  remove: array(privilegeOrGlob).optional(),
  allowEmpty: boolean2().optional().meta({ description: "Allow a result with no privileges." })
}).meta({ title: "rolePrivileges", description: "Privileges of a custom role: either set, or add and/or remove." });
var CHANGE_SCHEMAS = {
  banner: bannerChangeSchema,
  accessNotice: accessNoticeChangeSchema,
  portalConfig: portalConfigChangeSchema,
  orgSettings: orgSettingsChangeSchema,
  rolePrivileges: rolePrivilegesChangeSchema
};
var CHANGE_KINDS = Object.keys(CHANGE_SCHEMAS);
var changeSchema = discriminatedUnion("kind", [
  bannerChangeSchema,
  accessNoticeChangeSchema,
  portalConfigChangeSchema,
  orgSettingsChangeSchema,
  rolePrivilegesChangeSchema
]);
var changeRequestSchema = strictObject({
  $schema: string2().optional(),
  portal: portalAliasSchema,
  reason: string2().max(2e3).optional().meta({ description: "Why: shown in the audit log, plan summaries and chat replies." }),
  changes: array(changeSchema).min(1, { error: "a change request needs at least one change" })
}).meta({ title: "portal-ops change request", description: "Settings and role privileges to apply to one portal." });

// src/request/zodIssues.ts
function toIssues(issues, schema, prefix = []) {
  return issues.flatMap((issue2) => mapIssue(issue2, schema, prefix));
}
function mapIssue(issue2, schema, prefix) {
  const path = [...prefix, ...issue2.path];
  const at = formatPath(path);
  switch (issue2.code) {
    case "unrecognized_keys": {
      const known = knownKeys(schemaAt(schema, issue2.path));
      return issue2.keys.map((key) => {
        const guess = didYouMean(key, known);
        return withHint(
          { path: formatPath([...path, key]), message: `unknown field "${key}"` },
          guess !== void 0 ? `did you mean "${guess}"?` : known.length > 0 ? `allowed fields: ${known.join(", ")}` : void 0
        );
      });
    }
    case "invalid_value": {
      const input = issue2.input;
      const values = issue2.values.filter((v2) => typeof v2 === "string");
      if (typeof input !== "string") return [{ path: at, message: `must be one of ${listValues(values)}` }];
      const guess = didYouMean(input, values);
      const message2 = values.length <= 8 ? `"${input}" is not one of ${listValues(values)}` : `unknown value "${input}"`;
      return [withHint({ path: at, message: message2 }, guess !== void 0 ? `did you mean "${guess}"?` : void 0)];
    }
    case "invalid_type": {
      if (issue2.input === void 0) return [{ path: at, message: `"${String(path.at(-1) ?? "value")}" is required` }];
      if (!issue2.message.startsWith("Invalid input")) return [{ path: at, message: issue2.message }];
      return [{ path: at, message: `expected ${issue2.expected}, got ${describeType(issue2.input)}` }];
    }
    default:
      return [{ path: at, message: issue2.message }];
  }
}
function withHint(issue2, hint) {
  return hint === void 0 ? issue2 : { ...issue2, hint };
}
function listValues(values) {
  return values.map((v2) => `"${v2}"`).join(", ");
}
function describeType(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
function schemaAt(schema, path) {
  let current = schema;
  for (const seg of path) {
    current = current && unwrap(current);
    if (current === void 0) return void 0;
    const def = current._zod.def;
    if (typeof seg === "number" && def.type === "array") current = def.element;
    else if (def.type === "object") current = def.shape[String(seg)];
    else return void 0;
  }
  return current && unwrap(current);
}
function unwrap(schema) {
  let s3 = schema;
  for (; ; ) {
    const def = s3._zod.def;
    if (def.type === "optional" || def.type === "default" || def.type === "nullable" || def.type === "prefault") s3 = def.innerType;
    else if (def.type === "pipe") s3 = def.in;
    else return s3;
  }
}
function knownKeys(schema) {
  if (schema === void 0) return [];
  const def = schema._zod.def;
  return def.type === "object" ? Object.keys(def.shape) : [];
}

// src/request/validate.ts
var envelopeSchema = changeRequestSchema.extend({ changes: array(unknown()).min(1, { error: "a change request needs at least one change" }) });
var GATING_SKIPPED = "release gating skipped: pass --release X.Y (self-hosted) or --hosted to check against your portal";
function validateChangeRequest(input, options) {
  const { target } = options;
  const out = { errors: [], warnings: [] };
  const notes = target.kind === "unknown" ? [GATING_SKIPPED] : [`checked against ${describeTarget(target)}`];
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    out.errors.push({ path: "", message: `a change request is a JSON object, got ${describeType(input)}`, hint: "see examples/ for the format" });
    return { valid: false, ...out, notes };
  }
  const envelope = envelopeSchema.safeParse(input, { reportInput: true });
  if (!envelope.success) out.errors.push(...toIssues(envelope.error.issues, envelopeSchema));
  const rawChanges = input.changes;
  const changes2 = [];
  if (Array.isArray(rawChanges)) {
    rawChanges.forEach((raw2, index) => {
      const change2 = parseChange(raw2, index, out);
      if (change2) changes2.push({ change: change2, index });
    });
  }
  for (const { change: change2, index } of changes2) changeRules(change2, ["changes", index], target, out);
  repeatedTargets(changes2, out);
  const valid = out.errors.length === 0 && envelope.success && changes2.length === countChanges(rawChanges);
  const result = { valid, errors: out.errors, warnings: out.warnings, notes };
  return valid && envelope.success ? { ...result, request: { ...envelope.data, changes: changes2.map((c2) => c2.change) } } : result;
}
var countChanges = (raw2) => Array.isArray(raw2) ? raw2.length : -1;
function parseChange(raw2, index, out) {
  const at = ["changes", index];
  if (raw2 === null || typeof raw2 !== "object" || Array.isArray(raw2)) {
    out.errors.push({ path: formatPath(at), message: `a change is a JSON object, got ${describeType(raw2)}` });
    return void 0;
  }
  const kind = raw2.kind;
  if (typeof kind !== "string" || !CHANGE_KINDS.includes(kind)) {
    const guess = typeof kind === "string" ? didYouMean(kind, CHANGE_KINDS) : void 0;
    out.errors.push({
      path: formatPath([...at, "kind"]),
      message: kind === void 0 ? '"kind" is required' : `unknown change kind ${JSON.stringify(kind)}`,
      hint: guess !== void 0 ? `did you mean "${guess}"?` : `one of: ${CHANGE_KINDS.join(", ")}`
    });
    return void 0;
  }
  const schema = CHANGE_SCHEMAS[kind];
  const parsed = schema.safeParse(raw2, { reportInput: true });
  if (!parsed.success) {
    out.errors.push(...toIssues(parsed.error.issues, schema, at));
    return void 0;
  }
  return parsed.data;
}
function changeRules(change2, at, target, out) {
  if (change2.kind !== "rolePrivileges") {
    const gate = settingsUpdateGate(target);
    if (gate) out.errors.push({ path: formatPath(at), ...gate });
  }
  switch (change2.kind) {
    case "banner":
      return bannerRules(change2, at, out);
    case "accessNotice":
      return accessNoticeRules(change2, at, out);
    case "orgSettings":
      return orgSettingsRules(change2, at, out);
    case "rolePrivileges":
      return rolePrivilegesRules(change2, at, target, out);
    case "portalConfig":
      return portalConfigRules(change2, at, target, out);
  }
}
function portalConfigRules(c2, at, target, out) {
  const set = Object.keys(c2.set ?? {});
  const unset = c2.unset ?? [];
  if (set.length === 0 && unset.length === 0) {
    out.errors.push({ path: formatPath(at), message: "this portalConfig change changes nothing", hint: 'give properties in "set" and/or names in "unset"' });
  }
  const gate = portalConfigGate(target);
  if (gate) {
    out.errors.push({ path: formatPath(at), ...gate });
    return;
  }
  for (const name of set) {
    const { error: error2, warning } = configPropertyGate(name, target);
    if (error2) out.errors.push({ path: formatPath([...at, "set", name]), ...error2 });
    if (warning) out.warnings.push({ path: formatPath([...at, "set", name]), ...warning });
  }
  unset.forEach((name, i) => {
    if (set.includes(name)) out.errors.push({ path: formatPath([...at, "unset", i]), message: `"${name}" is both set and unset`, hint: "keep it in one of the two" });
    const { error: error2 } = configPropertyGate(name, target);
    if (error2) out.errors.push({ path: formatPath([...at, "unset", i]), ...error2 });
  });
}
function repeatedTargets(changes2, out) {
  const first = /* @__PURE__ */ new Map();
  for (const { change: change2, index } of changes2) {
    const key = change2.kind === "accessNotice" ? `accessNotice:${change2.audience}` : change2.kind === "rolePrivileges" ? `role:${change2.role.trim()}` : change2.kind;
    const earlier = first.get(key);
    if (earlier === void 0) first.set(key, index);
    else out.errors.push({ path: formatPath(["changes", index]), message: `changes[${earlier}] already changes the same ${describeKey(change2)}`, hint: `merge this change into changes[${earlier}]` });
  }
}
function describeKey(change2) {
  if (change2.kind === "accessNotice") return `${change2.audience} access notice`;
  if (change2.kind === "rolePrivileges") return `role "${change2.role}"`;
  return change2.kind;
}

// src/plan/values.ts
function jsonEqual(a, b2) {
  if (a === b2) return true;
  if (typeof a !== typeof b2 || a === null || b2 === null || typeof a !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b2)) {
    if (!Array.isArray(a) || !Array.isArray(b2) || a.length !== b2.length) return false;
    return a.every((v2, i) => jsonEqual(v2, b2[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b2);
  if (ka.length !== kb.length) return false;
  return ka.every((k2) => Object.hasOwn(b2, k2) && jsonEqual(a[k2], b2[k2]));
}
var isRecord = (v2) => v2 !== null && typeof v2 === "object" && !Array.isArray(v2);
function definedFields(value, keys) {
  const out = {};
  for (const k2 of keys) if (value[k2] !== void 0) out[k2] = value[k2];
  return out;
}
async function mapSettled(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { status: "fulfilled", value: await fn(items[i]) };
      } catch (reason) {
        results[i] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

// src/plan/settingsPlan.ts
function normalizeButtons(value) {
  return value === "acceptAndDecilne" ? "acceptAndDecline" : value;
}
function settingsValueEqual(field, a, b2) {
  if ((field === "anonymousAccessNotice" || field === "authenticatedAccessNotice") && isRecord(a) && isRecord(b2)) {
    return jsonEqual({ ...a, buttons: normalizeButtons(a.buttons) }, { ...b2, buttons: normalizeButtons(b2.buttons) });
  }
  return jsonEqual(a, b2);
}
function planSettings(current, changes2, spelling) {
  const out = { fields: [], unchanged: [], warnings: [], errors: [] };
  for (const { change: change2, index } of changes2) {
    const at = ["changes", index];
    switch (change2.kind) {
      case "banner": {
        const before = objectOrEmpty(current.informationalBanner);
        const after = { ...before, ...definedFields(change2, ["enabled", "text", "bgColor", "fontColor"]) };
        const contrast = contrastWarning(stringOr(after.bgColor), stringOr(after.fontColor), [...at]);
        if (contrast && (change2.bgColor !== void 0 || change2.fontColor !== void 0 || change2.enabled === true)) out.warnings.push(contrast);
        push(out, "informationalBanner", current.informationalBanner, after, "the banner");
        break;
      }
      case "accessNotice": {
        const field = change2.audience === "anonymous" ? "anonymousAccessNotice" : "authenticatedAccessNotice";
        const before = objectOrEmpty(current[field]);
        const after = { ...before, ...definedFields(change2, ["enabled", "title", "text"]) };
        if (change2.buttons !== void 0) {
          const same = normalizeButtons(before.buttons) === normalizeButtons(change2.buttons);
          after.buttons = same ? before.buttons : change2.buttons === "okOnly" ? "okOnly" : spelling;
        }
        if (after.enabled === true) {
          for (const key of ["title", "text"]) {
            if (typeof after[key] !== "string" || after[key].trim() === "") {
              out.errors.push({ path: formatPath(at), message: `the ${change2.audience} access notice would be enabled with an empty ${key}`, hint: `give "${key}" in this change` });
            }
          }
        }
        push(out, field, current[field], after, `the ${change2.audience} access notice`);
        break;
      }
      case "portalConfig": {
        const after = { ...objectOrEmpty(current.portalConfigProperties), ...change2.set ?? {} };
        for (const name of change2.unset ?? []) delete after[name];
        push(out, "portalConfigProperties", current.portalConfigProperties, after, "portalConfigProperties");
        break;
      }
      case "orgSettings": {
        for (const key of ["blockBetaApps", "aiAssistantsEnabled"]) {
          if (change2[key] !== void 0) push(out, key, current[key], change2[key], key);
        }
        const ai = aiBetaWarning(change2.aiAssistantsEnabled ?? current.aiAssistantsEnabled, change2.blockBetaApps ?? current.blockBetaApps, [...at]);
        if (ai) out.warnings.push(ai);
        break;
      }
      case "rolePrivileges":
        break;
    }
  }
  return out;
}
function push(out, field, before, after, label) {
  if (settingsValueEqual(field, before, after)) {
    out.unchanged.push(`${label} is already as requested`);
    return;
  }
  out.fields.push({ field, before, after, changes: leafChanges(field, before, after) });
}
function leafChanges(path, before, after) {
  if (!isRecord(after) || !(before === void 0 || isRecord(before))) {
    return [before === void 0 ? { path, op: "+", after } : { path, op: "~", before, after }];
  }
  const b2 = before ?? {};
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(b2), ...Object.keys(after)])];
  const changes2 = [];
  for (const key of keys) {
    const p = `${path}.${key}`;
    const inB = Object.hasOwn(b2, key);
    const inA = Object.hasOwn(after, key);
    if (inB && !inA) changes2.push({ path: p, op: "-", before: b2[key] });
    else if (!inB && inA) changes2.push({ path: p, op: "+", after: after[key] });
    else if (!jsonEqual(b2[key], after[key]) && !(key === "buttons" && normalizeButtons(b2[key]) === normalizeButtons(after[key]))) {
      changes2.push({ path: p, op: "~", before: b2[key], after: after[key] });
    }
  }
  return changes2;
}
var objectOrEmpty = (v2) => isRecord(v2) ? v2 : {};
var stringOr = (v2) => typeof v2 === "string" ? v2 : void 0;

// src/plan/applyPlan.ts
async function applyPlan(context, options) {
  const { plan, client, portalId } = context;
  if (!plan.changed) return { plan, status: "noop", writes: [] };
  const writes = [];
  let settingsOk = true;
  if (plan.settings.length > 0) {
    const result = await writeSettings(client, portalId, plan.settings);
    settingsOk = result.status === "applied";
    writes.push(result);
  }
  if (settingsOk) {
    const settled = await mapSettled(plan.roles, options.concurrency, (role) => client.setRolePrivileges(portalId, role.roleId, role.after));
    plan.roles.forEach((role, i) => {
      const s3 = settled[i];
      writes.push(s3?.status === "fulfilled" ? { target: roleTarget(role), status: "applied" } : { target: roleTarget(role), status: "failed", error: errorJson(s3?.reason) });
    });
  } else {
    for (const role of plan.roles) writes.push({ target: roleTarget(role), status: "not-attempted" });
  }
  const verified = await verify(context, writes);
  return summarize(plan, verified);
}
async function writeSettings(client, portalId, fields) {
  const target = { kind: "settings", fields: fields.map((f2) => f2.field) };
  try {
    await client.updateSettings(portalId, Object.fromEntries(fields.map((f2) => [f2.field, f2.after])));
    return { target, status: "applied" };
  } catch (err) {
    return { target, status: "failed", error: errorJson(err) };
  }
}
async function verify(context, writes) {
  const { plan, client, portalId } = context;
  const settingsWritten = writes.some((w2) => w2.target.kind === "settings" && w2.status === "applied");
  const rolesWritten = writes.some((w2) => w2.target.kind === "role" && w2.status === "applied");
  let settings;
  let roles;
  let readError;
  try {
    [settings, roles] = await Promise.all([
      settingsWritten ? client.getSettings(portalId) : Promise.resolve(void 0),
      rolesWritten ? client.listRoles(portalId, { privileges: true }).then((list) => new Map(list.map((r) => [r.id, r.privileges ?? []]))) : Promise.resolve(void 0)
    ]);
  } catch (err) {
    readError = err;
  }
  return writes.map((w2) => {
    if (w2.status !== "applied") return w2;
    if (readError !== void 0) {
      const error2 = new TransportError("the write succeeded but reading it back failed, so it is not verified", { code: "verify_failed", operation: "verify", cause: readError });
      return { ...w2, status: "unverified", error: errorJson(error2) };
    }
    const mismatches = w2.target.kind === "settings" ? plan.settings.flatMap((f2) => settingsMismatches(f2, settings?.[f2.field])) : roleMismatches(plan.roles.find((r) => w2.target.kind === "role" && r.roleId === w2.target.roleId), roles);
    return mismatches.length === 0 ? w2 : { ...w2, status: "unverified", mismatches };
  });
}
function settingsMismatches(plan, actual) {
  const field = plan.field;
  const sent = plan.after;
  if (!isRecord(sent)) return jsonEqual(sent, actual) ? [] : [field];
  const got = isRecord(actual) ? actual : {};
  const out = [];
  for (const [key, value] of Object.entries(sent)) {
    const same = key === "buttons" ? normalizeButtons(value) === normalizeButtons(got[key]) : jsonEqual(value, got[key]);
    if (!same) out.push(`${field}.${key}`);
  }
  if (isRecord(plan.before)) {
    for (const key of Object.keys(plan.before)) if (!Object.hasOwn(sent, key) && Object.hasOwn(got, key)) out.push(`${field}.${key} (should be removed)`);
  }
  return out;
}
function roleMismatches(role, roles) {
  if (role === void 0) return [];
  const actual = roles?.get(role.roleId);
  if (actual === void 0) return [`role "${role.roleName}" is gone`];
  const have = new Set(actual);
  const want = new Set(role.after);
  return [
    ...role.after.filter((p) => !have.has(p)).map((p) => `role "${role.roleName}": ${p} missing`),
    ...actual.filter((p) => !want.has(p)).map((p) => `role "${role.roleName}": ${p} still present`)
  ];
}
function summarize(plan, writes) {
  const landed = writes.filter((w2) => w2.status === "applied").length;
  const status = landed === writes.length ? "applied" : landed === 0 && !writes.some((w2) => w2.status === "unverified") ? "failed" : "partial";
  if (status === "applied") return { plan, status, writes };
  const mismatches = writes.flatMap((w2) => w2.mismatches ?? []);
  const firstError = writes.find((w2) => w2.error !== void 0)?.error;
  const error2 = mismatches.length > 0 ? errorJson(new ConflictError(`the portal did not take: ${mismatches.join("; ")}`, { code: "not_applied", operation: "verify" })) : firstError ?? errorJson(new ConflictError("some writes did not land", { code: "not_applied" }));
  return { plan, status, writes, error: error2 };
}
function roleTarget(role) {
  return { kind: "role", roleId: role.roleId, roleName: role.roleName };
}
function errorJson(err) {
  if (err instanceof PortalOpsError) return err.toJSON();
  return new TransportError(err instanceof Error ? err.message : String(err), { code: "unexpected", cause: err }).toJSON();
}

// src/plan/portalLock.ts
var PortalLock = class {
  #tails = /* @__PURE__ */ new Map();
  async run(key, work) {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => void 0);
    this.#tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }
};

// src/plan/rolesPlan.ts
function resolveRole(roles, ref) {
  const byId = roles.find((r) => r.id === ref);
  const role = byId ?? singleByName(roles, ref);
  if (role === "ambiguous") return { error: `more than one role is named "${ref}"`, hint: "refer to the role by its id" };
  if (role === void 0) {
    const caseOnly = roles.find((r) => r.name.toLowerCase() === ref.toLowerCase());
    return { error: `no custom role with the id or name "${ref}"`, hint: caseOnly ? `names are exact: did you mean "${caseOnly.name}"?` : "names must match exactly; ids are 16 characters" };
  }
  const prebuilt = PREBUILT_ROLES[role.id];
  if (prebuilt !== void 0) return { error: `"${ref}" is the pre-built ${prebuilt} role; its privileges cannot be changed`, hint: "create a custom role and change that one" };
  return { role };
}
function singleByName(roles, name) {
  const found = roles.filter((r) => r.name === name);
  return found.length > 1 ? "ambiguous" : found[0];
}
function desiredPrivileges(current, change2) {
  if (change2.set !== void 0) return [...new Set(change2.set)];
  const removed = /* @__PURE__ */ new Set();
  for (const entry of change2.remove ?? []) {
    if (isGlob(entry)) for (const p of matchPrivileges(entry)) removed.add(p.id);
    else removed.add(entry);
  }
  const kept = current.filter((p) => !removed.has(p));
  return [.../* @__PURE__ */ new Set([...kept, ...change2.add ?? []])];
}
function planRoles(roles, changes2) {
  const out = { roles: [], unchanged: [], warnings: [], errors: [] };
  const seen = /* @__PURE__ */ new Map();
  for (const { change: change2, index } of changes2) {
    const at = ["changes", index];
    const resolved = resolveRole(roles, change2.role.trim());
    if ("error" in resolved) {
      out.errors.push({ path: formatPath([...at, "role"]), message: resolved.error, ...resolved.hint === void 0 ? {} : { hint: resolved.hint } });
      continue;
    }
    const { role } = resolved;
    const earlier = seen.get(role.id);
    if (earlier !== void 0) {
      out.errors.push({ path: formatPath([...at, "role"]), message: `changes[${earlier}] already changes this role (${role.name}, ${role.id})`, hint: `merge this change into changes[${earlier}]` });
      continue;
    }
    seen.set(role.id, index);
    const before = role.privileges ?? [];
    const after = desiredPrivileges(before, change2);
    if (after.length === 0 && change2.allowEmpty !== true) {
      out.errors.push({ path: formatPath(at), message: `this would leave the role "${role.name}" with no privileges`, hint: 'add "allowEmpty": true if that is intended' });
      continue;
    }
    const sharing = groupSharingWarning(after, at);
    if (sharing) out.warnings.push(sharing);
    const beforeSet = new Set(before);
    const afterSet = new Set(after);
    const added = after.filter((p) => !beforeSet.has(p));
    const removed = before.filter((p) => !afterSet.has(p));
    if (added.length === 0 && removed.length === 0) out.unchanged.push(`role "${role.name}" already has the requested privileges`);
    else out.roles.push({ roleId: role.id, roleName: role.name, before, after, added, removed });
  }
  return out;
}

// src/plan/engine.ts
var MANAGE_SECURITY = "portal:admin:manageSecurity";
var Engine = class {
  #options;
  #clock;
  #logger;
  #clients = /* @__PURE__ */ new Map();
  #identities = /* @__PURE__ */ new Map();
  #lock = new PortalLock();
  constructor(options) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#logger = options.logger ?? silentLogger;
  }
  /** Reads what the request touches and returns what would change. Never writes. */
  async plan(input) {
    return (await this.#prepare(input)).plan;
  }
  /** Plans and writes under the portal's lock, reading the settings immediately before writing. */
  async apply(input, options = {}) {
    const request = preValidate(input);
    const connection = this.#connection(request.portal);
    return this.#lock.run(connection.url, async () => {
      const context = await this.#prepare(input, request);
      const result = await applyPlan(context, { concurrency: this.#options.roleConcurrency ?? 8 });
      this.#audit(context.plan, result, options);
      return result;
    });
  }
  /** `request` is the target-free validation of `input`, when the caller already has it. */
  async #prepare(input, request = preValidate(input)) {
    const connection = this.#connection(request.portal);
    const client = this.#client(connection);
    const self = await this.#identity(connection, client);
    const target = targetOf(self, connection);
    const full = validateChangeRequest(input, { target });
    if (!full.valid || full.request === void 0) throw new ValidationError("the change request is not valid for this portal", full.errors);
    const changes2 = full.request.changes.map((change2, index) => ({ change: change2, index }));
    const settingsChanges = changes2.filter(({ change: change2 }) => change2.kind !== "rolePrivileges");
    const roleChanges = changes2.filter((c2) => c2.change.kind === "rolePrivileges");
    checkPermissions(self, settingsChanges.length > 0, roleChanges.length > 0);
    const [settings, roles] = await Promise.all([
      settingsChanges.length > 0 ? client.getSettings(self.id) : Promise.resolve({}),
      roleChanges.length > 0 ? client.listRoles(self.id, { privileges: true }) : Promise.resolve([])
    ]);
    const s3 = planSettings(settings, settingsChanges, connection.buttonsSpelling);
    const r = planRoles(roles, roleChanges);
    const errors = [...s3.errors, ...r.errors];
    if (errors.length > 0) throw new ValidationError("the change request cannot be applied to this portal as it is", errors);
    const plan = {
      portal: {
        alias: connection.alias,
        url: client.root,
        id: self.id,
        ...self.name === void 0 ? {} : { name: self.name },
        kind: self.isPortal ? "selfHosted" : "hosted",
        ...target.kind === "selfHosted" && connection.release !== void 0 ? { release: connection.release } : {},
        ...self.user?.username === void 0 ? {} : { username: self.user.username }
      },
      ...request.reason === void 0 ? {} : { reason: request.reason },
      settings: s3.fields,
      roles: r.roles,
      unchanged: [...s3.unchanged, ...r.unchanged],
      warnings: [...full.warnings, ...s3.warnings, ...r.warnings],
      notes: full.notes,
      changed: s3.fields.length > 0 || r.roles.length > 0
    };
    return { plan, client, portalId: self.id, settingsChanged: s3.fields.length > 0 };
  }
  /** The banner and notices as the portal has them now (chat `status`), read without writing. */
  async status(alias) {
    const connection = this.#connection(alias);
    const client = this.#client(connection);
    const self = await this.#identity(connection, client);
    const settings = await client.getSettings(self.id);
    return {
      portal: alias,
      banner: settings.informationalBanner ?? {},
      anonymousAccessNotice: settings.anonymousAccessNotice ?? {},
      authenticatedAccessNotice: settings.authenticatedAccessNotice ?? {}
    };
  }
  /** Whether a portal alias is configured (faces check before authorizing). */
  hasPortal(alias) {
    return this.#options.portals.has(alias);
  }
  #connection(alias) {
    const connection = this.#options.portals.get(alias);
    if (connection !== void 0) return connection;
    const known = [...this.#options.portals.keys()];
    throw new ValidationError(`no portal "${alias}" is configured`, [
      { path: "portal", message: `no portal "${alias}" is configured`, hint: known.length > 0 ? `configured: ${known.join(", ")}` : "set PORTAL_URL and credentials, or pass --config" }
    ]);
  }
  #client(connection) {
    let client = this.#clients.get(connection.alias);
    if (client === void 0) {
      client = new PortalClient({ root: connection.url, auth: connection.auth, fetch: this.#options.fetch, clock: this.#clock, logger: this.#logger, ...this.#options.client });
      this.#clients.set(connection.alias, client);
    }
    return client;
  }
  async #identity(connection, client) {
    const cached2 = this.#identities.get(connection.alias);
    const ttl = this.#options.identityTtlMs ?? 5 * 6e4;
    if (cached2 !== void 0 && this.#clock.now() - cached2.at < ttl) return cached2.self;
    const self = await client.self();
    this.#identities.set(connection.alias, { self, at: this.#clock.now() });
    return self;
  }
  #audit(plan, result, options) {
    const record2 = {
      principal: options.principal ?? "unknown",
      reason: plan.reason ?? null,
      portal: { alias: plan.portal.alias, url: plan.portal.url, id: plan.portal.id, user: plan.portal.username ?? null },
      status: result.status,
      settings: plan.settings.map((f2) => ({ field: f2.field, before: f2.before ?? null, after: f2.after })),
      roles: plan.roles.map((r) => ({ id: r.roleId, name: r.roleName, added: r.added, removed: r.removed })),
      writes: result.writes.map((w2) => ({ target: w2.target, status: w2.status, ...w2.mismatches ? { mismatches: w2.mismatches } : {} })),
      ...result.error === void 0 ? {} : { error: result.error }
    };
    if (result.status === "applied" || result.status === "noop") this.#logger.info("audit", record2);
    else this.#logger.error("audit", record2);
  }
};
function preValidate(input) {
  const result = validateChangeRequest(input, { target: { kind: "unknown" } });
  if (!result.valid || result.request === void 0) throw new ValidationError("the change request is invalid", result.errors);
  return result.request;
}
function targetOf(self, connection) {
  if (!self.isPortal) return { kind: "hosted" };
  const release = connection.release === void 0 ? void 0 : parseRelease(connection.release);
  return release === void 0 ? { kind: "unknown" } : { kind: "selfHosted", release };
}
function checkPermissions(self, settings, roles) {
  const user = self.user;
  const who = user === void 0 ? "the signed-in identity" : `"${user.username}" (${user.role}${user.roleId ? `, custom role ${user.roleId}` : ""})`;
  if (roles && !isDefaultAdministrator(user)) {
    throw new PermissionError(`changing role privileges needs a default administrator; ${who} is not one`, { code: "not_default_admin", operation: "roles/setPrivileges" });
  }
  if (settings && !isDefaultAdministrator(user) && !(user?.privileges ?? []).includes(MANAGE_SECURITY)) {
    throw new PermissionError(`changing organization settings needs a default administrator or the ${MANAGE_SECURITY} privilege; ${who} has neither`, {
      code: "cannot_manage_security",
      operation: "settings/update"
    });
  }
}

// node_modules/hono/dist/http-exception.js
var HTTPException = class extends Error {
  res;
  status;
  /**
  * Creates an instance of `HTTPException`.
  * @param status - HTTP status code for the exception. Defaults to 500.
  * @param options - Additional options for the exception.
  */
  constructor(status = 500, options) {
    super(options?.message, { cause: options?.cause });
    this.res = options?.res;
    this.status = status;
  }
  /**
  * Returns the response object associated with the exception.
  * If a response object is not provided, a new response is created with the error message and status code.
  * @returns The response object.
  */
  getResponse() {
    if (this.res) return new Response(this.res.body, {
      status: this.status,
      headers: this.res.headers
    });
    return new Response(this.message, { status: this.status });
  }
};

// node_modules/hono/dist/request/constants.js
var GET_MATCH_RESULT = /* @__PURE__ */ Symbol();

// node_modules/hono/dist/utils/buffer.js
var bufferToFormData = (arrayBuffer, contentType) => {
  return new Response(arrayBuffer, { headers: { "Content-Type": contentType.replace(/^[^;]+/, (mediaType) => mediaType.toLowerCase()) } }).formData();
};

// node_modules/hono/dist/utils/body.js
var MAX_NESTED_OBJECTS = 1e4;
var isRawRequest = (request) => "headers" in request;
var parseBody = async (request, options = /* @__PURE__ */ Object.create(null)) => {
  const { all = false, dot = false } = options;
  const mediaType = (isRawRequest(request) ? request.headers : request.raw.headers).get("Content-Type")?.split(";")[0].trim().toLowerCase();
  if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") return parseFormData(request, {
    all,
    dot
  });
  return {};
};
async function parseFormData(request, options) {
  if (!isRawRequest(request) && request.bodyCache.formData) return convertFormDataToBodyData(await request.bodyCache.formData, options);
  const headers = isRawRequest(request) ? request.headers : request.raw.headers;
  const arrayBuffer = await request.arrayBuffer();
  const formDataPromise = bufferToFormData(arrayBuffer, headers.get("Content-Type") || "");
  if (!isRawRequest(request)) request.bodyCache.formData = formDataPromise;
  const formData = await formDataPromise;
  if (formData) return convertFormDataToBodyData(formData, options);
  return {};
}
function convertFormDataToBodyData(formData, options) {
  const form = /* @__PURE__ */ Object.create(null);
  const nestingState = { count: 0 };
  formData.forEach((value, key) => {
    if (!(options.all || key.endsWith("[]"))) form[key] = value;
    else handleParsingAllValues(form, key, value);
  });
  if (options.dot) Object.entries(form).forEach(([key, value]) => {
    if (key.includes(".")) {
      handleParsingNestedValues(form, key, value, nestingState);
      delete form[key];
    }
  });
  return form;
}
var handleParsingAllValues = (form, key, value) => {
  if (form[key] !== void 0) {
    if (Array.isArray(form[key])) form[key].push(value);
    else form[key] = [form[key], value];
  } else if (!key.endsWith("[]")) form[key] = value;
  else form[key] = [value];
};
var handleParsingNestedValues = (form, key, value, state) => {
  if (/(?:^|\.)__proto__\./.test(key)) return;
  let nestedForm = form;
  const keys = key.split(".", 34);
  if (keys.length > 33) throwNestingLimitExceeded();
  keys.forEach((key2, index) => {
    if (index === keys.length - 1) nestedForm[key2] = value;
    else {
      if (!nestedForm[key2] || typeof nestedForm[key2] !== "object" || Array.isArray(nestedForm[key2]) || nestedForm[key2] instanceof File) {
        if (state.count++ >= MAX_NESTED_OBJECTS) throwNestingLimitExceeded();
        nestedForm[key2] = /* @__PURE__ */ Object.create(null);
      }
      nestedForm = nestedForm[key2];
    }
  });
};
var throwNestingLimitExceeded = () => {
  throw new Error("Nesting limit exceeded");
};

// node_modules/hono/dist/utils/url.js
var splitPath = (path) => {
  const paths = path.split("/");
  if (paths[0] === "") paths.shift();
  return paths;
};
var splitRoutingPath = (routePath2) => {
  const { groups, path } = extractGroupsFromPath(routePath2);
  const paths = splitPath(path);
  return replaceGroupMarks(paths, groups);
};
var extractGroupsFromPath = (path) => {
  const groups = [];
  path = path.replace(/\{[^}]+\}/g, (match2, index) => {
    const mark = `@${index}`;
    groups.push([mark, match2]);
    return mark;
  });
  return {
    groups,
    path
  };
};
var replaceGroupMarks = (paths, groups) => {
  for (let i = groups.length - 1; i >= 0; i--) {
    const [mark] = groups[i];
    for (let j2 = paths.length - 1; j2 >= 0; j2--) if (paths[j2].includes(mark)) {
      paths[j2] = paths[j2].replace(mark, groups[i][1]);
      break;
    }
  }
  return paths;
};
var patternCache = {};
var getPattern = (label, next) => {
  if (label === "*") return "*";
  const match2 = label.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
  if (match2) {
    const cacheKey = `${label}#${next}`;
    if (!patternCache[cacheKey]) {
      if (match2[2]) patternCache[cacheKey] = next && next[0] !== ":" && next[0] !== "*" ? [
        cacheKey,
        match2[1],
        new RegExp(`^${match2[2]}(?=/${next})`)
      ] : [
        label,
        match2[1],
        new RegExp(`^${match2[2]}$`)
      ];
      else patternCache[cacheKey] = [
        label,
        match2[1],
        true
      ];
    }
    return patternCache[cacheKey];
  }
  return null;
};
var tryDecode = (str, decoder2) => {
  try {
    return decoder2(str);
  } catch {
    return str.replace(/(?:%[0-9A-Fa-f]{2})+/g, (match2) => {
      try {
        return decoder2(match2);
      } catch {
        return match2;
      }
    });
  }
};
var decodeURIWithPreservedPercent = (value) => decodeURI(value.includes("%25") ? value.replace(/%25/g, "%2525") : value);
var getPath = (request) => {
  const url2 = request.url;
  const start = url2.indexOf("/", url2.indexOf(":") + 4);
  let i = start;
  for (; i < url2.length; i++) {
    const charCode = url2.charCodeAt(i);
    if (charCode === 37) {
      const queryIndex = url2.indexOf("?", i);
      const hashIndex = url2.indexOf("#", i);
      const end = queryIndex === -1 ? hashIndex === -1 ? void 0 : hashIndex : hashIndex === -1 ? queryIndex : Math.min(queryIndex, hashIndex);
      const path = url2.slice(start, end);
      const decoded = tryDecode(path, decodeURIWithPreservedPercent);
      if (/%(?![0-9A-Fa-f]{2})/.test(path)) {
        const rewritten = new URL("http://localhost");
        rewritten.pathname = decoded.replace(/[\\\t\n\r]/g, encodeURIComponent);
        if (tryDecode(rewritten.pathname, decodeURIWithPreservedPercent) !== decoded) return tryDecode(path.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), decodeURIWithPreservedPercent);
      }
      return decoded;
    } else if (charCode === 63 || charCode === 35) break;
  }
  return url2.slice(start, i);
};
var getPathNoStrict = (request) => {
  const result = getPath(request);
  return result.length > 1 && result.at(-1) === "/" ? result.slice(0, -1) : result;
};
var mergePath = (base, sub, ...rest) => {
  if (rest.length) sub = mergePath(sub, ...rest);
  return `${base?.[0] === "/" ? "" : "/"}${base}${sub === "/" ? "" : `${base?.at(-1) === "/" ? "" : "/"}${sub?.[0] === "/" ? sub.slice(1) : sub}`}`;
};
var checkOptionalParameter = (path) => {
  if (path.charCodeAt(path.length - 1) !== 63 || !path.includes(":")) return null;
  const segments = path.split("/");
  const results = [];
  let basePath = "";
  segments.forEach((segment) => {
    if (segment !== "" && !/\:/.test(segment)) basePath += "/" + segment;
    else if (/\:/.test(segment)) {
      if (segment.charCodeAt(segment.length - 1) === 63) {
        if (results.length === 0 && basePath === "") results.push("/");
        else results.push(basePath);
        const optionalSegment = segment.slice(0, -1);
        basePath += "/" + optionalSegment;
        results.push(basePath);
      } else basePath += "/" + segment;
    }
  });
  return results.filter((v2, i, a) => a.indexOf(v2) === i);
};
var tryDecodeURIComponent = (str) => str.indexOf("%") !== -1 ? tryDecode(str, decodeURIComponent_) : str;
var _decodeURI = (value) => {
  if (value.indexOf("+") !== -1) value = value.replace(/\+/g, " ");
  return tryDecodeURIComponent(value);
};
var _getQueryParam = (url2, key, multiple) => {
  const hashIndex = url2.indexOf("#", 8);
  if (hashIndex !== -1) url2 = url2.slice(0, hashIndex);
  let encoded;
  if (!multiple && key && !/[%+&=]/.test(key)) {
    const queryIndex = url2.indexOf("?", 8);
    let keyIndex2 = queryIndex;
    if (keyIndex2 === -1) return;
    if (!url2.startsWith(key, keyIndex2 + 1)) keyIndex2 = url2.indexOf(`&${key}`, keyIndex2 + 1);
    while (keyIndex2 !== -1) {
      const trailingKeyCode = url2.charCodeAt(keyIndex2 + key.length + 1);
      if (trailingKeyCode === 61 || trailingKeyCode === 38 || isNaN(trailingKeyCode)) {
        if (keyIndex2 > queryIndex && /(?:^|&)[^=&]*[%+]/.test(url2.slice(queryIndex + 1, keyIndex2))) break;
        if (trailingKeyCode === 61) {
          const valueIndex = keyIndex2 + key.length + 2;
          const endIndex = url2.indexOf("&", valueIndex);
          return _decodeURI(url2.slice(valueIndex, endIndex === -1 ? void 0 : endIndex));
        }
        return "";
      }
      keyIndex2 = url2.indexOf(`&${key}`, keyIndex2 + 1);
    }
    encoded = /[%+]/.test(url2);
    if (!encoded) return;
  }
  const results = /* @__PURE__ */ Object.create(null);
  encoded ??= /[%+]/.test(url2);
  let keyIndex = url2.indexOf("?", 8);
  while (keyIndex !== -1) {
    const nextKeyIndex = url2.indexOf("&", keyIndex + 1);
    let valueIndex = url2.indexOf("=", keyIndex);
    if (valueIndex > nextKeyIndex && nextKeyIndex !== -1) valueIndex = -1;
    let name = url2.slice(keyIndex + 1, valueIndex === -1 ? nextKeyIndex === -1 ? void 0 : nextKeyIndex : valueIndex);
    if (encoded) name = _decodeURI(name);
    keyIndex = nextKeyIndex;
    if (name === "") continue;
    let value;
    if (valueIndex === -1) value = "";
    else {
      value = url2.slice(valueIndex + 1, nextKeyIndex === -1 ? void 0 : nextKeyIndex);
      if (encoded) value = _decodeURI(value);
    }
    if (multiple) {
      if (!(results[name] && Array.isArray(results[name]))) results[name] = [];
      results[name].push(value);
    } else results[name] ??= value;
  }
  return key ? results[key] : results;
};
var getQueryParam = _getQueryParam;
var getQueryParams = (url2, key) => {
  return _getQueryParam(url2, key, true);
};
var decodeURIComponent_ = decodeURIComponent;

// node_modules/hono/dist/request.js
var HonoRequest = class {
  /**
  * `.raw` can get the raw Request object.
  *
  * @see {@link https://hono.dev/docs/api/request#raw}
  *
  * @example
  * ```ts
  * // For Cloudflare Workers
  * app.post('/', async (c) => {
  *   const metadata = c.req.raw.cf?.hostMetadata?
  *   ...
  * })
  * ```
  */
  raw;
  #validatedData;
  #matchResult;
  routeIndex = 0;
  /**
  * `.path` can get the pathname of the request.
  *
  * @see {@link https://hono.dev/docs/api/request#path}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const pathname = c.req.path // `/about/me`
  * })
  * ```
  */
  path;
  bodyCache = {};
  constructor(request, path = "/", matchResult = [[]]) {
    this.raw = request;
    this.path = path;
    this.#matchResult = matchResult;
  }
  param(key) {
    return key ? this.#getDecodedParam(key) : this.#getAllDecodedParams();
  }
  #getDecodedParam(key) {
    const paramKey = this.#matchResult[0][this.routeIndex]?.[1][key];
    const param = this.#getParamValue(paramKey);
    return param && tryDecodeURIComponent(param);
  }
  #getAllDecodedParams() {
    const decoded = {};
    const keys = Object.keys(this.#matchResult[0][this.routeIndex]?.[1] ?? {});
    for (const key of keys) {
      const value = this.#getParamValue(this.#matchResult[0][this.routeIndex][1][key]);
      if (value !== void 0) decoded[key] = tryDecodeURIComponent(value);
    }
    return decoded;
  }
  #getParamValue(paramKey) {
    return this.#matchResult[1] ? this.#matchResult[1][paramKey] : paramKey;
  }
  query(key) {
    return getQueryParam(this.url, key);
  }
  queries(key) {
    return getQueryParams(this.url, key);
  }
  header(name) {
    if (name) return this.raw.headers.get(name) ?? void 0;
    const headerData = /* @__PURE__ */ Object.create(null);
    this.raw.headers.forEach((value, key) => {
      headerData[key] = value;
    });
    return headerData;
  }
  async parseBody(options) {
    return parseBody(this, options);
  }
  #cachedBody = (key) => {
    const { bodyCache, raw: raw2 } = this;
    const cachedBody = bodyCache[key];
    if (cachedBody) return cachedBody;
    for (const anyCachedKey in bodyCache) return bodyCache[anyCachedKey].then((body) => {
      if (anyCachedKey === "json") body = JSON.stringify(body);
      const contentType = anyCachedKey === "formData" ? void 0 : raw2.headers.get("content-type");
      return new Response(body, { headers: contentType ? { "Content-Type": contentType } : void 0 })[key]();
    });
    return bodyCache[key] = raw2[key]();
  };
  /**
  * `.json()` can parse Request body of type `application/json`
  *
  * @see {@link https://hono.dev/docs/api/request#json}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.json()
  * })
  * ```
  */
  json() {
    return this.#cachedBody("text").then((text) => JSON.parse(text));
  }
  /**
  * `.text()` can parse Request body of type `text/plain`
  *
  * @see {@link https://hono.dev/docs/api/request#text}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.text()
  * })
  * ```
  */
  text() {
    return this.#cachedBody("text");
  }
  /**
  * `.arrayBuffer()` parse Request body as an `ArrayBuffer`
  *
  * @see {@link https://hono.dev/docs/api/request#arraybuffer}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.arrayBuffer()
  * })
  * ```
  */
  arrayBuffer() {
    return this.#cachedBody("arrayBuffer");
  }
  /**
  * `.bytes()` parses the request body as a `Uint8Array`.
  *
  * @see {@link https://hono.dev/docs/api/request#bytes}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.bytes()
  * })
  * ```
  */
  bytes() {
    return this.#cachedBody("arrayBuffer").then((buffer) => new Uint8Array(buffer));
  }
  /**
  * Parses the request body as a `Blob`.
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.blob();
  * });
  * ```
  * @see https://hono.dev/docs/api/request#blob
  */
  blob() {
    return this.#cachedBody("blob");
  }
  /**
  * Parses the request body as `FormData`.
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.formData();
  * });
  * ```
  * @see https://hono.dev/docs/api/request#formdata
  */
  formData() {
    return this.#cachedBody("formData");
  }
  /**
  * Adds validated data to the request.
  *
  * @param target - The target of the validation.
  * @param data - The validated data to add.
  */
  addValidatedData(target, data) {
    (this.#validatedData ??= {})[target] = data;
  }
  valid(target) {
    return this.#validatedData?.[target];
  }
  /**
  * `.url` can get the request url strings.
  *
  * @see {@link https://hono.dev/docs/api/request#url}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const url = c.req.url // `http://localhost:8787/about/me`
  *   ...
  * })
  * ```
  */
  get url() {
    return this.raw.url;
  }
  /**
  * `.method` can get the method name of the request.
  *
  * @see {@link https://hono.dev/docs/api/request#method}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const method = c.req.method // `GET`
  * })
  * ```
  */
  get method() {
    return this.raw.method;
  }
  get [GET_MATCH_RESULT]() {
    return this.#matchResult;
  }
  /**
  * `.matchedRoutes` can return a matched route in the handler
  *
  * @deprecated
  *
  * Use matchedRoutes helper defined in "hono/route" instead.
  *
  * @see {@link https://hono.dev/docs/api/request#matchedroutes}
  *
  * @example
  * ```ts
  * app.use('*', async function logger(c, next) {
  *   await next()
  *   c.req.matchedRoutes.forEach(({ handler, method, path }, i) => {
  *     const name = handler.name || (handler.length < 2 ? '[handler]' : '[middleware]')
  *     console.log(
  *       method,
  *       ' ',
  *       path,
  *       ' '.repeat(Math.max(10 - path.length, 0)),
  *       name,
  *       i === c.req.routeIndex ? '<- respond from here' : ''
  *     )
  *   })
  * })
  * ```
  */
  get matchedRoutes() {
    return this.#matchResult[0].map(([[, route]]) => route);
  }
  /**
  * `.routePath` can retrieve the path registered within the handler
  *
  * @deprecated
  *
  * Use routePath helper defined in "hono/route" instead.
  *
  * @see {@link https://hono.dev/docs/api/request#routepath}
  *
  * @example
  * ```ts
  * app.get('/posts/:id', (c) => {
  *   return c.json({ path: c.req.routePath })
  * })
  * ```
  */
  get routePath() {
    return this.#matchResult[0].map(([[, route]]) => route)[this.routeIndex].path;
  }
};

// node_modules/hono/dist/utils/html.js
var HtmlEscapedCallbackPhase = {
  Stringify: 1,
  BeforeStream: 2,
  Stream: 3
};
var raw = (value, callbacks) => {
  const escapedString = new String(value);
  escapedString.isEscaped = true;
  escapedString.callbacks = callbacks;
  return escapedString;
};
var resolveCallback = async (str, phase, preserveCallbacks, context, buffer) => {
  if (typeof str === "object" && !(str instanceof String)) {
    if (!(str instanceof Promise)) str = str.toString();
    if (str instanceof Promise) str = await str;
  }
  const callbacks = str.callbacks;
  if (!callbacks?.length) return Promise.resolve(str);
  if (buffer) buffer[0] += str;
  else buffer = [str];
  const resStr = Promise.all(callbacks.map((c2) => c2({
    phase,
    buffer,
    context
  }))).then((res) => Promise.all(res.filter(Boolean).map((str2) => resolveCallback(str2, phase, false, context, buffer))).then(() => buffer[0]));
  if (preserveCallbacks) return raw(await resStr, callbacks);
  else return resStr;
};

// node_modules/hono/dist/context.js
var TEXT_PLAIN = "text/plain; charset=UTF-8";
var setDefaultContentType = (contentType, headers) => {
  return {
    "Content-Type": contentType,
    ...headers
  };
};
var createResponseInstance = (body, init) => new Response(body, init);
var Context = class {
  #rawRequest;
  #req;
  /**
  * `.env` can get bindings (environment variables, secrets, KV namespaces, D1 database, R2 bucket etc.) in Cloudflare Workers.
  *
  * @see {@link https://hono.dev/docs/api/context#env}
  *
  * @example
  * ```ts
  * // Environment object for Cloudflare Workers
  * app.get('*', async c => {
  *   const counter = c.env.COUNTER
  * })
  * ```
  */
  env = {};
  #var;
  finalized = false;
  /**
  * `.error` can get the error object from the middleware if the Handler throws an error.
  *
  * @see {@link https://hono.dev/docs/api/context#error}
  *
  * @example
  * ```ts
  * app.use('*', async (c, next) => {
  *   await next()
  *   if (c.error) {
  *     // do something...
  *   }
  * })
  * ```
  */
  error;
  #status;
  #executionCtx;
  #res;
  #layout;
  #renderer;
  #notFoundHandler;
  #preparedHeaders;
  #matchResult;
  #path;
  /**
  * Creates an instance of the Context class.
  *
  * @param req - The Request object.
  * @param options - Optional configuration options for the context.
  */
  constructor(req, options) {
    this.#rawRequest = req;
    if (options) {
      this.#executionCtx = options.executionCtx;
      this.env = options.env;
      this.#notFoundHandler = options.notFoundHandler;
      this.#path = options.path;
      this.#matchResult = options.matchResult;
    }
  }
  /**
  * `.req` is the instance of {@link HonoRequest}.
  */
  get req() {
    this.#req ??= new HonoRequest(this.#rawRequest, this.#path, this.#matchResult);
    return this.#req;
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#event}
  * The FetchEvent associated with the current request.
  *
  * @throws Will throw an error if the context does not have a FetchEvent.
  */
  get event() {
    if (this.#executionCtx && "respondWith" in this.#executionCtx) return this.#executionCtx;
    else throw Error("This context has no FetchEvent");
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#executionctx}
  * The ExecutionContext associated with the current request.
  *
  * @throws Will throw an error if the context does not have an ExecutionContext.
  */
  get executionCtx() {
    if (this.#executionCtx) return this.#executionCtx;
    else throw Error("This context has no ExecutionContext");
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#res}
  * The Response object for the current request.
  */
  get res() {
    return this.#res ||= createResponseInstance(null, { headers: this.#preparedHeaders ??= new Headers() });
  }
  /**
  * Sets the Response object for the current request.
  *
  * @param _res - The Response object to set.
  */
  set res(_res) {
    if (this.#res && _res) {
      _res = createResponseInstance(_res.body, _res);
      for (const [k2, v2] of this.#res.headers.entries()) {
        if (k2 === "content-type") continue;
        if (k2 === "set-cookie") {
          const cookies = this.#res.headers.getSetCookie();
          _res.headers.delete("set-cookie");
          for (const cookie of cookies) _res.headers.append("set-cookie", cookie);
        } else _res.headers.set(k2, v2);
      }
    }
    this.#res = _res;
    this.finalized = true;
  }
  /**
  * `.render()` can create a response within a layout.
  *
  * @see {@link https://hono.dev/docs/api/context#render-setrenderer}
  *
  * @example
  * ```ts
  * app.get('/', (c) => {
  *   return c.render('Hello!')
  * })
  * ```
  */
  render = (...args) => {
    this.#renderer ??= (content) => this.html(content);
    return this.#renderer(...args);
  };
  /**
  * Sets the layout for the response.
  *
  * @param layout - The layout to set.
  * @returns The layout function.
  */
  setLayout = (layout) => this.#layout = layout;
  /**
  * Gets the current layout for the response.
  *
  * @returns The current layout function.
  */
  getLayout = () => this.#layout;
  /**
  * `.setRenderer()` can set the layout in the custom middleware.
  *
  * @see {@link https://hono.dev/docs/api/context#render-setrenderer}
  *
  * @example
  * ```tsx
  * app.use('*', async (c, next) => {
  *   c.setRenderer((content) => {
  *     return c.html(
  *       <html>
  *         <body>
  *           <p>{content}</p>
  *         </body>
  *       </html>
  *     )
  *   })
  *   await next()
  * })
  * ```
  */
  setRenderer = (renderer) => {
    this.#renderer = renderer;
  };
  /**
  * `.header()` can set headers.
  *
  * @see {@link https://hono.dev/docs/api/context#header}
  *
  * @example
  * ```ts
  * app.get('/welcome', (c) => {
  *   // Set headers
  *   c.header('X-Message', 'Hello!')
  *   c.header('Content-Type', 'text/plain')
  *
  *   // Append multiple headers using the append option (e.g. Vary)
  *   c.header('Vary', 'Accept-Encoding', { append: true })
  *   c.header('Vary', 'User-Agent', { append: true })
  *
  *   return c.body('Thank you for coming')
  * })
  * ```
  */
  header = (name, value, options) => {
    if (this.finalized && !this.#res.bodyUsed) this.#res = createResponseInstance(this.#res.body, this.#res);
    const headers = this.#res ? this.#res.headers : this.#preparedHeaders ??= new Headers();
    if (value === void 0) headers.delete(name);
    else if (options?.append) headers.append(name, value);
    else headers.set(name, value);
  };
  status = (status) => {
    this.#status = status;
  };
  /**
  * `.set()` can set the value specified by the key.
  *
  * @see {@link https://hono.dev/docs/api/context#set-get}
  *
  * @example
  * ```ts
  * app.use('*', async (c, next) => {
  *   c.set('message', 'Hono is hot!!')
  *   await next()
  * })
  * ```
  */
  set = (key, value) => {
    this.#var ??= /* @__PURE__ */ new Map();
    this.#var.set(key, value);
  };
  /**
  * `.get()` can use the value specified by the key.
  *
  * @see {@link https://hono.dev/docs/api/context#set-get}
  *
  * @example
  * ```ts
  * app.get('/', (c) => {
  *   const message = c.get('message')
  *   return c.text(`The message is "${message}"`)
  * })
  * ```
  */
  get = (key) => {
    return this.#var ? this.#var.get(key) : void 0;
  };
  /**
  * `.var` can access the value of a variable.
  *
  * @see {@link https://hono.dev/docs/api/context#var}
  *
  * @example
  * ```ts
  * const result = c.var.client.oneMethod()
  * ```
  */
  get var() {
    if (!this.#var) return {};
    return Object.fromEntries(this.#var);
  }
  #newResponse(data, arg, headers) {
    let responseHeaders = this.#res ? new Headers(this.#res.headers) : this.#preparedHeaders;
    if (typeof arg === "object" && arg.headers) {
      responseHeaders ??= new Headers();
      for (const [key, value] of new Headers(arg.headers)) if (key === "set-cookie") responseHeaders.append(key, value);
      else responseHeaders.set(key, value);
    }
    if (headers) {
      if (!responseHeaders) {
        let count = 0;
        for (const k2 in headers) if (++count > 1 || typeof headers[k2] !== "string") {
          responseHeaders = new Headers();
          break;
        }
      }
      if (responseHeaders) for (const k2 in headers) {
        const v2 = headers[k2];
        if (typeof v2 === "string") responseHeaders.set(k2, v2);
        else {
          responseHeaders.delete(k2);
          for (const v22 of v2) responseHeaders.append(k2, v22);
        }
      }
    }
    const status = typeof arg === "number" ? arg : arg?.status ?? this.#status;
    return createResponseInstance(data, {
      status,
      headers: responseHeaders ?? headers
    });
  }
  newResponse = (...args) => this.#newResponse(...args);
  /**
  * `.body()` can return the HTTP response.
  * You can set headers with `.header()` and set HTTP status code with `.status`.
  * This can also be set in `.text()`, `.json()` and so on.
  *
  * @see {@link https://hono.dev/docs/api/context#body}
  *
  * @example
  * ```ts
  * app.get('/welcome', (c) => {
  *   // Set headers
  *   c.header('X-Message', 'Hello!')
  *   c.header('Content-Type', 'text/plain')
  *   // Set HTTP status code
  *   c.status(201)
  *
  *   // Return the response body
  *   return c.body('Thank you for coming')
  * })
  * ```
  */
  body = (data, arg, headers) => this.#newResponse(data, arg, headers);
  /**
  * `.text()` can render text as `Content-Type:text/plain`.
  *
  * @see {@link https://hono.dev/docs/api/context#text}
  *
  * @example
  * ```ts
  * app.get('/say', (c) => {
  *   return c.text('Hello!')
  * })
  * ```
  */
  text = (text, arg, headers) => {
    return !this.#preparedHeaders && !this.#status && !arg && !headers && !this.finalized ? new Response(text) : this.#newResponse(text, arg, setDefaultContentType(TEXT_PLAIN, headers));
  };
  /**
  * `.json()` can render JSON as `Content-Type:application/json`.
  *
  * @see {@link https://hono.dev/docs/api/context#json}
  *
  * @example
  * ```ts
  * app.get('/api', (c) => {
  *   return c.json({ message: 'Hello!' })
  * })
  * ```
  */
  json = (object, arg, headers) => {
    return this.#newResponse(JSON.stringify(object), arg, setDefaultContentType("application/json", headers));
  };
  html = (html, arg, headers) => {
    const res = (html2) => this.#newResponse(html2, arg, setDefaultContentType("text/html; charset=UTF-8", headers));
    return typeof html === "object" ? resolveCallback(html, HtmlEscapedCallbackPhase.Stringify, false, {}).then(res) : res(html);
  };
  /**
  * `.redirect()` can Redirect, default status code is 302.
  *
  * @see {@link https://hono.dev/docs/api/context#redirect}
  *
  * @example
  * ```ts
  * app.get('/redirect', (c) => {
  *   return c.redirect('/')
  * })
  * app.get('/redirect-permanently', (c) => {
  *   return c.redirect('/', 301)
  * })
  * ```
  */
  redirect = (location, status) => {
    const locationString = String(location);
    this.header("Location", !/[^\x00-\xFF]/.test(locationString) ? locationString : encodeURI(locationString));
    return this.newResponse(null, status ?? 302);
  };
  /**
  * `.notFound()` can return the Not Found Response.
  *
  * @see {@link https://hono.dev/docs/api/context#notfound}
  *
  * @example
  * ```ts
  * app.get('/notfound', (c) => {
  *   return c.notFound()
  * })
  * ```
  */
  notFound = () => {
    this.#notFoundHandler ??= () => createResponseInstance();
    return this.#notFoundHandler(this);
  };
};

// node_modules/hono/dist/compose.js
var compose = (middleware, onError, onNotFound) => {
  return (context, next) => {
    let index = -1;
    return dispatch(0);
    async function dispatch(i) {
      if (i <= index) throw new Error("next() called multiple times");
      index = i;
      let res;
      let isError = false;
      let handler2;
      if (middleware[i]) {
        handler2 = middleware[i][0][0];
        context.req.routeIndex = i;
      } else handler2 = i === middleware.length && next || void 0;
      if (handler2) try {
        res = await handler2(context, () => dispatch(i + 1));
      } catch (err) {
        if (err instanceof Error && onError) {
          context.error = err;
          res = await onError(err, context);
          isError = true;
        } else throw err;
      }
      else if (context.finalized === false && onNotFound) res = await onNotFound(context);
      if (res && (context.finalized === false || isError)) context.res = res;
      return context;
    }
  };
};

// node_modules/hono/dist/helper/route/index.js
var matchedRoutes = (c2) => c2.req[GET_MATCH_RESULT][0].map(([[, route]]) => route);
var routePath = (c2, index) => matchedRoutes(c2).at(index ?? c2.req.routeIndex)?.path ?? "";

// node_modules/hono/dist/router.js
var METHODS = [
  "get",
  "post",
  "put",
  "delete",
  "options",
  "patch",
  "query"
];
var MESSAGE_MATCHER_IS_ALREADY_BUILT = "Can not add a route since the matcher is already built.";
var UnsupportedPathError = class extends Error {
};

// node_modules/hono/dist/utils/constants.js
var COMPOSED_HANDLER = "__COMPOSED_HANDLER";

// node_modules/hono/dist/utils/mount.js
var countTrailingSlashes = (path) => {
  let index = path.length;
  while (index > 0 && path.charCodeAt(index - 1) === 47) index--;
  return path.length - index;
};
var getPathPrefixLength = (c2, pathPrefix, routePath2) => {
  if (!/[:*]/.test(pathPrefix)) return pathPrefix.length;
  const path = c2.req.path;
  const matchResult = c2.req[GET_MATCH_RESULT];
  const paramNames = /* @__PURE__ */ new Set();
  let length = 0;
  for (const part of splitRoutingPath(pathPrefix)) {
    if (part[0] === ":" && part.endsWith("}?")) throw new Error(`mount(): Optional regular expression parameters are not supported in "${routePath2}".`);
    const pattern = getPattern(part);
    if (pattern && pattern !== "*") {
      const name = pattern[1];
      if (paramNames.has(name)) throw new Error(`mount(): Duplicate path parameter "${name}" in "${routePath2}".`);
      paramNames.add(name);
    }
    if (pattern && pattern !== "*" && pattern[2] !== true) {
      const value = matchResult.length === 2 ? matchResult[1][matchResult[0][c2.req.routeIndex][1][pattern[1]]] : matchResult[0][c2.req.routeIndex][1][pattern[1]];
      length += value.length + 1;
    } else if (pattern || part.endsWith("*")) {
      const end = path.indexOf("/", length + 1);
      length = end === -1 ? path.length : end;
    } else length += part.length + 1;
  }
  return length;
};
var createMountedRequest = (c2, pathPrefix, routePath2) => {
  if (/[^/]\*$/.test(routePath2)) throw new Error(`mount(): Wildcard must follow "/" in "${routePath2}".`);
  const prefixLength = getPathPrefixLength(c2, pathPrefix, routePath2);
  const path = c2.req.path.slice(prefixLength) || "/";
  if (prefixLength > c2.req.path.length || path[0] !== "/" || /\/(?:\.|%2e){1,2}(?:\/|$)/i.test(path)) throw new HTTPException(400, { message: "Invalid mounted path" });
  const rawUrl = c2.req.raw.url;
  if (/^[^/?#]*\/\/[^/?#\\]*[?#\\]/.test(rawUrl)) throw new HTTPException(400, { message: "Invalid mounted path" });
  const rawPathEnd = rawUrl.search(/[?#]/);
  const rawTrailingSlashes = countTrailingSlashes(rawPathEnd === -1 ? rawUrl : rawUrl.slice(0, rawPathEnd));
  if (rawTrailingSlashes > 1 && countTrailingSlashes(c2.req.path) === rawTrailingSlashes - 1) throw new HTTPException(400, { message: "Invalid mounted path" });
  const url2 = new URL(rawUrl);
  url2.pathname = path.replace(/[\\\t\n\r]/g, encodeURIComponent);
  if (path.includes("%")) {
  }
  return new Request(url2, c2.req.raw);
};

// node_modules/hono/dist/hono-base.js
var notFoundHandler = (c2) => {
  return c2.text("404 Not Found", 404);
};
var errorHandler = (err, c2) => {
  if ("getResponse" in err) {
    const res = err.getResponse();
    return c2.newResponse(res.body, res);
  }
  console.error(err);
  return c2.text("Internal Server Error", 500);
};
var Hono = class Hono2 {
  get;
  post;
  put;
  delete;
  options;
  patch;
  query;
  all;
  on;
  use;
  router;
  getPath;
  _basePath = "/";
  #path = "/";
  routes = [];
  constructor(options = {}) {
    [...METHODS, "all"].forEach((method) => {
      this[method] = (args1, ...args) => {
        const methodName = method.toUpperCase();
        if (typeof args1 === "string") this.#path = args1;
        else this.#addRoute(methodName, this.#path, args1);
        args.forEach((handler2) => {
          this.#addRoute(methodName, this.#path, handler2);
        });
        return this;
      };
    });
    this.on = (method, path, ...handlers) => {
      for (const p of [path].flat()) {
        this.#path = p;
        for (const m of [method].flat()) {
          const methodName = m.toUpperCase();
          for (const handler2 of handlers) this.#addRoute(methodName, this.#path, handler2);
        }
      }
      return this;
    };
    this.use = (arg1, ...handlers) => {
      if (typeof arg1 === "string") this.#path = arg1;
      else {
        this.#path = "*";
        handlers.unshift(arg1);
      }
      handlers.forEach((handler2) => {
        this.#addRoute("ALL", this.#path, handler2);
      });
      return this;
    };
    const { strict, ...optionsWithoutStrict } = options;
    Object.assign(this, optionsWithoutStrict);
    this.getPath = strict ?? true ? options.getPath ?? getPath : getPathNoStrict;
  }
  #clone() {
    const clone2 = new Hono2({
      router: this.router,
      getPath: this.getPath
    });
    clone2.errorHandler = this.errorHandler;
    clone2.#notFoundHandler = this.#notFoundHandler;
    clone2.routes = this.routes;
    return clone2;
  }
  #notFoundHandler = notFoundHandler;
  errorHandler = errorHandler;
  /**
  * `.route()` allows grouping other Hono instance in routes.
  *
  * @see {@link https://hono.dev/docs/api/routing#grouping}
  *
  * @param {string} path - base Path
  * @param {Hono} app - other Hono instance
  * @returns {Hono} routed Hono instance
  *
  * @example
  * ```ts
  * const app = new Hono()
  * const app2 = new Hono()
  *
  * app2.get("/user", (c) => c.text("user"))
  * app.route("/api", app2) // GET /api/user
  * ```
  */
  route(path, app) {
    const subApp = this.basePath(path);
    app.routes.map((r) => {
      let handler2;
      if (app.errorHandler === errorHandler) handler2 = r.handler;
      else {
        handler2 = async (c2, next) => (await compose([], app.errorHandler)(c2, () => r.handler(c2, next))).res;
        handler2[COMPOSED_HANDLER] = r.handler;
      }
      subApp.#addRoute(r.method, r.path, handler2, r.basePath);
    });
    return this;
  }
  /**
  * `.basePath()` allows base paths to be specified.
  *
  * @see {@link https://hono.dev/docs/api/routing#base-path}
  *
  * @param {string} path - base Path
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * const api = new Hono().basePath('/api')
  * ```
  */
  basePath(path) {
    const subApp = this.#clone();
    subApp._basePath = mergePath(this._basePath, path);
    return subApp;
  }
  /**
  * `.onError()` handles an error and returns a customized Response.
  *
  * @see {@link https://hono.dev/docs/api/hono#error-handling}
  *
  * @param {ErrorHandler} handler - request Handler for error
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * app.onError((err, c) => {
  *   console.error(`${err}`)
  *   return c.text('Custom Error Message', 500)
  * })
  * ```
  */
  onError = (handler2) => {
    this.errorHandler = handler2;
    return this;
  };
  /**
  * `.notFound()` allows you to customize a Not Found Response.
  *
  * @see {@link https://hono.dev/docs/api/hono#not-found}
  *
  * @param {NotFoundHandler} handler - request handler for not-found
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * app.notFound((c) => {
  *   return c.text('Custom 404 Message', 404)
  * })
  * ```
  */
  notFound = (handler2) => {
    this.#notFoundHandler = handler2;
    return this;
  };
  /**
  * `.mount()` allows you to mount applications built with other frameworks into your Hono application.
  *
  * @deprecated Use `mount()` from `hono/mount` instead. `.mount()` will be removed in v5.
  *
  * @see {@link https://hono.dev/docs/api/hono#mount}
  *
  * @param {string} path - base Path
  * @param {Function} applicationHandler - other Request Handler
  * @param {MountOptions} [options] - options of `.mount()`
  * @returns {Hono} mounted Hono instance
  * @throws {Error} If automatic request rewriting encounters duplicate path parameter names or an optional regular expression parameter.
  * @throws {HTTPException} With status 400 if automatic request rewriting cannot safely preserve the routed path.
  *
  * @example
  * ```ts
  * import { Router as IttyRouter } from 'itty-router'
  * import { Hono } from 'hono'
  * // Create itty-router application
  * const ittyRouter = IttyRouter()
  * // GET /itty-router/hello
  * ittyRouter.get('/hello', () => new Response('Hello from itty-router'))
  *
  * const app = new Hono()
  * app.mount('/itty-router', ittyRouter.handle)
  * ```
  *
  * @example
  * ```ts
  * const app = new Hono()
  * // Send the request to another application without modification.
  * app.mount('/app', anotherApp, {
  *   replaceRequest: (req) => req,
  * })
  * ```
  */
  mount(path, applicationHandler, options) {
    let replaceRequest;
    let optionHandler;
    if (options) {
      if (typeof options === "function") optionHandler = options;
      else {
        optionHandler = options.optionHandler;
        if (options.replaceRequest === false) replaceRequest = (request) => request;
        else replaceRequest = options.replaceRequest;
      }
    }
    const getOptions = optionHandler ? (c2) => {
      const options2 = optionHandler(c2);
      return Array.isArray(options2) ? options2 : [options2];
    } : (c2) => {
      let executionContext = void 0;
      try {
        executionContext = c2.executionCtx;
      } catch {
      }
      return [c2.env, executionContext];
    };
    const defaultReplaceRequest = (c2) => {
      const mountedRoutePath = routePath(c2);
      return createMountedRequest(c2, mountedRoutePath.replace(/\/?\*$/, ""), mountedRoutePath);
    };
    const handler2 = async (c2, next) => {
      const res = await applicationHandler(replaceRequest ? replaceRequest(c2.req.raw) : defaultReplaceRequest(c2), ...getOptions(c2));
      if (res) return res;
      await next();
    };
    this.#addRoute("ALL", mergePath(path, "*"), handler2);
    return this;
  }
  #addRoute(method, path, handler2, baseRoutePath) {
    path = mergePath(this._basePath, path);
    const r = {
      basePath: baseRoutePath !== void 0 ? mergePath(this._basePath, baseRoutePath) : this._basePath,
      path,
      method,
      handler: handler2
    };
    this.router.add(method, path, [handler2, r]);
    this.routes.push(r);
  }
  #handleError(err, c2) {
    if (err instanceof Error) return this.errorHandler(err, c2);
    throw err;
  }
  #dispatch(request, executionCtx, env, method) {
    if (method === "HEAD") return (async () => new Response(null, await this.#dispatch(request, executionCtx, env, "GET")))();
    const path = this.getPath(request, { env });
    const matchResult = this.router.match(method, path);
    const c2 = new Context(request, {
      path,
      matchResult,
      env,
      executionCtx,
      notFoundHandler: this.#notFoundHandler
    });
    if (matchResult[0].length === 1) {
      let res;
      try {
        res = matchResult[0][0][0][0](c2, async () => {
          c2.res = await this.#notFoundHandler(c2);
        });
      } catch (err) {
        return this.#handleError(err, c2);
      }
      return res instanceof Promise ? res.then((resolved) => resolved || (c2.finalized ? c2.res : this.#notFoundHandler(c2))).catch((err) => this.#handleError(err, c2)) : res ?? this.#notFoundHandler(c2);
    }
    const composed = compose(matchResult[0], this.errorHandler, this.#notFoundHandler);
    return (async () => {
      try {
        const context = await composed(c2);
        if (!context.finalized) throw new Error("Context is not finalized. Did you forget to return a Response object or `await next()`?");
        return context.res;
      } catch (err) {
        return this.#handleError(err, c2);
      }
    })();
  }
  /**
  * `.fetch()` will be entry point of your app.
  *
  * @see {@link https://hono.dev/docs/api/hono#fetch}
  *
  * @param {Request} request - request Object of request
  * @param {Env} env - env Object
  * @param {ExecutionContext} executionCtx - context of execution
  * @returns {Response | Promise<Response>} response of request
  *
  */
  fetch = (request, ...rest) => {
    return this.#dispatch(request, rest[1], rest[0], request.method);
  };
  /**
  * `.request()` is a useful method for testing.
  * You can pass a URL or pathname to send a GET request.
  * app will return a Response object.
  * ```ts
  * test('GET /hello is ok', async () => {
  *   const res = await app.request('/hello')
  *   expect(res.status).toBe(200)
  * })
  * ```
  * @see https://hono.dev/docs/api/hono#request
  */
  request = (input, requestInit, Env, executionCtx) => {
    if (input instanceof Request) return this.fetch(requestInit ? new Request(input, requestInit) : input, Env, executionCtx);
    input = input.toString();
    return this.fetch(new Request(/^https?:\/\//.test(input) ? input : `http://localhost${mergePath("/", input)}`, requestInit), Env, executionCtx);
  };
  /**
  * `.fire()` automatically adds a global fetch event listener.
  * This can be useful for environments that adhere to the Service Worker API, such as non-ES module Cloudflare Workers.
  * @deprecated
  * Use `fire` from `hono/service-worker` instead.
  * ```ts
  * import { Hono } from 'hono'
  * import { fire } from 'hono/service-worker'
  *
  * const app = new Hono()
  * // ...
  * fire(app)
  * ```
  * @see https://hono.dev/docs/api/hono#fire
  * @see https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API
  * @see https://developers.cloudflare.com/workers/reference/migrate-to-module-workers/
  */
  fire = () => {
    addEventListener("fetch", (event) => {
      event.respondWith(this.#dispatch(event.request, event, void 0, event.request.method));
    });
  };
};

// node_modules/hono/dist/router/utils.js
var createNullObject = () => /* @__PURE__ */ Object.create(null);

// node_modules/hono/dist/router/reg-exp-router/matcher.js
var emptyParam = [];
function match(method, path) {
  const matchers = this.buildAllMatchers();
  const match2 = ((method2, path2) => {
    const matcher = matchers[method2] || matchers["ALL"];
    const staticMatch = matcher[2][path2];
    if (staticMatch) return staticMatch;
    const match3 = path2.match(matcher[0]);
    if (!match3) return [[], emptyParam];
    const index = match3.indexOf("", 1);
    return [matcher[1][index], match3];
  });
  this.match = match2;
  return match2(method, path);
}

// node_modules/hono/dist/router/reg-exp-router/node.js
var LABEL_REG_EXP_STR = "[^/]+";
var ONLY_WILDCARD_REG_EXP_STR = "[^]*";
var TAIL_WILDCARD_REG_EXP_STR = "(?:|/[^]*)";
var PATH_ERROR = /* @__PURE__ */ Symbol();
var regExpMetaChars = /* @__PURE__ */ new Set(".\\+*[^]$()");
function compareKey(a, b2) {
  if (a.length === 1) return b2.length === 1 ? a < b2 ? -1 : 1 : -1;
  if (b2.length === 1) return 1;
  if (a === "[^]*" || a === "(?:|/[^]*)") return b2 === "[^]*" ? -1 : 1;
  else if (b2 === "[^]*" || b2 === "(?:|/[^]*)") return -1;
  if (a === "[^/]+") return 1;
  else if (b2 === "[^/]+") return -1;
  return a.length === b2.length ? a < b2 ? -1 : 1 : b2.length - a.length;
}
var Node = class Node2 {
  #index;
  #varIndex;
  #children = createNullObject();
  insert(tokens, index, paramMap, context, keys) {
    let node2 = this;
    for (let i = 0, len = tokens.length; i < len; i++) {
      const token = tokens[i];
      const pattern = token.length === 1 ? token === "*" ? i === len - 1 ? [
        "",
        "",
        ONLY_WILDCARD_REG_EXP_STR
      ] : [
        "",
        "",
        LABEL_REG_EXP_STR
      ] : null : token === "/*" ? [
        "",
        "",
        TAIL_WILDCARD_REG_EXP_STR
      ] : token.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
      let nextNode;
      if (pattern) {
        const name = pattern[1];
        let regexpStr = pattern[2] || "[^/]+";
        if (name && pattern[2]) {
          if (new RegExp(regexpStr).test("")) throw PATH_ERROR;
          regexpStr = regexpStr.replace(/^\((?!\?:)(?=[^)]+\)$)/, "(?:");
          if (/\((?!\?:)/.test(regexpStr)) throw PATH_ERROR;
          if (regexpStr.length === 1 && regExpMetaChars.has(regexpStr)) throw PATH_ERROR;
        }
        keys.push(regexpStr);
        nextNode = node2.#children[regexpStr];
        if (!nextNode) {
          if (regexpStr !== "[^]*" && regexpStr !== "(?:|/[^]*)") {
            for (const k2 in node2.#children) if ((regexpStr.length > 1 || k2.length > 1) && k2 !== "[^]*" && k2 !== "(?:|/[^]*)") throw PATH_ERROR;
          }
          nextNode = node2.#children[regexpStr] = new Node2();
        }
        if (name !== "") {
          nextNode.#varIndex ??= context.varIndex++;
          paramMap.push([name, nextNode.#varIndex]);
        }
      } else {
        keys.push(token);
        nextNode = node2.#children[token];
        if (!nextNode) {
          for (const k2 in node2.#children) if (k2.length > 1 && k2 !== "[^]*" && k2 !== "(?:|/[^]*)") throw PATH_ERROR;
          nextNode = node2.#children[token] = new Node2();
        }
      }
      node2 = nextNode;
    }
    if (node2.#index !== void 0) throw PATH_ERROR;
    node2.#index = index;
  }
  buildRegExpStr() {
    const strList = Object.keys(this.#children).sort(compareKey).map((k2) => {
      const c2 = this.#children[k2];
      const childStr = c2.buildRegExpStr();
      return childStr === "" ? "" : (typeof c2.#varIndex === "number" ? `(${k2})@${c2.#varIndex}` : regExpMetaChars.has(k2) ? `\\${k2}` : k2) + childStr;
    }).filter(Boolean);
    if (typeof this.#index === "number" && this.#index !== -1) strList.unshift(`#${this.#index}`);
    if (strList.length === 0) return "";
    if (strList.length === 1) return strList[0];
    return "(?:" + strList.join("|") + ")";
  }
};

// node_modules/hono/dist/router/reg-exp-router/trie.js
var Trie = class {
  #context = { varIndex: 0 };
  #root = new Node();
  #index = 0;
  paths = createNullObject();
  insert(path, isStatic) {
    const keys = [];
    if (isStatic) {
      this.#root.insert(path.split(""), -1, [], this.#context, keys);
      this.paths[path] = [
        -1,
        [],
        keys
      ];
      return;
    }
    const paramAssoc = [];
    const groups = [];
    let markedPath = path;
    for (let i = 0; ; ) {
      let replaced = false;
      markedPath = markedPath.replace(/\{(?:\{[\d,]+\}|[^}])+\}/g, (m) => {
        const mark = `@\\${i}`;
        groups[i] = [mark, m];
        i++;
        replaced = true;
        return mark;
      });
      if (!replaced) break;
    }
    const tokens = markedPath.match(/(?::[^\/]+)|(?:\/\*$)|./gs) || [];
    for (let i = groups.length - 1; i >= 0; i--) {
      const [mark] = groups[i];
      for (let j2 = tokens.length - 1; j2 >= 0; j2--) if (tokens[j2].indexOf(mark) !== -1) {
        tokens[j2] = tokens[j2].replace(mark, groups[i][1]);
        break;
      }
    }
    this.#root.insert(tokens, this.#index, paramAssoc, this.#context, keys);
    this.paths[path] = [
      this.#index++,
      paramAssoc,
      keys
    ];
  }
  buildRegExp() {
    let regexp = this.#root.buildRegExpStr();
    if (regexp === "") return [
      /^$/,
      [],
      []
    ];
    let captureIndex = 0;
    const indexReplacementMap = [];
    const paramReplacementMap = [];
    regexp = regexp.replace(/#(\d+)|@(\d+)|\.\*\$/g, (_2, handlerIndex, paramIndex) => {
      if (handlerIndex !== void 0) {
        indexReplacementMap[++captureIndex] = Number(handlerIndex);
        return "$()";
      }
      if (paramIndex !== void 0) {
        paramReplacementMap[Number(paramIndex)] = ++captureIndex;
        return "";
      }
      return "";
    });
    return [
      new RegExp(`^${regexp}`),
      indexReplacementMap,
      paramReplacementMap
    ];
  }
};

// node_modules/hono/dist/router/reg-exp-router/router.js
function endsWithWildcard(keys) {
  const tail = keys[keys.length - 1];
  return tail === "[^]*" || tail === "(?:|/[^]*)";
}
function covers(wildcard, target) {
  const last = wildcard.length - 1;
  for (let i = 0; i < last; i++) if (wildcard[i] !== target[i]) return false;
  return wildcard[last] === "[^]*" || target.length === last || target[last] === "/";
}
var RegExpRouter = class {
  name = "RegExpRouter";
  #handlers;
  #tries;
  constructor() {
    this.#handlers = { ["ALL"]: [] };
    this.#tries = { ["ALL"]: new Trie() };
  }
  #insertPath(method, path) {
    try {
      this.#tries[method].insert(path, !/\*|\/:/.test(path));
    } catch (e) {
      throw e === PATH_ERROR ? new UnsupportedPathError(path) : e;
    }
  }
  add(method, path, handler2) {
    const handlers = this.#handlers;
    if (!handlers) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    const tries = this.#tries;
    if (!handlers[method]) {
      tries[method] = new Trie();
      handlers[method] = [...handlers["ALL"]];
      for (const p in tries["ALL"].paths) this.#insertPath(method, p);
    }
    if (path === "/*") path = "*";
    const methods = method === "ALL" ? Object.keys(handlers) : [method];
    const paths = checkOptionalParameter(path) || [path];
    for (const path2 of paths) for (const m of methods) {
      if (!tries[m].paths[path2]) this.#insertPath(m, path2);
      handlers[m].push([handler2, path2]);
    }
  }
  match = match;
  buildAllMatchers() {
    const matchers = createNullObject();
    for (const method of Object.keys(this.#handlers)) matchers[method] = this.#buildMatcher(method);
    this.#handlers = this.#tries = void 0;
    return matchers;
  }
  #buildMatcher(method) {
    const handlers = this.#handlers[method];
    const trie = this.#tries[method];
    const staticMap = createNullObject();
    const handlerData = [];
    const [regexp, indexReplacementMap, paramReplacementMap] = trie.buildRegExp();
    const own2 = createNullObject();
    const entries = handlers.map(([h, p], i) => {
      (own2[p] ??= []).push(i);
      return [h, trie.paths[p][1].reduceRight((map, [key, varIndex]) => {
        map[key] = paramReplacementMap[varIndex];
        return map;
      }, createNullObject())];
    });
    const wildcards = Object.keys(own2).filter((p) => endsWithWildcard(trie.paths[p][2]));
    for (const path in trie.paths) {
      const [index, , keys] = trie.paths[path];
      const indexes = [...own2[path]];
      for (const p of wildcards) if (p !== path && covers(trie.paths[p][2], keys)) indexes.push(...own2[p]);
      const data = indexes.sort((a, b2) => a - b2).map((i) => entries[i]);
      if (index === -1) {
        const last = Math.max(-1, ...data.flatMap(([, map]) => Object.values(map)));
        staticMap[path] = [data, last === -1 ? emptyParam : path.match(regexp).slice(0, last + 1)];
      } else handlerData[index] = data;
    }
    return [
      regexp,
      indexReplacementMap.map((i) => handlerData[i]),
      staticMap
    ];
  }
};

// node_modules/hono/dist/router/smart-router/router.js
var SmartRouter = class {
  name = "SmartRouter";
  #routers = [];
  #routes = [];
  constructor(init) {
    this.#routers = init.routers;
  }
  add(method, path, handler2) {
    if (!this.#routes) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    this.#routes.push([
      method,
      path,
      handler2
    ]);
  }
  match(method, path) {
    if (!this.#routes) throw new Error("Fatal error");
    const routers = this.#routers;
    const routes = this.#routes;
    const len = routers.length;
    let i = 0;
    let res;
    for (; i < len; i++) {
      const router = routers[i];
      try {
        for (let i2 = 0, len2 = routes.length; i2 < len2; i2++) router.add(...routes[i2]);
        res = router.match(method, path);
      } catch (e) {
        if (e instanceof UnsupportedPathError) continue;
        throw e;
      }
      this.match = router.match.bind(router);
      this.#routers = [router];
      this.#routes = void 0;
      break;
    }
    if (i === len) throw new Error("Fatal error");
    this.name = `SmartRouter + ${this.activeRouter.name}`;
    return res;
  }
  get activeRouter() {
    if (this.#routes || this.#routers.length !== 1) throw new Error("No active router has been determined yet.");
    return this.#routers[0];
  }
};

// node_modules/hono/dist/router/trie-router/node.js
var emptyParams = createNullObject();
var order = 0;
var Node3 = class Node4 {
  #methods = [];
  #children = createNullObject();
  #patterns = [];
  #pattern;
  #params = emptyParams;
  insert(method, path, handler2) {
    let curNode = this;
    const parts = splitRoutingPath(path);
    const possibleKeys = /* @__PURE__ */ new Set();
    let i = 0;
    for (const p of parts) {
      const nextP = parts[++i];
      const pattern = getPattern(p, nextP) || (nextP === void 0 && p && p.indexOf("*") === p.length - 1 ? p : null);
      const isParam = Array.isArray(pattern);
      const key = isParam ? pattern[0] : pattern || p;
      const child = curNode.#children[key] ||= new Node4();
      if (pattern && !child.#pattern) {
        child.#pattern = pattern;
        curNode.#patterns.push(child);
      }
      curNode = child;
      if (isParam) possibleKeys.add(pattern[1]);
    }
    curNode.#methods.push({ [method]: {
      handler: handler2,
      possibleKeys: [...possibleKeys],
      score: ++order
    } });
  }
  #pushHandlerSets(handlerSets, node2, method, nodeParams, params) {
    for (let i = 0, len = node2.#methods.length; i < len; i++) {
      const m = node2.#methods[i];
      const handlerSet = m[method] || m["ALL"];
      if (handlerSet) {
        handlerSet.params = createNullObject();
        handlerSets.push(handlerSet);
        for (let i2 = 0, len2 = handlerSet.possibleKeys.length; i2 < len2; i2++) {
          const key = handlerSet.possibleKeys[i2];
          handlerSet.params[key] = params?.[key] && !i2 ? params[key] : nodeParams[key] ?? params?.[key];
        }
      }
    }
  }
  search(method, path) {
    const handlerSets = [];
    this.#params = emptyParams;
    let curNodes = [this];
    const parts = splitPath(path);
    const curNodesQueue = [];
    const len = parts.length;
    let partOffsets = null;
    for (let i = 0; i < len; i++) {
      const part = parts[i];
      const isLast = i === len - 1;
      const tempNodes = [];
      for (let j2 = 0, len2 = curNodes.length; j2 < len2; j2++) {
        const node2 = curNodes[j2];
        const nextNode = node2.#children[part];
        if (nextNode) {
          nextNode.#params = node2.#params;
          if (isLast) {
            if (nextNode.#children["*"]) this.#pushHandlerSets(handlerSets, nextNode.#children["*"], method, node2.#params);
            this.#pushHandlerSets(handlerSets, nextNode, method, node2.#params);
          } else tempNodes.push(nextNode);
        }
        for (const child of node2.#patterns) {
          const pattern = child.#pattern;
          const params = node2.#params === emptyParams ? {} : { ...node2.#params };
          if (typeof pattern === "string") {
            if (pattern === "*" || part.startsWith(pattern.slice(0, -1))) {
              this.#pushHandlerSets(handlerSets, child, method, node2.#params);
              if (pattern === "*") {
                child.#params = params;
                tempNodes.push(child);
              }
            }
            continue;
          }
          const [, name, matcher] = pattern;
          if (!part && matcher === true) continue;
          if (matcher !== true) {
            if (!partOffsets) {
              partOffsets = [];
              let offset = path[0] === "/" ? 1 : 0;
              for (let p = 0; p < len; p++) {
                partOffsets[p] = offset;
                offset += parts[p].length + 1;
              }
            }
            const restPathString = path.slice(partOffsets[i]);
            const m = matcher.exec(restPathString);
            if (m) {
              if (!Object.hasOwn(params, name)) params[name] = m[0];
              this.#pushHandlerSets(handlerSets, child, method, node2.#params, params);
              if (m[0].length === restPathString.length && child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, node2.#params, params);
              for (const _2 in child.#children) {
                child.#params = params;
                const componentCount = m[0].match(/\//g)?.length ?? 0;
                (curNodesQueue[componentCount] ||= []).push(child);
                break;
              }
              continue;
            }
          }
          if (matcher === true || matcher.test(part)) {
            if (!Object.hasOwn(params, name)) params[name] = part;
            if (isLast) {
              this.#pushHandlerSets(handlerSets, child, method, params, node2.#params);
              if (child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, params, node2.#params);
            } else {
              child.#params = params;
              tempNodes.push(child);
            }
          }
        }
      }
      const shifted = curNodesQueue.shift();
      curNodes = shifted ? tempNodes.concat(shifted) : tempNodes;
    }
    if (handlerSets[1]) handlerSets.sort((a, b2) => {
      return a.score - b2.score;
    });
    return [handlerSets.map(({ handler: handler2, params }) => [handler2, params])];
  }
};

// node_modules/hono/dist/router/trie-router/router.js
var TrieRouter = class {
  name = "TrieRouter";
  #node = new Node3();
  add(method, path, handler2) {
    for (const result of checkOptionalParameter(path) || [path]) this.#node.insert(method, result, handler2);
  }
  match(method, path) {
    return this.#node.search(method, path);
  }
};

// node_modules/hono/dist/hono.js
var Hono3 = class extends Hono {
  /**
  * Creates an instance of the Hono class.
  *
  * @param options - Optional configuration options for the Hono instance.
  */
  constructor(options = {}) {
    super(options);
    this.router = options.router ?? new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  }
};

// node_modules/hono/dist/middleware/body-limit/index.js
var ERROR_MESSAGE = "Payload Too Large";
var bodyLimit = (options) => {
  const onError = options.onError || (() => {
    const res = new Response(ERROR_MESSAGE, { status: 413 });
    throw new HTTPException(413, { res });
  });
  const maxSize = options.maxSize;
  return async function bodyLimit2(c2, next) {
    if (!c2.req.raw.body) return next();
    const hasTransferEncoding = c2.req.raw.headers.has("transfer-encoding");
    if (c2.req.raw.headers.has("content-length") && !hasTransferEncoding) return parseInt(c2.req.raw.headers.get("content-length") || "0", 10) > maxSize ? onError(c2) : next();
    let size = 0;
    let buffer = /* @__PURE__ */ new Uint8Array(0);
    const rawReader = c2.req.raw.body.getReader();
    for (; ; ) {
      const { done, value } = await rawReader.read();
      if (done) break;
      const offset = size;
      size += value.length;
      if (size > maxSize) return onError(c2);
      if (size > buffer.length) {
        const grown = new Uint8Array(Math.min(maxSize, Math.max(size, buffer.length * 2)));
        grown.set(buffer.subarray(0, offset));
        buffer = grown;
      }
      buffer.set(value, offset);
    }
    c2.req.raw = new Request(c2.req.raw, { body: buffer.subarray(0, size) });
    return next();
  };
};

// node_modules/hono/dist/middleware/request-id/request-id.js
var requestId = ({ limitLength = 255, headerName = "X-Request-Id", generator = () => crypto.randomUUID() } = {}) => {
  return async function requestId2(c2, next) {
    let reqId = headerName ? c2.req.header(headerName) : void 0;
    if (!reqId || reqId.length > limitLength || /[^\w\-=]/.test(reqId)) reqId = generator(c2);
    c2.set("requestId", reqId);
    if (headerName) c2.header(headerName, reqId);
    await next();
  };
};

// node_modules/hono/dist/middleware/secure-headers/secure-headers.js
var HEADERS_MAP = {
  crossOriginEmbedderPolicy: ["Cross-Origin-Embedder-Policy", "require-corp"],
  crossOriginResourcePolicy: ["Cross-Origin-Resource-Policy", "same-origin"],
  crossOriginOpenerPolicy: ["Cross-Origin-Opener-Policy", "same-origin"],
  originAgentCluster: ["Origin-Agent-Cluster", "?1"],
  referrerPolicy: ["Referrer-Policy", "no-referrer"],
  strictTransportSecurity: ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  xContentTypeOptions: ["X-Content-Type-Options", "nosniff"],
  xDnsPrefetchControl: ["X-DNS-Prefetch-Control", "off"],
  xDownloadOptions: ["X-Download-Options", "noopen"],
  xFrameOptions: ["X-Frame-Options", "SAMEORIGIN"],
  xPermittedCrossDomainPolicies: ["X-Permitted-Cross-Domain-Policies", "none"],
  xXssProtection: ["X-XSS-Protection", "0"]
};
var DEFAULT_OPTIONS = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: true,
  crossOriginOpenerPolicy: true,
  originAgentCluster: true,
  referrerPolicy: true,
  strictTransportSecurity: true,
  xContentTypeOptions: true,
  xDnsPrefetchControl: true,
  xDownloadOptions: true,
  xFrameOptions: true,
  xPermittedCrossDomainPolicies: true,
  xXssProtection: true,
  removePoweredBy: true,
  permissionsPolicy: {},
  overwrite: true
};
var secureHeaders = (customOptions) => {
  const options = {
    ...DEFAULT_OPTIONS,
    ...customOptions
  };
  const headersToSet = getFilteredHeaders(options);
  const callbacks = [];
  if (options.contentSecurityPolicy) {
    const [callback, value] = getCSPDirectives(options.contentSecurityPolicy, "Content-Security-Policy");
    if (callback) callbacks.push(callback);
    headersToSet.push(["Content-Security-Policy", value]);
  }
  if (options.contentSecurityPolicyReportOnly) {
    const [callback, value] = getCSPDirectives(options.contentSecurityPolicyReportOnly, "Content-Security-Policy-Report-Only");
    if (callback) callbacks.push(callback);
    headersToSet.push(["Content-Security-Policy-Report-Only", value]);
  }
  if (options.permissionsPolicy && Object.keys(options.permissionsPolicy).length > 0) headersToSet.push(["Permissions-Policy", getPermissionsPolicyDirectives(options.permissionsPolicy)]);
  if (options.reportingEndpoints) headersToSet.push(["Reporting-Endpoints", getReportingEndpoints(options.reportingEndpoints)]);
  if (options.reportTo) headersToSet.push(["Report-To", getReportToOptions(options.reportTo)]);
  return async function secureHeaders2(ctx, next) {
    const headersToSetForReq = callbacks.length === 0 ? headersToSet : callbacks.reduce((acc, cb) => cb(ctx, acc), headersToSet);
    await next();
    setHeaders(ctx, headersToSetForReq, options.overwrite !== false);
    if (options?.removePoweredBy) ctx.res.headers.delete("X-Powered-By");
  };
};
function getFilteredHeaders(options) {
  return Object.entries(HEADERS_MAP).filter(([key]) => options[key]).map(([key, defaultValue]) => {
    const overrideValue = options[key];
    return typeof overrideValue === "string" ? [defaultValue[0], overrideValue] : defaultValue;
  });
}
function getCSPDirectives(contentSecurityPolicy, headerName) {
  const callbacks = [];
  const resultValues = [];
  for (const [directive, value] of Object.entries(contentSecurityPolicy)) {
    const valueArray = Array.isArray(value) ? value : [value];
    valueArray.forEach((value2, i) => {
      if (typeof value2 === "function") {
        const index = i * 2 + 2 + resultValues.length;
        callbacks.push((ctx, values) => {
          values[index] = value2(ctx, directive);
        });
      }
    });
    resultValues.push(directive.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (match2, offset) => offset ? "-" + match2.toLowerCase() : match2.toLowerCase()), ...valueArray.flatMap((value2) => [" ", value2]), "; ");
  }
  resultValues.pop();
  return callbacks.length === 0 ? [void 0, resultValues.join("")] : [(ctx, headersToSet) => headersToSet.map((values) => {
    if (values[0] === headerName) {
      const clone2 = values[1].slice();
      callbacks.forEach((cb) => {
        cb(ctx, clone2);
      });
      return [values[0], clone2.join("")];
    } else return values;
  }), resultValues];
}
function getPermissionsPolicyDirectives(policy) {
  return Object.entries(policy).map(([directive, value]) => {
    const kebabDirective = camelToKebab(directive);
    if (typeof value === "boolean") return `${kebabDirective}=${value ? "*" : "()"}`;
    if (Array.isArray(value)) {
      if (value.length === 0) return `${kebabDirective}=()`;
      if (value.length === 1 && value[0] === "*") return `${kebabDirective}=*`;
      if (value.length === 1 && value[0] === "none") return `${kebabDirective}=()`;
      return `${kebabDirective}=(${value.map((item) => ["self", "src"].includes(item) ? item : `"${item}"`).join(" ")})`;
    }
    return "";
  }).filter(Boolean).join(", ");
}
function camelToKebab(str) {
  return str.replace(/([a-z\d])([A-Z])/g, "$1-$2").toLowerCase();
}
function getReportingEndpoints(reportingEndpoints = []) {
  return reportingEndpoints.map((endpoint) => `${endpoint.name}="${endpoint.url}"`).join(", ");
}
function getReportToOptions(reportTo = []) {
  return reportTo.map((option) => JSON.stringify(option)).join(", ");
}
function setHeaders(ctx, headersToSet, overwrite) {
  headersToSet.forEach(([header, value]) => {
    if (!overwrite && ctx.res.headers.has(header)) return;
    ctx.res.headers.set(header, value);
  });
}

// src/config/policy.ts
function principalMatches(pattern, principal) {
  return pattern.endsWith("*") ? principal.startsWith(pattern.slice(0, -1)) : pattern === principal;
}
function authorize(policy, principal, kinds, portal) {
  const rules = policy.filter((r) => principalMatches(r.principal, principal) && (r.portals === void 0 || r.portals.includes(portal)));
  if (rules.length === 0) return { allowed: false, reason: `no policy allows ${principal} to change portal "${portal}"` };
  const refused = [...new Set(kinds)].filter((kind) => !rules.some((r) => r.allow.includes("*") || r.allow.includes(kind)));
  if (refused.length > 0) return { allowed: false, reason: `${principal} may not make ${refused.join(", ")} changes on portal "${portal}"` };
  return { allowed: true };
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_2, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse2(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  const visitor = {
    onObjectBegin: () => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    },
    onObjectProperty: (name) => {
      currentProperty = name;
    },
    onObjectEnd: () => {
      currentParent = previousParents.pop();
    },
    onArrayBegin: () => {
      const array2 = [];
      onValue(array2);
      previousParents.push(currentParent);
      currentParent = array2;
      currentProperty = null;
    },
    onArrayEnd: () => {
      currentParent = previousParents.pop();
    },
    onLiteralValue: onValue,
    onError: (error2, offset, length) => {
      errors.push({ error: error2, offset, length });
    }
  };
  visit(text, visitor, options);
  return currentParent[0];
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error2, skipUntilAfter = [], skipUntil = []) {
    onError(error2);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse3 = parse2;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// src/request/parseJsonText.ts
function parseJsonText(raw2) {
  const text = raw2.replace(/^\uFEFF/, "");
  if (text.trim() === "") return { ok: false, message: "the file is empty", line: 1, column: 1 };
  const errors = [];
  parse3(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === void 0) return { ok: true, value: JSON.parse(text) };
  const { line: line2, column } = lineColumn(text, first.offset);
  return { ok: false, message: `invalid JSON: ${describe4(printParseErrorCode(first.error))}`, line: line2, column };
}
function describe4(code) {
  return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
function lineColumn(text, offset) {
  let line2 = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line2++;
      lineStart = i + 1;
    }
  }
  return { line: line2, column: offset - lineStart + 1 };
}

// node_modules/jose/dist/webapi/lib/buffer_utils.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var strictDecoder = new TextDecoder("utf-8", { fatal: true });
var UINT32_RANGE = 2 ** 32;
function concat(...buffers) {
  const size = buffers.reduce((acc, { length }) => acc + length, 0), buf = new Uint8Array(size);
  let i = 0;
  for (const buffer of buffers)
    buf.set(buffer, i), i += buffer.length;
  return buf;
}
var NON_ASCII = /[^\x00-\x7f]/;
function encode2(string3) {
  if (typeof string3 == "string" && string3.length >= 128) {
    if (NON_ASCII.test(string3))
      throw new TypeError("non-ASCII string encountered in encode()");
    return encoder.encode(string3);
  }
  const bytes = new Uint8Array(string3.length);
  for (let i = 0; i < string3.length; i++) {
    const code = string3.charCodeAt(i);
    if (code > 127)
      throw new TypeError("non-ASCII string encountered in encode()");
    bytes[i] = code;
  }
  return bytes;
}
function decodeBase642(encoded, url2 = false) {
  if (Uint8Array.fromBase64)
    return Uint8Array.fromBase64(encoded, { alphabet: url2 ? "base64url" : "base64" });
  if (url2) {
    if (encoded.includes("+") || encoded.includes("/"))
      throw new TypeError("Invalid base64url");
    encoded = encoded.replace(/-/g, "+").replace(/_/g, "/");
  }
  const binary = atob(encoded), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++)
    bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// node_modules/jose/dist/webapi/util/errors.js
var JOSEError = class extends Error {
  static code = "ERR_JOSE_GENERIC";
  code = "ERR_JOSE_GENERIC";
  constructor(message2, options) {
    super(message2, options), this.name = this.constructor.name, Error.captureStackTrace?.(this, this.constructor);
  }
};
var JWTClaimValidationFailed = class extends JOSEError {
  static code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  claim;
  reason;
  payload;
  constructor(message2, payload, claim2 = "unspecified", reason = "unspecified") {
    super(message2, { cause: { claim: claim2, reason, payload } }), this.claim = claim2, this.reason = reason, this.payload = payload;
  }
};
var JWTExpired = class extends JOSEError {
  static code = "ERR_JWT_EXPIRED";
  code = "ERR_JWT_EXPIRED";
  claim;
  reason;
  payload;
  constructor(message2, payload, claim2 = "unspecified", reason = "unspecified") {
    super(message2, { cause: { claim: claim2, reason, payload } }), this.claim = claim2, this.reason = reason, this.payload = payload;
  }
};
var JOSEAlgNotAllowed = class extends JOSEError {
  static code = "ERR_JOSE_ALG_NOT_ALLOWED";
  code = "ERR_JOSE_ALG_NOT_ALLOWED";
};
var JOSENotSupported = class extends JOSEError {
  static code = "ERR_JOSE_NOT_SUPPORTED";
  code = "ERR_JOSE_NOT_SUPPORTED";
};
var JWSInvalid = class extends JOSEError {
  static code = "ERR_JWS_INVALID";
  code = "ERR_JWS_INVALID";
};
var JWTInvalid = class extends JOSEError {
  static code = "ERR_JWT_INVALID";
  code = "ERR_JWT_INVALID";
};
var JWKSInvalid = class extends JOSEError {
  static code = "ERR_JWKS_INVALID";
  code = "ERR_JWKS_INVALID";
};
var JWKSNoMatchingKey = class extends JOSEError {
  static code = "ERR_JWKS_NO_MATCHING_KEY";
  code = "ERR_JWKS_NO_MATCHING_KEY";
  constructor(message2 = "no applicable key found in the JSON Web Key Set", options) {
    super(message2, options);
  }
};
var JWKSMultipleMatchingKeys = class extends JOSEError {
  [Symbol.asyncIterator] = async function* () {
  };
  static code = "ERR_JWKS_MULTIPLE_MATCHING_KEYS";
  code = "ERR_JWKS_MULTIPLE_MATCHING_KEYS";
  constructor(message2 = "multiple matching keys found in the JSON Web Key Set", options) {
    super(message2, options);
  }
};
var JWKSTimeout = class extends JOSEError {
  static code = "ERR_JWKS_TIMEOUT";
  code = "ERR_JWKS_TIMEOUT";
  constructor(message2 = "request timed out", options) {
    super(message2, options);
  }
};
var JWSSignatureVerificationFailed = class extends JOSEError {
  static code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  constructor(message2 = "signature verification failed", options) {
    super(message2, options);
  }
};

// node_modules/jose/dist/webapi/util/base64url.js
var invalid2 = "The input to be decoded is not correctly encoded.";
function decode2(input) {
  try {
    return decodeBase642(typeof input == "string" ? input : decoder.decode(input), true);
  } catch (cause) {
    throw new TypeError(invalid2, { cause });
  }
}

// node_modules/jose/dist/webapi/lib/validate.js
function isObject3(input) {
  if (typeof input != "object" || input === null || Object.prototype.toString.call(input) !== "[object Object]")
    return false;
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function isJwkSet(input) {
  return isObject3(input) && Array.isArray(input.keys) && Array.from(input.keys).every(isObject3);
}
function isDisjoint(...headers) {
  const parameters = /* @__PURE__ */ new Set();
  for (const header of headers)
    if (header)
      for (const parameter of Object.keys(header)) {
        if (parameters.has(parameter))
          return false;
        parameters.add(parameter);
      }
  return true;
}
function decodeBase64url(value, label, ErrorClass) {
  try {
    return decode2(value);
  } catch (cause) {
    throw new ErrorClass(`Failed to base64url decode the ${label}`, { cause });
  }
}
function encodeAsciiMember(value, label, ErrorClass) {
  try {
    return encode2(value);
  } catch (cause) {
    throw new ErrorClass(`The ${label} is not a valid base64url string`, { cause });
  }
}
function parseJoseHeader(encodedProtectedHeader, ErrorClass, message2) {
  let parsed;
  try {
    parsed = JSON.parse(strictDecoder.decode(decode2(encodedProtectedHeader)));
  } catch (cause) {
    throw new ErrorClass(message2, { cause });
  }
  if (!isObject3(parsed))
    throw new ErrorClass(message2);
  return parsed;
}
var JWS_RECOGNIZED = { __proto__: null, b64: true };
function validateAlgorithms(option, algorithms) {
  if (algorithms !== void 0 && (!Array.isArray(algorithms) || algorithms.some((s3) => typeof s3 != "string")))
    throw new TypeError(`"${option}" option must be an array of strings`);
  return algorithms === void 0 ? void 0 : new Set(algorithms);
}
function validateCrit(Err, recognizedDefault, recognizedOption, protectedHeader, joseHeader) {
  if (joseHeader.crit !== void 0 && protectedHeader?.crit === void 0)
    throw new Err('"crit" (Critical) Header Parameter MUST be integrity protected');
  if (!protectedHeader || protectedHeader.crit === void 0)
    return [];
  if (!Array.isArray(protectedHeader.crit) || protectedHeader.crit.length === 0 || protectedHeader.crit.some((input) => typeof input != "string" || input.length === 0))
    throw new Err('"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present');
  const recognized = recognizedOption === void 0 ? recognizedDefault : { __proto__: null, ...recognizedOption, ...recognizedDefault };
  for (const parameter of protectedHeader.crit) {
    if (!(parameter in recognized))
      throw new JOSENotSupported(`Extension Header Parameter "${parameter}" is not recognized`);
    if (!Object.hasOwn(joseHeader, parameter) || joseHeader[parameter] === void 0)
      throw new Err(`Extension Header Parameter "${parameter}" is missing`);
    if (recognized[parameter] && (!Object.hasOwn(protectedHeader, parameter) || protectedHeader[parameter] === void 0))
      throw new Err(`Extension Header Parameter "${parameter}" MUST be integrity protected`);
  }
  return protectedHeader.crit;
}
function validateB64(protectedHeader, extensions) {
  if (extensions.includes("b64")) {
    const b64 = protectedHeader.b64;
    if (typeof b64 != "boolean")
      throw new JWSInvalid('The "b64" (base64url-encode payload) Header Parameter must be a boolean');
    return b64;
  }
  return true;
}

// node_modules/jose/dist/webapi/lib/key.js
var tag = (key) => key[Symbol.toStringTag];
var jwkMatchesOp = (entry, key, usage) => {
  const { alg } = entry;
  if (key.use !== void 0) {
    const expected = usage === "sign" || usage === "verify" ? "sig" : "enc";
    if (key.use !== expected)
      throw new TypeError(`Invalid key for this operation, its "use" must be "${expected}" when present`);
  }
  if (key.alg !== void 0 && key.alg !== alg)
    throw new TypeError(`Invalid key for this operation, its "alg" must be "${alg}" when present`);
  if (Array.isArray(key.key_ops)) {
    const expectedKeyOp = usage === "encrypt" || usage === "decrypt" ? entry.ops?.[usage === "encrypt" ? 0 : 1] : usage;
    if (expectedKeyOp && !key.key_ops.includes(expectedKeyOp))
      throw new TypeError(`Invalid key for this operation, its "key_ops" must include "${expectedKeyOp}" when present`);
  }
};
async function prepareKey(entry, key, usage) {
  const { alg, secret } = entry, requiresPrivateKey = usage === "decrypt" || usage === "sign";
  if (secret && key instanceof Uint8Array)
    return key;
  let normalized, keyObject;
  if (isObject3(key)) {
    if (normalized = normalizeJwk(key), typeof normalized.kty != "string")
      throw invalidKeyType(alg, key, secret);
    if (!(secret ? normalized.kty === "oct" && typeof normalized.k == "string" : normalized.kty !== "oct" && (requiresPrivateKey ? normalized.kty === "AKP" && typeof normalized.priv == "string" || typeof normalized.d == "string" : normalized.d === void 0 && normalized.priv === void 0)))
      throw new TypeError(secret ? 'JSON Web Key for symmetric algorithms must have JWK "kty" (Key Type) equal to "oct" and the JWK "k" (Key Value) present' : `JSON Web Key for this operation must be a ${requiresPrivateKey ? "private" : "public"} JWK`);
    if (jwkMatchesOp(entry, normalized, usage), normalized.kty === "oct")
      return decode2(normalized.k);
    if (!Object.isFrozen(key)) {
      const { key_ops } = key;
      Array.isArray(key_ops) && Object.freeze(key_ops), Object.freeze(key);
    }
  } else {
    if (!isKeyLike(key))
      throw invalidKeyType(alg, key, secret);
    const expectedType = secret ? "secret" : requiresPrivateKey ? "private" : "public";
    if (key.type !== expectedType && (secret || ["secret", "public", "private"].includes(key.type)))
      throw new TypeError(`${tag(key)} instances must be of type "${expectedType}" for the ${alg} algorithm`);
    if (isCryptoKey(key))
      return key;
    if (keyObject = key, keyObject.type === "secret")
      return keyObject.export();
  }
  cache ||= /* @__PURE__ */ new WeakMap();
  const cacheKey = key;
  let cached2 = cache.get(cacheKey);
  if (cached2?.[alg])
    return cached2[alg];
  if (cached2 || cache.set(cacheKey, cached2 = {}), keyObject && typeof keyObject.toCryptoKey == "function") {
    const isPublic = keyObject.type === "public", crv = nist[keyObject.asymmetricKeyDetails?.namedCurve], params = entry.resolve?.({ crv, asymmetricKeyType: keyObject.asymmetricKeyType }) ?? entry.subtle;
    return cached2[alg] = keyObject.toCryptoKey(params, isPublic, entry.usages[isPublic ? 0 : 1]);
  }
  return normalized ??= keyObject.export({ format: "jwk" }), normalized.alg = alg, cached2[alg] = await jwkToKey(entry, normalized);
}
var cache;
var nist = {
  __proto__: null,
  prime256v1: "P-256",
  secp384r1: "P-384",
  secp521r1: "P-521"
};
var isCryptoKey = (key) => {
  if (key?.[Symbol.toStringTag] === "CryptoKey")
    return true;
  try {
    return key instanceof CryptoKey;
  } catch {
    return false;
  }
};
var isKeyObject = (key) => key?.[Symbol.toStringTag] === "KeyObject";
var isKeyLike = (key) => isCryptoKey(key) || isKeyObject(key);
function message(msg, actual, ...types) {
  if (types.length > 2) {
    const last = types.pop();
    msg += `one of type ${types.join(", ")}, or ${last}.`;
  } else types.length === 2 ? msg += `one of type ${types[0]} or ${types[1]}.` : msg += `of type ${types[0]}.`;
  return actual == null ? msg += ` Received ${actual}` : typeof actual == "function" && actual.name ? msg += ` Received function ${actual.name}` : typeof actual == "object" && actual != null && actual.constructor?.name && (msg += ` Received an instance of ${actual.constructor.name}`), msg;
}
function invalidKeyType(alg, actual, secret) {
  const types = ["CryptoKey", "KeyObject", "JSON Web Key"];
  return secret && types.push("Uint8Array"), new TypeError(message(`Key for the ${alg} algorithm must be `, actual, ...types));
}
var unusable = (name, prop = "algorithm.name") => new TypeError(`CryptoKey does not support this operation, its ${prop} must be ${name}`);
function checkUsage(key, usage) {
  if (usage && !key.usages.includes(usage))
    throw new TypeError(`CryptoKey does not support this operation, its usages must include ${usage}.`);
}
function checkModulusLength(alg, key) {
  const { modulusLength } = key.algorithm;
  if (typeof modulusLength != "number" || modulusLength < 2048)
    throw new TypeError(`${alg} requires key modulusLength to be 2048 bits or larger`);
}
function checkCryptoKey(key, expected, usage) {
  const algorithm = key.algorithm;
  if (algorithm.name !== expected.name)
    throw unusable(expected.name);
  if (expected.hash && algorithm.hash?.name !== expected.hash)
    throw unusable(expected.hash, "algorithm.hash");
  if (expected.namedCurve && algorithm.namedCurve !== expected.namedCurve)
    throw unusable(expected.namedCurve, "algorithm.namedCurve");
  if (expected.length !== void 0 && algorithm.length !== expected.length)
    throw unusable(expected.length, "algorithm.length");
  checkUsage(key, usage);
}
function snapshotJwk(jwk) {
  return { __proto__: null, ...jwk };
}
function normalizeJwk(jwk) {
  const normalized = snapshotJwk(jwk);
  if (normalized.ext !== void 0 && typeof normalized.ext != "boolean")
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  if (normalized.key_ops !== void 0) {
    const value = normalized.key_ops, keyOps = Array.isArray(value) ? [...value] : void 0;
    if (!keyOps || keyOps.some((operation) => typeof operation != "string") || new Set(keyOps).size !== keyOps.length)
      throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    normalized.key_ops = keyOps;
  }
  return normalized;
}
async function jwkToKey(entry, jwk, extractable) {
  if (!entry.kty.includes(jwk.kty))
    throw new JOSENotSupported('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
  const algorithm = entry.resolve?.({ kty: jwk.kty, crv: jwk.crv }) ?? entry.subtle, isPrivate = !!(jwk.d || jwk.priv), keyData = { ...jwk, ext: extractable ?? jwk.ext };
  return keyData.kty !== "AKP" && delete keyData.alg, delete keyData.use, crypto.subtle.importKey("jwk", keyData, algorithm, keyData.ext ?? !isPrivate, jwk.key_ops ?? entry.usages[isPrivate ? 1 : 0]);
}
async function rawKey(key, expected, usage, extractable = false) {
  return key instanceof Uint8Array && (key = await crypto.subtle.importKey("raw", key, expected, extractable, [usage])), checkCryptoKey(key, expected, usage), key;
}

// node_modules/jose/dist/webapi/lib/key_descriptor.js
function table(entries) {
  const out = { __proto__: null };
  for (const alg in entries)
    out[alg] = { ...entries[alg], alg };
  return out;
}

// node_modules/jose/dist/webapi/lib/jws_algorithms.js
var sig = [["verify"], ["sign"]];
function hmac(bits) {
  const subtle = { name: "HMAC", hash: `SHA-${bits}` };
  return { kty: ["oct"], secret: true, subtle, signing: subtle, usages: sig };
}
function rsa(bits, saltLength) {
  const subtle = { name: saltLength ? "RSA-PSS" : "RSASSA-PKCS1-v1_5", hash: `SHA-${bits}` };
  return {
    kty: ["RSA"],
    subtle,
    signing: saltLength ? { ...subtle, saltLength } : subtle,
    usages: sig,
    minRsaBits: 2048
  };
}
function ecdsa(crv, bits) {
  return {
    kty: ["EC"],
    crv,
    subtle: { name: "ECDSA", namedCurve: crv },
    signing: { name: "ECDSA", hash: `SHA-${bits}` },
    usages: sig
  };
}
function eddsa() {
  const subtle = { name: "Ed25519" };
  return {
    kty: ["OKP"],
    crv: "Ed25519",
    subtle,
    signing: subtle,
    usages: sig
  };
}
function mldsa(parameterSet) {
  const subtle = { name: `ML-DSA-${parameterSet}` };
  return {
    kty: ["AKP"],
    subtle,
    signing: subtle,
    usages: sig
  };
}
var JWS = table({
  HS256: hmac(256),
  HS384: hmac(384),
  HS512: hmac(512),
  RS256: rsa(256),
  RS384: rsa(384),
  RS512: rsa(512),
  PS256: rsa(256, 32),
  PS384: rsa(384, 48),
  PS512: rsa(512, 64),
  ES256: ecdsa("P-256", 256),
  ES384: ecdsa("P-384", 384),
  ES512: ecdsa("P-521", 512),
  EdDSA: eddsa(),
  Ed25519: eddsa(),
  "ML-DSA-44": mldsa(44),
  "ML-DSA-65": mldsa(65),
  "ML-DSA-87": mldsa(87)
});
function jwsAlgorithm(alg) {
  const entry = typeof alg == "string" ? JWS[alg] : void 0;
  if (!entry)
    throw new JOSENotSupported(`alg ${alg} is not supported either by JOSE or your javascript runtime`);
  return entry;
}

// node_modules/jose/dist/webapi/lib/jws_verify.js
function prepareVerify(options) {
  return [options && validateAlgorithms("algorithms", options.algorithms), options?.crit];
}
function parseProtectedHeader(encodedProtectedHeader) {
  return encodedProtectedHeader === void 0 ? {} : parseJoseHeader(encodedProtectedHeader, JWSInvalid, "JWS Protected Header is invalid");
}
function encodeCompactUnencodedPayload(payload) {
  try {
    return encode2(payload);
  } catch (cause) {
    throw new JWSInvalid("JWS Compact Serialization payload must use only ASCII characters", {
      cause
    });
  }
}
async function verifySignature(jws, shared, key, encodeUnencodedPayload, parsedProtected) {
  const { protected: encodedProtectedHeader, header, payload: inputPayload } = jws, protectedHeader = parsedProtected ?? parseProtectedHeader(encodedProtectedHeader);
  if (!isDisjoint(protectedHeader, header))
    throw new JWSInvalid("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...header }, b64 = validateB64(protectedHeader, validateCrit(JWSInvalid, JWS_RECOGNIZED, shared[1], protectedHeader, joseHeader)), { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new JWSInvalid('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  if (shared[0] && !shared[0].has(alg))
    throw new JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
  if (b64) {
    if (typeof inputPayload != "string")
      throw new JWSInvalid("JWS Payload must be a string");
  } else if (typeof inputPayload != "string" && !(inputPayload instanceof Uint8Array))
    throw new JWSInvalid("JWS Payload must be a string or an Uint8Array instance");
  const signingPayload = b64 || typeof inputPayload != "string" ? inputPayload : encodeUnencodedPayload(inputPayload);
  let resolvedKey = false;
  typeof key == "function" && (key = await key(protectedHeader, jws), resolvedKey = true);
  const entry = jwsAlgorithm(alg), signingInput = concat(encodedProtectedHeader !== void 0 ? encode2(encodedProtectedHeader) : new Uint8Array(), encode2("."), typeof signingPayload == "string" ? shared[2] ??= encodeAsciiMember(signingPayload, "payload", JWSInvalid) : signingPayload), signature = decodeBase64url(jws.signature, "signature", JWSInvalid), verificationKey = await prepareKey(entry, key, "verify"), cryptoKey = await rawKey(verificationKey, entry.subtle, "verify");
  entry.minRsaBits && checkModulusLength(entry.alg, cryptoKey);
  let verified = false;
  try {
    verified = await crypto.subtle.verify(entry.signing, cryptoKey, signature, signingInput);
  } catch (cause) {
    throw new JWSSignatureVerificationFailed(void 0, { cause });
  }
  if (!verified)
    throw new JWSSignatureVerificationFailed();
  const result = { payload: typeof signingPayload == "string" ? decodeBase64url(signingPayload, "payload", JWSInvalid) : signingPayload };
  return encodedProtectedHeader !== void 0 && (result.protectedHeader = protectedHeader), header !== void 0 && (result.unprotectedHeader = header), resolvedKey ? [{ ...result, key: verificationKey }, b64] : [result, b64];
}
async function verifyCompact(jws, shared, key) {
  if (jws instanceof Uint8Array && (jws = decoder.decode(jws)), typeof jws != "string")
    throw new JWSInvalid("Compact JWS must be a string or Uint8Array");
  const { 0: protectedHeader, 1: payload, 2: signature, length } = jws.split(".");
  if (length !== 3)
    throw new JWSInvalid("Invalid Compact JWS");
  return verifySignature({ payload, protected: protectedHeader, signature }, shared, key, encodeCompactUnencodedPayload);
}

// node_modules/jose/dist/webapi/lib/jwt_claims_set.js
var epoch = (date2) => Math.floor(date2.getTime() / 1e3);
var multipliers = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31557600
};
var REGEX = /^(\+|\-)? ?(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)(?: (ago|from now))?$/i;
var checkFailed = "check_failed";
function invalidDuration() {
  throw new TypeError("Invalid time period format");
}
function secs(str) {
  typeof str != "string" && invalidDuration();
  const matched = REGEX.exec(str);
  (!matched || matched[4] && matched[1]) && invalidDuration();
  const value = parseFloat(matched[2]), durationSeconds = Math.round(value * multipliers[matched[3][0].toLowerCase()]);
  return Number.isFinite(durationSeconds) || invalidDuration(), matched[1] === "-" || matched[4] === "ago" ? -durationSeconds : durationSeconds;
}
function validateInput(label, input) {
  if (!Number.isFinite(input))
    throw new TypeError(`Invalid ${label} input`);
  return input;
}
var normalizeTyp = (value) => {
  const normalized = value.toLowerCase();
  return value.includes("/") ? normalized : `application/${normalized}`;
};
var checkAudiencePresence = (audPayload, audOption) => typeof audPayload == "string" ? audOption.includes(audPayload) : Array.isArray(audPayload) ? audOption.some((aud) => audPayload.includes(aud)) : false;
function validateNumericDate(claimsSet, claim2, required2 = false) {
  const value = claimsSet[claim2];
  if (!(value === void 0 && !required2)) {
    if (typeof value != "number")
      throw new JWTClaimValidationFailed(`"${claim2}" claim must be a number`, claimsSet, claim2, "invalid");
    return value;
  }
}
function unexpectedClaim(claimsSet, claim2) {
  throw new JWTClaimValidationFailed(`unexpected "${claim2}" claim value`, claimsSet, claim2, checkFailed);
}
function validateClaimsSet(protectedHeader, claimsSetBytes, options = {}) {
  let claimsSet;
  try {
    claimsSet = JSON.parse(strictDecoder.decode(claimsSetBytes));
  } catch (cause) {
    throw new JWTInvalid("JWT Claims Set must be a top-level JSON object", { cause });
  }
  if (!isObject3(claimsSet))
    throw new JWTInvalid("JWT Claims Set must be a top-level JSON object");
  const { typ } = options;
  if (typ !== void 0 && (typeof protectedHeader.typ != "string" || normalizeTyp(protectedHeader.typ) !== normalizeTyp(typ)))
    throw new JWTClaimValidationFailed('unexpected "typ" JWT header value', claimsSet, "typ", checkFailed);
  const { requiredClaims = [], issuer, subject, audience, maxTokenAge } = options, presenceCheck = [...requiredClaims];
  maxTokenAge !== void 0 && presenceCheck.push("iat"), audience !== void 0 && presenceCheck.push("aud"), subject !== void 0 && presenceCheck.push("sub"), issuer !== void 0 && presenceCheck.push("iss");
  for (const claim2 of new Set(presenceCheck.reverse()))
    if (!Object.hasOwn(claimsSet, claim2))
      throw new JWTClaimValidationFailed(`missing required "${claim2}" claim`, claimsSet, claim2, "missing");
  issuer !== void 0 && !(Array.isArray(issuer) ? issuer : [issuer]).includes(claimsSet.iss) && unexpectedClaim(claimsSet, "iss"), subject !== void 0 && claimsSet.sub !== subject && unexpectedClaim(claimsSet, "sub"), audience !== void 0 && !checkAudiencePresence(claimsSet.aud, typeof audience == "string" ? [audience] : audience) && unexpectedClaim(claimsSet, "aud");
  const { clockTolerance } = options;
  let tolerance = 0;
  if (typeof clockTolerance == "string")
    tolerance = secs(clockTolerance);
  else if (clockTolerance !== void 0) {
    if (typeof clockTolerance != "number")
      throw new TypeError("Invalid clockTolerance option type");
    tolerance = clockTolerance;
  }
  if (validateInput("clockTolerance option", tolerance), tolerance < 0)
    throw new TypeError("Invalid clockTolerance option input");
  const { currentDate } = options, now = validateInput("currentDate option", epoch(currentDate === void 0 ? /* @__PURE__ */ new Date() : currentDate)), iat = validateNumericDate(claimsSet, "iat", maxTokenAge !== void 0), nbf = validateNumericDate(claimsSet, "nbf");
  if (nbf !== void 0 && nbf > now + tolerance)
    throw new JWTClaimValidationFailed('"nbf" claim timestamp check failed', claimsSet, "nbf", checkFailed);
  const exp = validateNumericDate(claimsSet, "exp");
  if (exp !== void 0 && exp <= now - tolerance)
    throw new JWTExpired('"exp" claim timestamp check failed', claimsSet, "exp", checkFailed);
  if (maxTokenAge !== void 0) {
    const age = now - iat, max = validateInput("maxTokenAge option", typeof maxTokenAge == "number" ? maxTokenAge : secs(maxTokenAge));
    if (max < 0)
      throw new TypeError("Invalid maxTokenAge option input");
    if (age - tolerance > max)
      throw new JWTExpired('"iat" claim timestamp check failed (too far in the past)', claimsSet, "iat", checkFailed);
    if (age < -tolerance)
      throw new JWTClaimValidationFailed('"iat" claim timestamp check failed (it should be in the past)', claimsSet, "iat", checkFailed);
  }
  return claimsSet;
}

// node_modules/jose/dist/webapi/jwt/verify.js
async function jwtVerify(jwt, key, options) {
  const [verified, b64] = await verifyCompact(jwt, prepareVerify(options), key);
  if (!b64)
    throw new JWTInvalid("JWTs MUST NOT use unencoded payload");
  const payload = validateClaimsSet(verified.protectedHeader, verified.payload, options);
  return { ...verified, payload };
}

// node_modules/jose/dist/webapi/jwks/local.js
function isUsableJWK(jwk, entry, alg, kid) {
  const { kty, key_ops: keyOps, ext, kid: jwkKid, alg: jwkAlg, use, crv } = jwk;
  return (ext === void 0 || typeof ext == "boolean") && (keyOps === void 0 || Array.isArray(keyOps) && keyOps.every((operation, index) => typeof operation == "string" && keyOps.indexOf(operation) === index) && keyOps.includes("verify")) && entry.kty.includes(kty) && (kid === void 0 || typeof kid == "string" && kid === jwkKid) && (jwkAlg === void 0 ? kty !== "AKP" : alg === jwkAlg) && (use === void 0 || use === "sig") && (!entry.crv || crv === entry.crv);
}
async function importWithAlgCache(cache2, jwk, entry) {
  const cached2 = cache2.get(jwk) || cache2.set(jwk, {}).get(jwk), { alg } = entry;
  if (cached2[alg] === void 0) {
    const pending = jwkToKey(entry, jwk, true).then((key) => {
      if (key.type !== "public")
        throw new JWKSInvalid("JSON Web Key Set members must be public keys");
      return cached2[alg] = key, key;
    }).catch((error2) => {
      throw cached2[alg] === pending && delete cached2[alg], error2;
    });
    cached2[alg] = pending;
  }
  return cached2[alg];
}
function createLocalJWKSet(jwks) {
  let snapshot;
  try {
    snapshot = structuredClone(jwks);
  } catch (cause) {
    throw new JWKSInvalid("JSON Web Key Set malformed", { cause });
  }
  if (!isJwkSet(snapshot))
    throw new JWKSInvalid("JSON Web Key Set malformed");
  const metadata = snapshot.keys.map((jwk) => {
    const normalized = snapshotJwk(jwk);
    return Array.isArray(normalized.key_ops) && (normalized.key_ops = [...normalized.key_ops]), normalized;
  }), cached2 = /* @__PURE__ */ new WeakMap();
  return Object.defineProperty(async (protectedHeader, token) => {
    const { alg, kid } = { ...protectedHeader, ...token?.header }, entry = typeof alg == "string" ? JWS[alg] : void 0;
    if (!entry || entry.secret)
      throw new JOSENotSupported('Unsupported "alg" value for a JSON Web Key Set');
    const candidates = snapshot.keys.filter((_2, index) => isUsableJWK(metadata[index], entry, alg, kid)), { 0: jwk, length } = candidates;
    if (!length)
      throw new JWKSNoMatchingKey();
    if (length !== 1) {
      const error2 = new JWKSMultipleMatchingKeys();
      throw error2[Symbol.asyncIterator] = async function* () {
        for (const jwk2 of candidates)
          try {
            yield await importWithAlgCache(cached2, jwk2, entry);
          } catch {
          }
      }, error2;
    }
    return importWithAlgCache(cached2, jwk, entry);
  }, "jwks", {
    value: () => structuredClone(snapshot)
  });
}

// node_modules/jose/dist/webapi/jwks/remote.js
function isCloudflareWorkers() {
  return typeof WebSocketPair < "u" || typeof navigator < "u" && navigator.userAgent === "Cloudflare-Workers" || typeof EdgeRuntime < "u" && EdgeRuntime === "vercel";
}
var USER_AGENT;
(typeof navigator > "u" || !navigator.userAgent?.startsWith?.("Mozilla/5.0 ")) && (USER_AGENT = "jose/v6.2.17");
var customFetch = /* @__PURE__ */ Symbol();
async function fetchJwks(url2, headers, signal, fetchImpl = fetch) {
  const response = await fetchImpl(url2, {
    method: "GET",
    signal,
    redirect: "manual",
    headers
  }).catch((err) => {
    throw err.name === "TimeoutError" ? new JWKSTimeout(void 0, { cause: err }) : err;
  });
  if (response.status !== 200)
    throw new JOSEError("Expected 200 OK from the JSON Web Key Set HTTP response");
  try {
    return await response.json();
  } catch (cause) {
    throw new JOSEError("Failed to parse the JSON Web Key Set HTTP response as JSON", { cause });
  }
}
var jwksCache = /* @__PURE__ */ Symbol();
function isFreshFor(timestamp, duration2) {
  return Number.isFinite(timestamp) && Date.now() < timestamp + duration2;
}
function validateDuration(value, fallback, option) {
  if (Number.isNaN(value))
    throw new TypeError(`"${option}" option must not be NaN`);
  if (typeof value == "number" && value < 0)
    throw new TypeError(`"${option}" option must not be negative`);
  return typeof value == "number" ? value : fallback;
}
function createRemoteJWKSet(url2, options) {
  if (!(url2 instanceof URL))
    throw new TypeError("url must be an instance of URL");
  const href = new URL(url2.href).href, opts = options ?? {}, timeoutOption = opts.timeoutDuration;
  if (typeof timeoutOption == "number" && (!Number.isInteger(timeoutOption) || timeoutOption < 0))
    throw new TypeError('"timeoutDuration" option must be a non-negative integer');
  const timeoutDuration = typeof timeoutOption == "number" ? timeoutOption : 5e3, cooldownDuration = validateDuration(opts.cooldownDuration, 3e4, "cooldownDuration"), cacheMaxAge = validateDuration(opts.cacheMaxAge, 6e5, "cacheMaxAge"), headers = new Headers(opts.headers);
  USER_AGENT && !headers.has("User-Agent") && headers.set("User-Agent", USER_AGENT), headers.has("accept") || headers.set("accept", "application/json, application/jwk-set+json");
  const fetchImpl = opts[customFetch], cache2 = opts[jwksCache];
  let jwksTimestamp, pendingFetch, reloadSequence = 0, appliedSequence = 0, local;
  if (cache2 && typeof cache2 == "object") {
    const { uat, jwks } = cache2;
    isFreshFor(uat, cacheMaxAge) && isJwkSet(jwks) && (jwksTimestamp = uat, local = createLocalJWKSet(jwks));
  }
  const reload = async () => {
    if (pendingFetch && isCloudflareWorkers() && (pendingFetch = void 0), !pendingFetch) {
      const sequence = ++reloadSequence, current = pendingFetch = fetchJwks(href, headers, AbortSignal.timeout(timeoutDuration), fetchImpl).then((json) => {
        const next = createLocalJWKSet(json);
        if (sequence <= appliedSequence)
          return;
        local = next;
        const updatedAt = Date.now();
        cache2 && (cache2.uat = updatedAt, cache2.jwks = json), jwksTimestamp = updatedAt, appliedSequence = sequence;
      }).finally(() => {
        pendingFetch === current && (pendingFetch = void 0);
      });
    }
    await pendingFetch;
  };
  return Object.defineProperties(async (protectedHeader, token) => {
    (!local || !isFreshFor(jwksTimestamp, cacheMaxAge)) && await reload();
    try {
      return await local(protectedHeader, token);
    } catch (err) {
      if (err instanceof JWKSNoMatchingKey && !isFreshFor(jwksTimestamp, cooldownDuration))
        return await reload(), local(protectedHeader, token);
      throw err;
    }
  }, {
    coolingDown: {
      get: () => isFreshFor(jwksTimestamp, cooldownDuration),
      enumerable: true
    },
    fresh: {
      get: () => isFreshFor(jwksTimestamp, cacheMaxAge),
      enumerable: true
    },
    reload: {
      value: reload,
      enumerable: true
    },
    reloading: {
      get: () => !!pendingFetch,
      enumerable: true
    },
    jwks: {
      value: () => local?.jwks(),
      enumerable: true
    }
  });
}

// src/security/oidc.ts
var GITHUB_ACTIONS_ISSUER = "https://token.actions.githubusercontent.com";
var JWKS_CACHE_MAX_AGE_MS = 10 * 60 * 1e3;
var JWKS_COOLDOWN_MS = 30 * 1e3;
var JWKS_TIMEOUT_MS = 5e3;
var CLOCK_TOLERANCE_SECONDS = 30;
var MAX_TOKEN_LENGTH = 16 * 1024;
var COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
var REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
var REF = /^refs\/[^\s]+$/;
function createOidcVerifier(config2, deps) {
  const issuer = config2.issuer === void 0 || config2.issuer.trim() === "" ? GITHUB_ACTIONS_ISSUER : config2.issuer.trim();
  const audience = config2.audience.trim();
  if (audience === "") throw new ConfigError("OIDC_AUDIENCE is required for OIDC authentication");
  const issuerUrl = parseUrl(issuer, "OIDC_ISSUER");
  const jwksUrl = parseUrl(
    config2.jwksUrl === void 0 || config2.jwksUrl.trim() === "" ? `${issuer.replace(/\/+$/, "")}/.well-known/jwks` : config2.jwksUrl.trim(),
    "OIDC_JWKS_URL"
  );
  requireSecureUrl(issuerUrl, "OIDC_ISSUER");
  requireSecureUrl(jwksUrl, "OIDC_JWKS_URL");
  const jwks = createRemoteJWKSet(jwksUrl, {
    [customFetch]: (url2, init) => deps.fetch(url2, init),
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    cooldownDuration: JWKS_COOLDOWN_MS,
    timeoutDuration: JWKS_TIMEOUT_MS
  });
  return {
    async verify(jwt) {
      const token = jwt.trim();
      if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) return fail("bad_token", "not a signed JWT");
      let payload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer,
          audience,
          algorithms: ["RS256"],
          requiredClaims: ["exp"],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(deps.clock.now())
        }));
      } catch (error2) {
        return classify(error2);
      }
      return checkClaims(payload);
    }
  };
}
function checkClaims(payload) {
  const { sub, repository, ref } = payload;
  const missing = [];
  if (typeof sub !== "string" || sub === "") missing.push("sub");
  if (typeof repository !== "string" || !REPOSITORY.test(repository)) missing.push("repository (owner/repo)");
  if (typeof ref !== "string" || !REF.test(ref)) missing.push("ref (refs/...)");
  if (missing.length > 0 || typeof repository !== "string" || typeof ref !== "string") {
    return fail("missing_claims", `token lacks required claims: ${missing.join(", ")}`);
  }
  const claims = { repository, ref };
  for (const name of ["actor", "workflow", "sha"]) {
    const value = payload[name];
    if (typeof value === "string" && value !== "") claims[name] = value;
  }
  return { ok: true, principal: `github:${repository}@${ref}`, claims };
}
function classify(error2) {
  const code = typeof error2 === "object" && error2 !== null && "code" in error2 ? String(error2.code) : void 0;
  const claim2 = typeof error2 === "object" && error2 !== null && "claim" in error2 ? String(error2.claim) : void 0;
  switch (code) {
    case "ERR_JWT_EXPIRED":
      return fail("expired", "token has expired");
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      if (claim2 === "iss") return fail("wrong_issuer", "token was issued by an unexpected issuer");
      if (claim2 === "aud") return fail("wrong_audience", "token is for another audience");
      if (claim2 === "nbf") return fail("bad_token", "token is not valid yet");
      if (claim2 === "exp") return fail("bad_token", "token has no expiry");
      return fail("bad_token", `token claim ${claim2 ?? "unknown"} is invalid`);
    case "ERR_JOSE_ALG_NOT_ALLOWED":
      return fail("bad_token", "token algorithm is not allowed (RS256 only)");
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
      return fail("bad_token", "token signature is invalid");
    case "ERR_JWKS_NO_MATCHING_KEY":
    case "ERR_JWKS_MULTIPLE_MATCHING_KEYS":
      return fail("bad_token", "token was not signed by a key of the issuer");
    case "ERR_JWS_INVALID":
    case "ERR_JWT_INVALID":
    case "ERR_JOSE_NOT_SUPPORTED":
      return fail("bad_token", "token is malformed");
    case "ERR_JWKS_TIMEOUT":
      return fail("jwks_unavailable", "timed out fetching the issuer keys (JWKS)");
    case "ERR_JWKS_INVALID":
    case "ERR_JWK_INVALID":
      return fail("jwks_unavailable", "the issuer keys (JWKS) are invalid");
    default:
      return fail("jwks_unavailable", "could not fetch the issuer keys (JWKS)");
  }
}
function fail(code, message2) {
  return { ok: false, code, message: message2 };
}
function parseUrl(text, variable) {
  try {
    return new URL(text);
  } catch {
    throw new ConfigError(`${variable} is not a valid URL`);
  }
}
var LOOPBACK = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function requireSecureUrl(url2, variable) {
  if (url2.protocol === "https:") return;
  if (url2.protocol === "http:" && LOOPBACK.has(url2.hostname)) return;
  throw new ConfigError(`${variable} must be an https URL (http only on localhost)`);
}

// src/security/replayCache.ts
var DEFAULT_REPLAY_TTL_MS = 10 * 60 * 1e3;
var DEFAULT_REPLAY_MAX_ENTRIES = 1e4;
var ReplayCache = class {
  ttlMs;
  maxEntries;
  /** id → when first seen; Map iteration is insertion order, so the first entry is the oldest. */
  #seen = /* @__PURE__ */ new Map();
  constructor(options = {}) {
    const ttlMs = options.ttlMs ?? DEFAULT_REPLAY_TTL_MS;
    const maxEntries = options.maxEntries ?? DEFAULT_REPLAY_MAX_ENTRIES;
    if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new ConfigError("replay cache ttlMs must be a positive number");
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new ConfigError("replay cache maxEntries must be a positive integer");
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }
  /** Ids currently remembered (expired ones are dropped lazily). */
  get size() {
    return this.#seen.size;
  }
  checkAndRemember(id, nowMs) {
    this.#purge(nowMs);
    const seenAt = this.#seen.get(id);
    if (seenAt !== void 0 && nowMs - seenAt <= this.ttlMs) return false;
    this.#seen.delete(id);
    this.#seen.set(id, nowMs);
    while (this.#seen.size > this.maxEntries) {
      const oldest = this.#seen.keys().next();
      if (oldest.done === true) break;
      this.#seen.delete(oldest.value);
    }
    return true;
  }
  /** Drops expired ids from the old end; stops at the first live one, so the cost is amortised O(1). */
  #purge(nowMs) {
    for (const [id, seenAt] of this.#seen) {
      if (nowMs - seenAt <= this.ttlMs) break;
      this.#seen.delete(id);
    }
  }
};

// src/security/webhookSignature.ts
var MIN_SECRET_BYTES = 24;
var MAX_SIGNATURE_ENTRIES = 10;
var MAX_WEBHOOK_ID_LENGTH = 256;
var DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
var NAME = /^[A-Za-z0-9_.-]+$/;
var SECRET_PREFIX = "whsec_";
var WEBHOOK_ID = /^[\x21-\x7e]+$/;
var TIMESTAMP = /^[0-9]{1,12}$/;
var SIGNATURE_BYTES = 32;
var WebhookSecret = class {
  name;
  /** `webhook:<name>`, the principal the policy sees. */
  principal;
  #bytes;
  #key;
  /** Prefer `parseWebhookSecrets`; this takes an already-decoded key. */
  constructor(name, keyBytes) {
    if (!NAME.test(name)) throw new ConfigError("webhook secret name must match [A-Za-z0-9_.-]+");
    if (keyBytes.length < MIN_SECRET_BYTES) throw new ConfigError(`webhook secret must be at least ${MIN_SECRET_BYTES} bytes`);
    this.name = name;
    this.principal = `webhook:${name}`;
    this.#bytes = Uint8Array.from(keyBytes);
  }
  /** The HMAC key, imported once and reused. */
  key() {
    this.#key ??= importHmacKey(this.#bytes).catch((error2) => {
      this.#key = void 0;
      throw error2;
    });
    return this.#key;
  }
  toJSON() {
    return { name: this.name, principal: this.principal };
  }
};
function parseWebhookSecrets(spec) {
  if (spec.trim() === "") return [];
  const entries = spec.split(",");
  return entries.map((raw2, index) => {
    const where = `WEBHOOK_SECRETS entry ${index + 1} of ${entries.length}`;
    const entry = raw2.trim();
    if (entry === "") throw new ConfigError(`${where} is empty (entries are name=whsec_..., comma-separated)`);
    const eq = entry.indexOf("=");
    if (eq <= 0) throw new ConfigError(`${where} is not name=whsec_...`);
    const name = entry.slice(0, eq).trim();
    const value = entry.slice(eq + 1).trim();
    if (!NAME.test(name)) throw new ConfigError(`${where}: the name must match [A-Za-z0-9_.-]+`);
    if (!value.startsWith(SECRET_PREFIX)) throw new ConfigError(`${where}: the secret must start with whsec_`);
    const bytes = decodeBase643(value.slice(SECRET_PREFIX.length));
    if (bytes === void 0) throw new ConfigError(`${where}: the secret after whsec_ is not valid base64`);
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new ConfigError(`${where}: the secret decodes to ${bytes.length} bytes; at least ${MIN_SECRET_BYTES} are required`);
    }
    return new WebhookSecret(name, bytes);
  });
}
async function verifyWebhook(secrets, headers, rawBody, nowMs, toleranceSeconds = DEFAULT_WEBHOOK_TOLERANCE_SECONDS) {
  const id = headers.id ?? "";
  const timestampText = (headers.timestamp ?? "").trim();
  const signatureHeader = headers.signature ?? "";
  const missing = [
    id === "" ? "webhook-id" : void 0,
    timestampText === "" ? "webhook-timestamp" : void 0,
    signatureHeader.trim() === "" ? "webhook-signature" : void 0
  ].filter((h) => h !== void 0);
  if (missing.length > 0) return fail2("missing_headers", `missing webhook header(s): ${missing.join(", ")}`);
  if (id.length > MAX_WEBHOOK_ID_LENGTH || !WEBHOOK_ID.test(id)) {
    return fail2("missing_headers", `webhook-id must be 1 to ${MAX_WEBHOOK_ID_LENGTH} printable characters without spaces`);
  }
  if (!TIMESTAMP.test(timestampText)) return fail2("bad_timestamp", "webhook-timestamp must be integer seconds since the epoch");
  const timestamp = Number(timestampText);
  const window = timeWindow(timestamp, nowMs, toleranceSeconds);
  if (window !== void 0) return fail2(window, windowMessage("webhook-timestamp", window, toleranceSeconds));
  const candidates = parseSignatureHeader(signatureHeader);
  if (candidates.length === 0 || secrets.length === 0) return fail2("bad_signature", "no valid webhook signature");
  const content = concatBytes(new TextEncoder().encode(`${id}.${timestampText}.`), rawBody);
  for (const secret of secrets) {
    const expected = new Uint8Array(await crypto.subtle.sign("HMAC", await secret.key(), content));
    let matched = false;
    for (const candidate of candidates) matched = constantTimeEqual(expected, candidate) || matched;
    if (matched) return { ok: true, principal: secret.principal, id, timestamp };
  }
  return fail2("bad_signature", "no valid webhook signature");
}
function fail2(code, message2) {
  return { ok: false, code, message: message2 };
}
function parseSignatureHeader(header) {
  const out = [];
  const entries = header.split(" ").filter((e) => e !== "").slice(0, MAX_SIGNATURE_ENTRIES);
  for (const entry of entries) {
    const comma = entry.indexOf(",");
    if (comma < 0 || entry.slice(0, comma) !== "v1") continue;
    const bytes = decodeBase643(entry.slice(comma + 1));
    if (bytes !== void 0 && bytes.length === SIGNATURE_BYTES) out.push(bytes);
  }
  return out;
}
function timeWindow(timestampSeconds, nowMs, toleranceSeconds) {
  const ageMs = nowMs - timestampSeconds * 1e3;
  const toleranceMs = toleranceSeconds * 1e3;
  if (ageMs > toleranceMs) return "stale";
  if (-ageMs > toleranceMs) return "future";
  return void 0;
}
function windowMessage(header, window, toleranceSeconds) {
  return window === "stale" ? `${header} is more than ${toleranceSeconds} s in the past` : `${header} is more than ${toleranceSeconds} s in the future`;
}
function importHmacKey(bytes) {
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}
function constantTimeEqual(a, b2) {
  if (a.length !== b2.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b2[i] ?? 0);
  return diff === 0;
}
function concatBytes(a, b2) {
  const out = new Uint8Array(a.length + b2.length);
  out.set(a, 0);
  out.set(b2, a.length);
  return out;
}
var BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
function decodeBase643(text) {
  if (text === "" || !BASE64.test(text) || text.length % 4 === 1) return void 0;
  const unpadded = text.replace(/=+$/, "");
  if (text.length !== unpadded.length && text.length % 4 !== 0) return void 0;
  let binary;
  try {
    binary = atob(unpadded);
  } catch {
    return void 0;
  }
  return Uint8Array.from(binary, (c2) => c2.charCodeAt(0));
}

// node_modules/croner/dist/croner.js
function g(s3, e, t, n = 0, r = 0, a = 0, i = 0) {
  let o = s3 >= 0 && s3 < 100, u = Date.UTC(o ? s3 + 400 : s3, e, t, n, r, a, i);
  return o ? u - 126227808e5 : u;
}
function D(s3) {
  return g(s3.y, s3.m - 1, s3.d, s3.h, s3.i, s3.s);
}
function w(s3, e) {
  return s3.y === e.y && s3.m === e.m && s3.d === e.d && s3.h === e.h && s3.i === e.i && s3.s === e.s;
}
function O(s3) {
  let e = s3.substring(9);
  return e.includes("Z") || e.includes("+") || e.includes("-");
}
function Z(s3, e) {
  let t = new Date(Date.parse(s3));
  if (isNaN(t)) throw new Error("Invalid ISO8601 passed to timezone parser.");
  return O(s3) ? { tp: T(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds(), "Etc/UTC"), ms: t.getUTCMilliseconds() } : { tp: T(t.getFullYear(), t.getMonth() + 1, t.getDate(), t.getHours(), t.getMinutes(), t.getSeconds(), e), ms: t.getMilliseconds() };
}
function v(s3, e, t) {
  let { tp: n, ms: r } = Z(s3, e);
  return new Date(N(n, t).getTime() + r);
}
function N(s3, e) {
  let t = _(s3);
  if (t.kind === "single") return t.date;
  if (t.kind === "ambiguous") return t.earlier;
  if (e) throw new Error("Invalid date passed to fromTZ()");
  return t.after;
}
function _(s3) {
  let e = D(s3), t = (i) => R(new Date(i), s3.tz), n = e - t(e), r = y(new Date(n), s3.tz);
  if (w(r, s3)) {
    let i = D(r) - n, o = n - (t(n - E) - i);
    if (o < n && w(y(new Date(o), s3.tz), s3)) return { kind: "ambiguous", earlier: new Date(o), later: new Date(n) };
    let u = n + (i - t(n + E));
    return u > n && w(y(new Date(u), s3.tz), s3) ? { kind: "ambiguous", earlier: new Date(n), later: new Date(u) } : { kind: "single", date: new Date(n) };
  }
  let a = e - (D(r) - n);
  return w(y(new Date(a), s3.tz), s3) ? { kind: "single", date: new Date(a) } : { kind: "gap", before: new Date(Math.min(n, a)), after: new Date(Math.max(n, a)) };
}
var E = 3 * 36e5;
function R(s3, e) {
  return D(y(s3, e)) - (s3.getTime() - s3.getUTCMilliseconds());
}
function k(s3, e, t) {
  let n = R(new Date(s3), t);
  for (; e - s3 > 1e3; ) {
    let r = s3 + Math.floor((e - s3) / 2e3) * 1e3;
    R(new Date(r), t) === n ? s3 = r : e = r;
  }
  return e;
}
function U(s3, e) {
  let t = _(y(new Date(s3), e));
  if (t.kind === "ambiguous") return s3 < t.later.getTime() ? "earlier" : "later";
}
var H = g(1, 0, 1);
var S = 864e5;
var W = /* @__PURE__ */ new Map();
function y(s3, e) {
  if (e === void 0) return T(s3.getFullYear(), s3.getMonth() + 1, s3.getDate(), s3.getHours(), s3.getMinutes(), s3.getSeconds());
  let t = W.get(e), n;
  try {
    t || (t = new Intl.DateTimeFormat("en-US", { timeZone: e, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hour12: false }), W.set(e, t)), n = t.formatToParts(s3);
  } catch (i) {
    let o = i instanceof Error ? i.message : String(i);
    throw new RangeError(`toTZ: Invalid timezone '${e}' or date. Please provide a valid IANA timezone (e.g., 'America/New_York', 'Europe/Stockholm'). Original error: ${o}`);
  }
  let r = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (let i of n) (i.type === "year" || i.type === "month" || i.type === "day" || i.type === "hour" || i.type === "minute" || i.type === "second") && (r[i.type] = parseInt(i.value, 10));
  if (isNaN(r.year) || isNaN(r.month) || isNaN(r.day) || isNaN(r.hour) || isNaN(r.minute) || isNaN(r.second)) throw new Error(`toTZ: Failed to parse all date components from timezone '${e}'. This may indicate an invalid date or timezone configuration. Parsed components: ${JSON.stringify(r)}`);
  let a = s3.getTime() - H;
  return (a < -S || a < S && r.month === 12) && (r.year = 1 - r.year), r.hour === 24 && (r.hour = 0), { y: r.year, m: r.month, d: r.day, h: r.hour, i: r.minute, s: r.second, tz: e };
}
function T(s3, e, t, n, r, a, i) {
  return { y: s3, m: e, d: t, h: n, i: r, s: a, tz: i };
}
var x = [1, 2, 4, 8, 16];
var C = class s {
  pattern;
  timezone;
  mode;
  alternativeWeekdays;
  sloppyRanges;
  fixedTimeRule;
  second;
  minute;
  hour;
  day;
  month;
  dayOfWeek;
  year;
  lastDayOfMonth;
  lastWeekday;
  nearestWeekdays;
  starDOM;
  starDOW;
  starYear;
  useAndLogic;
  isFixedTime;
  constructor(e, t, n) {
    this.pattern = e, this.timezone = t, this.mode = n?.mode ?? "auto", this.alternativeWeekdays = n?.alternativeWeekdays ?? false, this.sloppyRanges = n?.sloppyRanges ?? false, this.fixedTimeRule = n?.fixedTimeRule ?? "single-value", this.second = Array(60).fill(0), this.minute = Array(60).fill(0), this.hour = Array(24).fill(0), this.day = Array(31).fill(0), this.month = Array(12).fill(0), this.dayOfWeek = Array(7).fill(0), this.year = [], this.lastDayOfMonth = false, this.lastWeekday = false, this.nearestWeekdays = Array(31).fill(0), this.starDOM = false, this.starDOW = false, this.starYear = false, this.useAndLogic = false, this.isFixedTime = false, this.parse();
  }
  parse() {
    if (!(typeof this.pattern == "string" || this.pattern instanceof String)) throw new TypeError("CronPattern: Pattern has to be of type string.");
    this.pattern.indexOf("@") >= 0 && (this.pattern = this.handleNicknames(this.pattern).trim());
    let e = this.pattern.match(/\S+/g) || [""], t = e.length;
    if (e.length < 5 || e.length > 7) throw new TypeError("CronPattern: invalid configuration format ('" + this.pattern + "'), exactly five, six, or seven space separated parts are required.");
    if (this.mode !== "auto") {
      let i;
      switch (this.mode) {
        case "5-part":
          i = 5;
          break;
        case "6-part":
          i = 6;
          break;
        case "7-part":
          i = 7;
          break;
        case "5-or-6-parts":
          i = [5, 6];
          break;
        case "6-or-7-parts":
          i = [6, 7];
          break;
        default:
          i = 0;
      }
      if (!(Array.isArray(i) ? i.includes(t) : t === i)) {
        let u = Array.isArray(i) ? i.join(" or ") : i.toString();
        throw new TypeError(`CronPattern: mode '${this.mode}' requires exactly ${u} parts, but pattern '${this.pattern}' has ${t} parts.`);
      }
    }
    if (e.length === 5 && e.unshift("0"), e.length === 6 && e.push("*"), this.pattern.indexOf("?") >= 0) for (let i = 0; i < e.length; i++) e[i] = e[i].replace(/\?/g, "*");
    if (e[3].toUpperCase() === "LW") this.lastWeekday = true, e[3] = "";
    else if (e[3].toUpperCase().indexOf("L") >= 0) {
      let i = e[3].split(",");
      if (i.length > 1 && i.some((o) => o.toUpperCase() === "LW")) throw new TypeError(`CronPattern: Syntax error, LW can not be in a list in day-of-month ('${e[3]}').`);
      if (i.some((o) => o === "" || o.toUpperCase() !== "L" && /l/i.test(o))) throw new TypeError("CronPattern: Syntax error, L has to be a value of its own in day-of-month ('" + e[3] + "').");
      e[3] = i.filter((o) => o.toUpperCase() !== "L").join(","), this.lastDayOfMonth = true;
    }
    if (e[3] == "*" && (this.starDOM = true), e[6] == "*" && (this.starYear = true), e[4].length >= 3 && (e[4] = this.replaceAlpha(e[4], s.MONTH_NAMES)), e[5].length >= 3 && (e[5] = this.alternativeWeekdays ? this.replaceAlpha(e[5], s.DAY_NAMES_QUARTZ) : this.replaceAlpha(e[5], s.DAY_NAMES)), e[5].startsWith("+") && (this.useAndLogic = true, e[5] = e[5].substring(1), e[5] === "")) throw new TypeError("CronPattern: Day-of-week field cannot be empty after '+' modifier.");
    switch (e[5] == "*" && (this.starDOW = true), this.mode) {
      case "5-part":
        e[0] = "0", e[6] = "*";
        break;
      case "6-part":
        e[6] = "*";
        break;
      case "5-or-6-parts":
        e[6] = "*";
        break;
      case "6-or-7-parts":
        break;
      case "7-part":
      case "auto":
        break;
    }
    this.throwAtIllegalCharacters(e), this.partToArray("second", e[0], 0, 1), this.partToArray("minute", e[1], 0, 1), this.partToArray("hour", e[2], 0, 1), this.partToArray("day", e[3], -1, 1), this.partToArray("month", e[4], -1, 1);
    let n = this.alternativeWeekdays ? -1 : 0;
    this.partToArray("dayOfWeek", e[5], n, 63), e[6] === "*" ? this.year = Array(1e4).fill(1) : (this.year = Array(1e4).fill(0), this.partToArray("year", e[6], 0, 1)), !this.alternativeWeekdays && this.dayOfWeek[7] && (this.dayOfWeek[0] = this.dayOfWeek[7]);
    let r = this.fixedTimeRule === "single-value", a = (i, o) => !i.includes("*") && !i.includes("/") && (!r || o.filter((u) => u).length === 1);
    this.isFixedTime = a(e[0], this.second) && a(e[1], this.minute) && a(e[2], this.hour);
  }
  partToArray(e, t, n, r) {
    let a = this[e];
    if (t === "" && !(e === "day" && (this.lastDayOfMonth || this.lastWeekday))) throw new TypeError("CronPattern: configuration entry " + e + " (" + t + ") is empty, check for trailing spaces.");
    if (t === "*") return a.fill(r);
    let i = t.split(",");
    if (i.length > 1) for (let o of i) this.partToArray(e, o, n, r);
    else t.includes("-") && t.includes("/") ? this.handleRangeWithStepping(t, e, n, r) : t.includes("-") ? this.handleRange(t, e, n, r) : t.includes("/") ? this.handleStepping(t, e, n, r) : t !== "" && this.handleNumber(t, e, n, r);
  }
  throwAtIllegalCharacters(e) {
    for (let t = 0; t < e.length; t++) if ((t === 3 ? /[^/*0-9,\-WwLl]+/ : t === 5 ? /[^/*0-9,\-#Ll]+/ : /[^/*0-9,\-]+/).test(e[t])) throw new TypeError("CronPattern: configuration entry " + t + " (" + e[t] + ") contains illegal characters.");
  }
  handleNumber(e, t, n, r) {
    let a = this.extractNth(e, t), i = e.toUpperCase().includes("W");
    if (t !== "day" && i) throw new TypeError("CronPattern: Nearest weekday modifier (W) only allowed in day-of-month.");
    i && (t = "nearestWeekdays");
    let o = i ? a[0].replace(/W$/i, "") : a[0], u = s.toNumber(o) + n;
    if (isNaN(u)) throw new TypeError("CronPattern: " + t + " is not a number: '" + e + "'");
    this.setPart(t, u, a[1] || r);
  }
  setPart(e, t, n) {
    if (!Object.prototype.hasOwnProperty.call(this, e)) throw new TypeError("CronPattern: Invalid part specified: " + e);
    if (e === "dayOfWeek") {
      if (t === 7 && (t = 0), t < 0 || t > 6) throw new RangeError("CronPattern: Invalid value for dayOfWeek: " + t);
      this.setNthWeekdayOfMonth(t, n);
      return;
    }
    if (e === "second" || e === "minute") {
      if (t < 0 || t >= 60) throw new RangeError("CronPattern: Invalid value for " + e + ": " + t);
    } else if (e === "hour") {
      if (t < 0 || t >= 24) throw new RangeError("CronPattern: Invalid value for " + e + ": " + t);
    } else if (e === "day" || e === "nearestWeekdays") {
      if (t < 0 || t >= 31) throw new RangeError("CronPattern: Invalid value for " + e + ": " + t);
    } else if (e === "month") {
      if (t < 0 || t >= 12) throw new RangeError("CronPattern: Invalid value for " + e + ": " + t);
    } else if (e === "year" && (t < 1 || t >= 1e4)) throw new RangeError("CronPattern: Invalid value for " + e + ": " + t + " (supported range: 1-9999)");
    this[e][t] = n;
  }
  static toNumber(e) {
    return /^\d+$/.test(e) ? parseInt(e, 10) : NaN;
  }
  validateNotNaN(e, t) {
    if (isNaN(e)) throw new TypeError(t);
  }
  validateRange(e, t, n, r, a) {
    if (e > t) throw new TypeError("CronPattern: From value is larger than to value: '" + a + "'");
    if (n !== void 0) {
      if (n === 0) throw new TypeError("CronPattern: Syntax error, illegal stepping: 0");
      if (n > this[r].length) throw new TypeError("CronPattern: Syntax error, steps cannot be greater than maximum value of part (" + this[r].length + ")");
    }
  }
  handleRangeWithStepping(e, t, n, r) {
    if (e.toUpperCase().includes("W")) throw new TypeError("CronPattern: Syntax error, W is not allowed in ranges with stepping.");
    let a = this.extractNth(e, t), i = a[0].match(/^(\d+)-(\d+)\/(\d+)$/);
    if (i === null) throw new TypeError("CronPattern: Syntax error, illegal range with stepping: '" + e + "'");
    let [, o, u, l] = i, h = parseInt(o, 10) + n, m = parseInt(u, 10) + n, d = parseInt(l, 10);
    this.validateNotNaN(h, "CronPattern: Syntax error, illegal lower range (NaN)"), this.validateNotNaN(m, "CronPattern: Syntax error, illegal upper range (NaN)"), this.validateNotNaN(d, "CronPattern: Syntax error, illegal stepping: (NaN)"), this.validateRange(h, m, d, t, e);
    for (let p = h; p <= m; p += d) this.setPart(t, p, a[1] || r);
  }
  extractNth(e, t) {
    let n = e, r;
    if (n.includes("#")) {
      if (t !== "dayOfWeek") throw new Error("CronPattern: nth (#) only allowed in day-of-week field");
      let a = n.split("#");
      if (a.length !== 2 || a[1] === "") throw new TypeError("CronPattern: Syntax error, illegal nth weekday: '" + e + "'");
      n = a[0], r = a[1];
    } else if (n.toUpperCase().endsWith("L")) {
      if (t !== "dayOfWeek") throw new Error("CronPattern: L modifier only allowed in day-of-week field (use L alone for day-of-month)");
      r = "L", n = n.slice(0, -1);
    }
    return [n, r];
  }
  handleRange(e, t, n, r) {
    if (e.toUpperCase().includes("W")) throw new TypeError("CronPattern: Syntax error, W is not allowed in a range.");
    let a = this.extractNth(e, t), i = a[0].split("-");
    if (i.length !== 2) throw new TypeError("CronPattern: Syntax error, illegal range: '" + e + "'");
    let o = s.toNumber(i[0]) + n, u = s.toNumber(i[1]) + n;
    this.validateNotNaN(o, "CronPattern: Syntax error, illegal lower range (NaN)"), this.validateNotNaN(u, "CronPattern: Syntax error, illegal upper range (NaN)"), this.validateRange(o, u, void 0, t, e);
    for (let l = o; l <= u; l++) this.setPart(t, l, a[1] || r);
  }
  handleStepping(e, t, n, r) {
    if (e.toUpperCase().includes("W")) throw new TypeError("CronPattern: Syntax error, W is not allowed in parts with stepping.");
    let a = this.extractNth(e, t), i = a[0].split("/");
    if (i.length !== 2) throw new TypeError("CronPattern: Syntax error, illegal stepping: '" + e + "'");
    if (this.sloppyRanges) i[0] === "" && (i[0] = "*");
    else {
      if (i[0] === "") throw new TypeError("CronPattern: Syntax error, stepping with missing prefix ('" + e + "') is not allowed. Use wildcard (*/step) or range (min-max/step) instead.");
      if (i[0] !== "*") throw new TypeError("CronPattern: Syntax error, stepping with numeric prefix ('" + e + "') is not allowed. Use wildcard (*/step) or range (min-max/step) instead.");
    }
    let o = 0;
    i[0] !== "*" && (o = s.toNumber(i[0]) + n, this.validateNotNaN(o, "CronPattern: Syntax error, illegal stepping start (NaN)"));
    let u = s.toNumber(i[1]);
    this.validateNotNaN(u, "CronPattern: Syntax error, illegal stepping: (NaN)"), this.validateRange(0, this[t].length - 1, u, t, e);
    for (let l = o; l < this[t].length; l += u) t === "year" && l === 0 || this.setPart(t, l, a[1] || r);
  }
  replaceAlpha(e, t) {
    let n = e;
    for (let [r, a] of Object.entries(t)) n = n.replace(new RegExp(r, "gi"), (i, o, u) => {
      let l = o + i.length - 3, h = u.charAt(l - 1), m = u.charAt(l + 3);
      if (/[a-z\d/#]/i.test(h) || /[a-km-z\d]/i.test(m)) throw new TypeError(`CronPattern: Syntax error, a month or day name has to stand alone ('${e}').`);
      return a;
    });
    return n;
  }
  static DAY_NAMES = { "-sun": "-7", sun: "0", mon: "1", tue: "2", wed: "3", thu: "4", fri: "5", sat: "6" };
  static DAY_NAMES_QUARTZ = { sun: "1", mon: "2", tue: "3", wed: "4", thu: "5", fri: "6", sat: "7" };
  static MONTH_NAMES = { jan: "1", feb: "2", mar: "3", apr: "4", may: "5", jun: "6", jul: "7", aug: "8", sep: "9", oct: "10", nov: "11", dec: "12" };
  static NICKNAME_MAP = { "@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *", "@weekly": "0 0 * * SUN", "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *" };
  handleNicknames(e) {
    let t = e.trim().toLowerCase();
    if (t === "@reboot") throw new TypeError("CronPattern: @reboot is not supported in this environment. This is an event-based trigger that requires system startup detection.");
    return s.NICKNAME_MAP[t] || e;
  }
  setNthWeekdayOfMonth(e, t) {
    if (typeof t != "number" && t.toUpperCase() === "L") this.dayOfWeek[e] = this.dayOfWeek[e] | 32;
    else if (t === 63) this.dayOfWeek[e] = 63;
    else if (t < 6 && t > 0) this.dayOfWeek[e] = this.dayOfWeek[e] | x[t - 1];
    else throw new TypeError(`CronPattern: nth weekday out of range, should be 1-5 or L. Value: ${t}, Type: ${typeof t}`);
  }
};
var B = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var f = [["month", "year", 0], ["day", "month", -1], ["hour", "day", 0], ["minute", "hour", 0], ["second", "minute", 0]];
var c = class s2 {
  tz;
  instantMs;
  instantFields;
  ms;
  second;
  minute;
  hour;
  day;
  month;
  year;
  constructor(e, t) {
    if (this.tz = t, e && e instanceof Date) if (!isNaN(e)) this.fromDate(e);
    else throw new TypeError("CronDate: Invalid date passed to CronDate constructor");
    else if (e == null) this.fromDate(/* @__PURE__ */ new Date());
    else if (e && typeof e == "string") this.fromString(e);
    else if (e instanceof s2) this.fromCronDate(e);
    else throw new TypeError("CronDate: Invalid type (" + typeof e + ") passed to CronDate constructor");
  }
  getLastDayOfMonth(e, t) {
    return t !== 1 ? B[t] : new Date(g(e, t + 1, 0)).getUTCDate();
  }
  getLastWeekday(e, t) {
    let n = this.getLastDayOfMonth(e, t), a = new Date(g(e, t, n)).getUTCDay();
    return a === 0 ? n - 2 : a === 6 ? n - 1 : n;
  }
  getNearestWeekday(e, t, n) {
    let r = this.getLastDayOfMonth(e, t);
    if (n > r) return -1;
    let i = new Date(g(e, t, n)).getUTCDay();
    return i === 0 ? n === r ? n - 2 : n + 1 : i === 6 ? n === 1 ? n + 2 : n - 1 : n;
  }
  isNthWeekdayOfMonth(e, t, n, r) {
    let i = new Date(g(e, t, n)).getUTCDay(), o = 0;
    for (let u = 1; u <= n; u++) new Date(g(e, t, u)).getUTCDay() === i && o++;
    if (r & 63 && x[o - 1] & r) return true;
    if (r & 32) {
      let u = this.getLastDayOfMonth(e, t);
      for (let l = n + 1; l <= u; l++) if (new Date(g(e, t, l)).getUTCDay() === i) return false;
      return true;
    }
    return false;
  }
  fromDate(e) {
    if (this.tz !== void 0) if (typeof this.tz == "number") this.ms = e.getUTCMilliseconds(), this.second = e.getUTCSeconds(), this.minute = e.getUTCMinutes() + this.tz, this.hour = e.getUTCHours(), this.day = e.getUTCDate(), this.month = e.getUTCMonth(), this.year = e.getUTCFullYear(), this.apply();
    else try {
      let t = y(e, this.tz);
      this.ms = e.getMilliseconds(), this.second = t.s, this.minute = t.i, this.hour = t.h, this.day = t.d, this.month = t.m - 1, this.year = t.y, this.cacheInstant(e.getTime() - this.ms);
    } catch (t) {
      let n = t instanceof Error ? t.message : String(t);
      throw new TypeError(`CronDate: Failed to convert date to timezone '${this.tz}'. This may happen with invalid timezone names or dates. Original error: ${n}`);
    }
    else this.ms = e.getMilliseconds(), this.second = e.getSeconds(), this.minute = e.getMinutes(), this.hour = e.getHours(), this.day = e.getDate(), this.month = e.getMonth(), this.year = e.getFullYear(), this.cacheInstant(e.getTime() - this.ms);
  }
  cacheInstant(e) {
    this.instantMs = e;
    let { year: t, month: n, day: r, hour: a, minute: i, second: o } = this;
    this.instantFields = [t, n, r, a, i, o, this.tz];
  }
  cachedInstant() {
    let e = this.instantFields;
    if (!(e === void 0 || e[6] !== this.tz) && !(e[5] !== this.second || e[4] !== this.minute || e[3] !== this.hour) && !(e[2] !== this.day || e[1] !== this.month || e[0] !== this.year)) return this.instantMs;
  }
  fromCronDate(e) {
    this.tz = e.tz, this.year = e.year, this.month = e.month, this.day = e.day, this.hour = e.hour, this.minute = e.minute, this.second = e.second, this.ms = e.ms, this.instantMs = e.instantMs, this.instantFields = e.instantFields;
  }
  apply() {
    if (this.month > 11 || this.month < 0 || this.day > this.getLastDayOfMonth(this.year, this.month) || this.day < 1 || this.hour > 23 || this.minute > 59 || this.second > 59 || this.hour < 0 || this.minute < 0 || this.second < 0) {
      let e = /* @__PURE__ */ new Date(0);
      return e.setUTCFullYear(this.year, this.month, this.day), e.setUTCHours(this.hour, this.minute, this.second, this.ms), this.ms = e.getUTCMilliseconds(), this.second = e.getUTCSeconds(), this.minute = e.getUTCMinutes(), this.hour = e.getUTCHours(), this.day = e.getUTCDate(), this.month = e.getUTCMonth(), this.year = e.getUTCFullYear(), true;
    } else return false;
  }
  fromString(e) {
    if (typeof this.tz == "number") {
      if (O(e)) return this.fromDate(v(e));
      let t = v(e, "Etc/UTC");
      this.ms = t.getUTCMilliseconds(), this.second = t.getUTCSeconds(), this.minute = t.getUTCMinutes(), this.hour = t.getUTCHours(), this.day = t.getUTCDate(), this.month = t.getUTCMonth(), this.year = t.getUTCFullYear(), this.apply();
    } else return this.fromDate(v(e, this.tz));
  }
  findNext(e, t, n, r) {
    return this._findMatch(e, t, n, r, 1);
  }
  _matchDayValue(e, t, n, r) {
    let a = e;
    if (!a) {
      for (let i = 0; i < n.nearestWeekdays.length; i++) if (n.nearestWeekdays[i]) {
        let o = this.getNearestWeekday(this.year, this.month, i + 1);
        if (o !== -1 && o === t) {
          a = 1;
          break;
        }
      }
    }
    if (n.lastWeekday) {
      let i = this.getLastWeekday(this.year, this.month);
      t === i && (a = 1);
    }
    if (n.lastDayOfMonth) {
      let i = this.getLastDayOfMonth(this.year, this.month);
      t === i && (a = 1);
    }
    if (!n.starDOW) {
      let i = new Date(g(this.year, this.month, 1, 0, 0, 0, 0)).getUTCDay(), o = n.dayOfWeek[(i + (t - 1)) % 7];
      o && o & 63 && (o = this.isNthWeekdayOfMonth(this.year, this.month, t, o) ? 1 : 0), n.useAndLogic ? a = a && o : !r.domAndDow && !n.starDOM ? a = a || o : a = a && o;
    }
    return a;
  }
  _findMatch(e, t, n, r, a) {
    let i = this[t], o = t === "day" ? this.getLastDayOfMonth(this.year, this.month) : 0, u = this[t] + r, l = a === 1 ? (h) => h < n[t].length : (h) => h >= 0;
    for (let h = u; l(h); h += a) {
      let m = n[t][h];
      if (t === "day") {
        if (h - r > o) continue;
        m = this._matchDayValue(m, h - r, n, e);
      }
      if (m) return this[t] = h - r, i !== this[t] ? 2 : 1;
    }
    return 3;
  }
  recurse(e, t, n) {
    let r = this.year, a = n;
    for (; typeof a == "number"; ) {
      if (e.starYear && Math.abs(this.year - r) > 400) return null;
      a = this.recurseStep(e, t, a);
    }
    return a;
  }
  recurseStep(e, t, n) {
    if (n === 0 && !e.starYear) {
      if (this.year >= 0 && this.year < e.year.length && e.year[this.year] === 0) {
        let a = -1;
        for (let i = this.year + 1; i < e.year.length && i < 1e4; i++) if (e.year[i] === 1) {
          a = i;
          break;
        }
        if (a === -1) return null;
        this.year = a, this.month = 0, this.day = 1, this.hour = 0, this.minute = 0, this.second = 0, this.ms = 0;
      }
      if (this.year >= 1e4) return null;
    }
    let r = this.findNext(t, f[n][0], e, f[n][2]);
    if (r > 1) {
      let a = n + 1;
      for (; a < f.length; ) this[f[a][0]] = -f[a][2], a++;
      if (r === 3) {
        if (this[f[n][1]]++, this[f[n][0]] = -f[n][2], this.apply(), n === 0 && !e.starYear) {
          for (; this.year >= 0 && this.year < e.year.length && e.year[this.year] === 0 && this.year < 1e4; ) this.year++;
          if (this.year >= 1e4 || this.year >= e.year.length) return null;
        }
        return 0;
      } else if (this.apply()) return n - 1;
    }
    return n += 1, n >= f.length ? this : (e.starYear ? this.year >= 3e3 : this.year >= 1e4) ? null : n;
  }
  increment(e, t, n) {
    return this.instantMs = void 0, this.instantFields = void 0, this.second += t.interval !== void 0 && t.interval > 1 && n ? t.interval : 1, this.ms = 0, this.apply(), this.recurse(e, t, 0);
  }
  decrement(e, t, n = true) {
    this.instantMs = void 0, this.instantFields = void 0;
    let r = t.interval !== void 0 && t.interval >= 1;
    return (this.ms === 0 || r) && (this.second -= r && n ? t.interval : 1), this.ms = 0, this.apply(), this.year < 1 ? null : this.recurseBackward(e, t, 0);
  }
  recurseBackward(e, t, n) {
    let r = this.year, a = n;
    for (; typeof a == "number"; ) {
      if (e.starYear && Math.abs(this.year - r) > 400) return null;
      a = this.recurseBackwardStep(e, t, a);
    }
    return a;
  }
  recurseBackwardStep(e, t, n) {
    if (n === 0 && !e.starYear) {
      if (this.year >= 0 && this.year < e.year.length && e.year[this.year] === 0) {
        let a = -1;
        for (let i = this.year - 1; i >= 0; i--) if (e.year[i] === 1) {
          a = i;
          break;
        }
        if (a === -1) return null;
        this.year = a, this.month = 11, this.day = 31, this.hour = 23, this.minute = 59, this.second = 59, this.ms = 0;
      }
      if (this.year < 1) return null;
    }
    let r = this.findPrevious(t, f[n][0], e, f[n][2]);
    if (r > 1) {
      let a = n + 1;
      for (; a < f.length; ) {
        let i = f[a][0], o = f[a][2], u = this.getMaxPatternValue(i, e, o);
        this[i] = u, a++;
      }
      if (r === 3) {
        if (this[f[n][1]]--, n === 0) {
          let u = this.getLastDayOfMonth(this.year, this.month);
          this.day > u && (this.day = u);
        }
        if (n === 1) if (this.day <= 0) this.day = 1;
        else {
          let u = this.year, l = this.month;
          for (; l < 0; ) l += 12, u--;
          for (; l > 11; ) l -= 12, u++;
          let h = this.getLastDayOfMonth(u, l);
          this.day > h && (this.day = h);
        }
        this.apply();
        let i = f[n][0], o = f[n][2];
        if (this[i] = this.getMaxPatternValue(i, e, o), this.apply(), n === 0) {
          let u = f[1][2], l = this.getMaxPatternValue("day", e, u);
          l !== this.day && (this.day = l, this.hour = this.getMaxPatternValue("hour", e, f[2][2]), this.minute = this.getMaxPatternValue("minute", e, f[3][2]), this.second = this.getMaxPatternValue("second", e, f[4][2]));
        }
        if (n === 0 && !e.starYear) {
          for (; this.year >= 0 && this.year < e.year.length && e.year[this.year] === 0; ) this.year--;
          if (this.year < 1) return null;
        }
        return 0;
      } else if (this.apply()) return n - 1;
    }
    return n += 1, n >= f.length ? this : this.year < 1 ? null : n;
  }
  getMaxPatternValue(e, t, n) {
    let r = t[e].length - 1 - n;
    for (let a = t[e].length - 1; a >= 0; a--) if (t[e][a]) {
      r = a - n;
      break;
    }
    if (e === "day") {
      let a = this.getLastDayOfMonth(this.year, this.month);
      return t.lastWeekday || t.nearestWeekdays.some((i) => i) || t.lastDayOfMonth || !t.starDOW ? a : Math.min(r, a);
    }
    return r;
  }
  findPrevious(e, t, n, r) {
    return this._findMatch(e, t, n, r, -1);
  }
  getDate(e) {
    if (!e && typeof this.tz != "number") {
      let t = this.cachedInstant();
      if (t !== void 0) return new Date(t + (this.tz === void 0 ? this.ms : 0));
    }
    if (e || this.tz === void 0) {
      if (this.year >= 0 && this.year < 100) {
        let t = /* @__PURE__ */ new Date(0);
        return t.setFullYear(this.year, this.month, this.day), t.setHours(this.hour, this.minute, this.second, this.ms), t;
      }
      return new Date(this.year, this.month, this.day, this.hour, this.minute, this.second, this.ms);
    } else return typeof this.tz == "number" ? new Date(g(this.year, this.month, this.day, this.hour, this.minute - this.tz, this.second, this.ms)) : N(T(this.year, this.month + 1, this.day, this.hour, this.minute, this.second, this.tz), false);
  }
  getTime() {
    return this.getDate(false).getTime();
  }
  match(e, t) {
    if (!e.starYear && (this.year < 0 || this.year >= e.year.length || e.year[this.year] === 0)) return false;
    for (let n = 0; n < f.length; n++) {
      let r = f[n][0], a = f[n][2], i = this[r];
      if (i + a < 0 || i + a >= e[r].length) return false;
      let o = e[r][i + a];
      if (r === "day" && (o = this._matchDayValue(o, i, e, t)), !o) return false;
    }
    return true;
  }
};
function F(s3) {
  s3 === void 0 && (s3 = {}), delete s3.name, s3.legacyMode !== void 0 && s3.domAndDow === void 0 ? s3.domAndDow = !s3.legacyMode : s3.domAndDow === void 0 && (s3.domAndDow = false), s3.legacyMode = !s3.domAndDow;
  let e = (n, r) => n === void 0 ? r : n;
  if (s3.paused = e(s3.paused, false), s3.maxRuns = e(s3.maxRuns, 1 / 0), s3.catch = e(s3.catch, false), s3.unref = e(s3.unref, false), s3.mode = e(s3.mode, "auto"), s3.alternativeWeekdays = e(s3.alternativeWeekdays, false), s3.sloppyRanges = e(s3.sloppyRanges, false), s3.fixedTimeRule = e(s3.fixedTimeRule, "single-value"), s3.allowPast = e(s3.allowPast, false), s3.interval = s3.interval === void 0 ? 0 : parseInt(s3.interval.toString(), 10), s3.utcOffset = s3.utcOffset === void 0 ? void 0 : parseInt(s3.utcOffset.toString(), 10), s3.dayOffset = s3.dayOffset === void 0 ? 0 : parseInt(s3.dayOffset.toString(), 10), !["auto", "5-part", "6-part", "7-part", "5-or-6-parts", "6-or-7-parts"].includes(s3.mode)) throw new Error("CronOptions: mode must be one of 'auto', '5-part', '6-part', '7-part', '5-or-6-parts', or '6-or-7-parts'.");
  if (!["single-value", "no-wildcard"].includes(s3.fixedTimeRule)) throw new Error("CronOptions: fixedTimeRule must be one of 'single-value' or 'no-wildcard'.");
  s3.timezone === "" && (s3.timezone = void 0);
  let t = s3.timezone ?? s3.utcOffset;
  if (s3.startAt && (s3.startAt = I(new c(s3.startAt, t))), s3.stopAt && (s3.stopAt = I(new c(s3.stopAt, t))), s3.interval !== null) {
    if (isNaN(s3.interval)) throw new Error("CronOptions: Supplied value for interval is not a number");
    if (s3.interval < 0) throw new Error("CronOptions: Supplied value for interval can not be negative");
  }
  if (s3.utcOffset !== void 0) {
    if (isNaN(s3.utcOffset)) throw new Error("CronOptions: Invalid value passed for utcOffset, should be number representing minutes offset from UTC.");
    if (s3.utcOffset < -870 || s3.utcOffset > 870) throw new Error("CronOptions: utcOffset out of bounds.");
    if (s3.utcOffset !== void 0 && s3.timezone) throw new Error("CronOptions: Combining 'utcOffset' with 'timezone' is not allowed.");
  }
  if (s3.unref !== true && s3.unref !== false) throw new Error("CronOptions: Unref should be either true, false or undefined(false).");
  if (s3.dayOffset !== void 0 && s3.dayOffset !== 0 && isNaN(s3.dayOffset)) throw new Error("CronOptions: Invalid value passed for dayOffset, should be a number representing days to offset.");
  return s3;
}
function I(s3) {
  return s3.ms ? (s3.ms = 0, new c(new Date(s3.getTime() + 1e3), s3.tz)) : s3;
}
function b(s3) {
  return typeof s3 == "function";
}
function L(s3) {
  return b(s3);
}
function Y(s3) {
  typeof Deno < "u" && typeof Deno.unrefTimer < "u" ? Deno.unrefTimer(s3) : s3 && typeof s3.unref < "u" && s3.unref();
}
var P = 1440 * 60 * 1e3;
var $ = 30 * 1e3;
var M = [];
var j = class {
  name;
  options;
  _states;
  fn;
  _startAtRoundingMs = 0;
  getTz() {
    return this.options.timezone ?? this.options.utcOffset;
  }
  applyDayOffset(e) {
    let t = this._offsetMs();
    return t ? new Date(e.getTime() + t) : e;
  }
  _offsetMs() {
    return (this.options.dayOffset ?? 0) * P;
  }
  get _startAt() {
    return this.options.startAt;
  }
  get _stopAt() {
    return this.options.stopAt;
  }
  _nextTarget(e, t) {
    let n = this._offsetMs(), r = this._next(this._shift(e), new Date(t.getTime() - n), { startAt: this._shift(this._startAt), stopAt: this._shift(this._stopAt) });
    return r ? this.applyDayOffset(r.getDate(false)) : null;
  }
  _previousTarget(e, t) {
    let n = this._toMs(e ?? t) - this._offsetMs(), r = this._previous(new Date(n), { startAt: this._shift(this._startAt), stopAt: this._shift(this._stopAt) });
    return r ? this.applyDayOffset(r.getDate(false)) : null;
  }
  _shift(e) {
    if (e != null) return new c(new Date(this._toMs(e) - this._offsetMs()), this.getTz());
  }
  constructor(e, t, n) {
    let r, a;
    if (b(t)) a = t;
    else if (typeof t == "object") r = t;
    else if (t !== void 0) throw new Error("Cron: Invalid argument passed for optionsIn. Should be one of function, or object (options).");
    if (b(n)) a = n;
    else if (typeof n == "object") r = n;
    else if (n !== void 0) throw new Error("Cron: Invalid argument passed for funcIn. Should be one of function, or object (options).");
    this.name = r?.name;
    let i = r?.startAt;
    this.options = F(r), i && this._startAt && (this._startAtRoundingMs = this._startAt.getTime() - new c(i, this.getTz()).getTime());
    let o = !!e && (e instanceof Date || typeof e == "string" && e.indexOf(":") > 0);
    if (this._states = { kill: false, blocking: false, previousRun: void 0, currentRun: void 0, once: void 0, currentTimeout: void 0, maxRuns: r ? r.maxRuns : void 0, paused: r ? r.paused : false, pattern: o ? new C("* * * * *", void 0, { mode: "auto" }) : new C(e, this.options.timezone, { mode: this.options.mode, alternativeWeekdays: this.options.alternativeWeekdays, sloppyRanges: this.options.sloppyRanges, fixedTimeRule: this.options.fixedTimeRule }) }, o && (this._states.once = new c(e, this.getTz())), this.name) {
      if (M.find((l) => l.name === this.name)) throw new Error("Cron: Tried to initialize new named job '" + this.name + "', but name already taken.");
      M.push(this);
    }
    return a !== void 0 && L(a) && (this.fn = a, this.schedule()), this;
  }
  nextRun(e) {
    return this._nextTarget(e, /* @__PURE__ */ new Date());
  }
  nextRuns(e, t) {
    this._states.maxRuns !== void 0 && e > this._states.maxRuns && (e = this._states.maxRuns);
    let n = t || this._states.currentRun || void 0;
    return this._enumerateRuns(e, n, "next");
  }
  previousRuns(e, t) {
    return this._enumerateRuns(e, t || void 0, "previous");
  }
  enumerate(e) {
    return new A(this, e);
  }
  _enumerateRuns(e, t, n) {
    let r = [], a = /* @__PURE__ */ new Date(), i = t;
    for (; e-- > 0; ) {
      let o = n === "next" ? this._nextTarget(i, a) : this._previousTarget(i, a);
      if (!o) break;
      r.push(o), i = o;
    }
    return r;
  }
  match(e) {
    if (this._states.once) {
      let n = new c(e, this.getTz());
      n.ms = 0;
      let r = new c(this._states.once, this.getTz());
      return r.ms = 0, n.getTime() === r.getTime();
    }
    let t = new c(e, this.getTz());
    return t.ms = 0, t.match(this._states.pattern, this.options);
  }
  getPattern() {
    if (!this._states.once) return this._states.pattern ? this._states.pattern.pattern : void 0;
  }
  getOnce() {
    return this._states.once ? this._states.once.getDate() : null;
  }
  isRunning() {
    return !this._states.paused && !this._states.kill && this.fn !== void 0 && this._nextTarget(this._states.currentRun, /* @__PURE__ */ new Date()) !== null;
  }
  isStopped() {
    return this._states.kill;
  }
  isBusy() {
    return this._states.blocking;
  }
  currentRun() {
    return this._states.currentRun ? this._states.currentRun.getDate() : null;
  }
  previousRun() {
    return this._states.previousRun ? this._states.previousRun.getDate() : null;
  }
  msToNext(e) {
    let t = /* @__PURE__ */ new Date(), n = this._nextTarget(e, t);
    return n ? n.getTime() - this._toMs(e ?? t) : null;
  }
  stop() {
    this._states.kill = true, this._states.currentTimeout && clearTimeout(this._states.currentTimeout);
    let e = M.indexOf(this);
    e >= 0 && M.splice(e, 1);
  }
  pause() {
    return this._states.paused = true, !this._states.kill;
  }
  resume() {
    return this._states.paused = false, !this._states.kill;
  }
  schedule(e) {
    return this._schedule(e);
  }
  _schedule(e, t) {
    if (e && this.fn) throw new Error("Cron: It is not allowed to schedule two functions using the same Croner instance.");
    e && (this.fn = e);
    let n = t ?? /* @__PURE__ */ new Date(), r = this._nextTarget(void 0, n), a = r ? r.getTime() - n.getTime() : null, i = this._states.currentRun;
    i && i.getTime() > n.getTime() && (i = void 0);
    let o = this._nextTarget(i, n);
    return a === null || isNaN(a) || o === null ? this : (a > $ && (a = $), a < 0 && (a = this._states.paused ? 1e3 : 0), this._states.currentTimeout = setTimeout(() => this._checkTrigger(o), a), this._states.currentTimeout && this.options.unref && Y(this._states.currentTimeout), this);
  }
  async _trigger(e = /* @__PURE__ */ new Date()) {
    this._states.blocking = true, this._states.currentRun = new c(e, this.getTz());
    try {
      if (this.options.catch) try {
        this.fn !== void 0 && await this.fn(this, this.options.context);
      } catch (t) {
        if (b(this.options.catch)) try {
          Promise.resolve(this.options.catch(t, this)).catch(() => {
          });
        } catch {
        }
      }
      else this.fn !== void 0 && await this.fn(this, this.options.context);
    } finally {
      this._states.previousRun = new c(e, this.getTz()), this._states.blocking = false;
    }
  }
  async trigger() {
    await this._trigger();
  }
  runsLeft() {
    return this._states.maxRuns;
  }
  _checkTrigger(e) {
    let t = /* @__PURE__ */ new Date(), n = !this._states.paused && t.getTime() >= e.getTime(), r = this._states.blocking && this.options.protect;
    n && !r ? (this._states.maxRuns !== void 0 && this._states.maxRuns--, this._trigger(t)) : n && r && b(this.options.protect) && setTimeout(() => this.options.protect(this), 0), this._schedule(void 0, n ? void 0 : t);
  }
  _next(e, t, n) {
    let r = n ? n.startAt : this._startAt, a = n ? n.stopAt : this._stopAt, i = !!e, o = !!(e || this._states.currentRun), u = false;
    !e && r && this.options.interval && (e = this._calculatePreviousRun(r, t), e && (o = true), u = !e);
    let l = e ?? t ?? /* @__PURE__ */ new Date(), h = this._toMs(l);
    e = new c(l, this.getTz()), r && h < r.getTime() && (e = u ? r : new c(new Date(r.getTime() - 1e3), this.getTz()), h = e.getTime());
    let m = this._states.once || new c(e, this.getTz());
    if (!u && m !== this._states.once && (m = this._findOccurrence(e, h, 1, o)), this._states.once) {
      let d = this._states.once.getTime(), p = h - d;
      if (r && d < r.getTime() - this._startAtRoundingMs || this._states.currentRun && this.applyDayOffset(this._states.once.getDate()).getTime() <= this._states.currentRun.getTime() || (i ? p >= 0 : p > 1e3 && !this.options.allowPast)) return null;
    }
    return m === null || this._states.maxRuns !== void 0 && this._states.maxRuns <= 0 || this._states.kill || a && m.getTime() >= a.getTime() ? null : m;
  }
  _previous(e, t) {
    let n = this._toMs(e ?? /* @__PURE__ */ new Date());
    if (t.stopAt && n > t.stopAt.getTime() && (n = t.stopAt.getTime()), this._states.once) return this._states.once.getTime() < n ? this._states.once : null;
    let r = this._findOccurrence(new c(new Date(n), this.getTz()), n, -1);
    return r === null || t.startAt && r.getTime() < t.startAt.getTime() ? null : r;
  }
  _toMs(e) {
    if (e instanceof Date) return e.getTime();
    let t = new c(e, this.getTz());
    return t.getTime() + (typeof t.tz == "string" ? t.ms : 0);
  }
  _findOccurrence(e, t, n, r = false) {
    let a = this.options.interval ?? 0;
    if (a > 1 && (n === -1 || r)) {
      t += (a - 1) * 1e3 * n;
      let m = new Date(t);
      if (isNaN(m.getTime()) || (e = new c(m, this.getTz()), !(e.year >= 1 && e.year <= 9999))) return null;
      r = false;
    }
    let i = this._walk(e, t, n, r), o = this.getTz();
    if (this._states.pattern.isFixedTime && n === 1 || typeof o == "number" || U(t, o) !== (n === 1 ? "earlier" : "later")) return i;
    let u = Math.floor(t / 1e3) * 1e3, l = n === 1 ? k(u, u + P, o) : k(u - P, u, o) - 1e3;
    if (i && (l - i.getTime()) * n > 0) return i;
    let h = this._walk(new c(new Date(l), o), l - n, n, false, true);
    return !i || !h ? i ?? h : (i.getTime() - h.getTime()) * n > 0 ? h : i;
  }
  _walk(e, t, n, r, a = false) {
    let i = this._states.pattern, o = (l, h) => n === 1 ? l.increment(i, this.options, h) : l.decrement(i, this.options, h), u = new c(e, this.getTz());
    for ((!a || !u.match(i, this.options)) && (u = o(u, r)); u; ) {
      let l = this._runAt(u, t, n);
      if (l) return new c(l, this.getTz());
      u = o(u, false);
    }
    return null;
  }
  _runAt(e, t, n) {
    let r = (d) => (d.getTime() - t) * n > 0, a = e.tz;
    if (typeof a == "number") {
      let d = e.getDate();
      return r(d) ? d : null;
    }
    let i = T(e.year, e.month + 1, e.day, e.hour, e.minute, e.second, a), o = _(i), u = this._states.pattern.isFixedTime;
    if (o.kind === "single") return r(o.date) ? o.date : null;
    if (o.kind === "ambiguous") {
      let { earlier: d, later: p } = o;
      return (u ? [d] : n === 1 ? [d, p] : [p, d]).find(r) ?? null;
    }
    if (!u) return null;
    let l = new Date(k(o.before.getTime(), o.after.getTime(), a)), h = y(l, a);
    return h.y === i.y && h.m === i.m && h.d === i.d && r(l) ? l : null;
  }
  _calculatePreviousRun(e, t) {
    let n = new c(t, this.getTz()).getTime();
    if (e.getTime() > n) return;
    let r = this.options.interval * 1e3, a = e;
    for (; a.getTime() + r <= n; ) {
      let i = this._findOccurrence(a, a.getTime(), 1, true);
      if (i === null) break;
      a = i;
    }
    return a;
  }
};
var A = class {
  cron;
  cursor;
  now;
  done;
  initialMaxRuns;
  remainingRuns;
  constructor(e, t) {
    this.cron = e, this.initialMaxRuns = e.runsLeft() ?? 1 / 0, this.reset(t);
  }
  next() {
    if (this.done || this.remainingRuns <= 0) return this.done = true, { value: void 0, done: true };
    let e = this.cron._nextTarget(this.cursor, this.now);
    return e === null ? (this.done = true, { value: void 0, done: true }) : (this.cursor = e, this.remainingRuns--, { value: e, done: false });
  }
  peek() {
    return this.done || this.remainingRuns <= 0 ? null : this.cron._nextTarget(this.cursor, this.now);
  }
  reset(e) {
    this.cursor = e instanceof Date ? new Date(e.getTime()) : e ?? void 0, this.now = /* @__PURE__ */ new Date(), this.done = false, this.remainingRuns = this.initialMaxRuns;
  }
  [Symbol.iterator]() {
    return this;
  }
};

// src/schedule/cron.ts
var HINT = 'five fields: minute hour day-of-month month day-of-week, e.g. "0 22 * * SAT" for Saturdays at 22:00';
function createCron(expression, timeZone) {
  return new j(expression, { timezone: timeZone, paused: true });
}
function checkCron(expression) {
  let job;
  try {
    job = createCron(expression, "UTC");
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^Cron\w*:\s*/, "") : String(err);
    return { ok: false, message: `"${expression}" is not a cron expression: ${detail}`, hint: HINT };
  }
  if (job.getPattern() === void 0) return { ok: false, message: `"${expression}" is a date, not a cron expression`, hint: 'for a window that happens once, use "start" and "end" instead of "cron", "duration" and "timeZone"' };
  let first;
  try {
    first = job.nextRun(/* @__PURE__ */ new Date(0));
  } catch (err) {
    return { ok: false, message: `"${expression}" cannot be evaluated: ${err instanceof Error ? err.message : String(err)}`, hint: HINT };
  }
  if (first === null) return { ok: false, message: `"${expression}" never matches a date`, hint: 'check the day and month fields, e.g. "0 0 30 2 *" asks for February 30' };
  return { ok: true };
}

// src/schedule/duration.ts
var SECOND = 1e3;
var MINUTE = 60 * SECOND;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
var WEEK = 7 * DAY;
var MAX_DURATION_MS = 366 * DAY;
var DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
var WITH_YEARS_OR_MONTHS = /^-?P(?:\d+(?:[.,]\d+)?[YMWD])*(?:\d+(?:[.,]\d+)?[YM])/;
var EXAMPLES = 'e.g. "PT3H", "PT90M", "P1DT12H" or "P2W"';
function parseDuration(text) {
  const value = text;
  if (value.startsWith("-")) return { ok: false, message: `duration "${text}" is negative`, hint: `a window lasts a positive time, ${EXAMPLES}` };
  if (WITH_YEARS_OR_MONTHS.test(value.toUpperCase())) {
    return { ok: false, message: `duration "${text}" uses years or months, whose length depends on the date`, hint: 'use weeks or days instead, e.g. "P30D" or "P4W"' };
  }
  const match2 = DURATION.exec(value);
  if (match2 === null || value === "P" || value.endsWith("T")) {
    const upper = value.toUpperCase();
    if (upper !== value && DURATION.test(upper) && upper !== "P" && !upper.endsWith("T")) return { ok: false, message: `"${text}" is not an ISO 8601 duration`, hint: `did you mean "${upper}"?` };
    return { ok: false, message: `"${text}" is not an ISO 8601 duration`, hint: `write P, then weeks/days, then T and hours/minutes/seconds, ${EXAMPLES}` };
  }
  const [, w2, d, h, m, s3] = match2;
  const ms = num(w2) * WEEK + num(d) * DAY + num(h) * HOUR + num(m) * MINUTE + Math.round(num(s3) * SECOND);
  if (!Number.isFinite(ms) || ms <= 0) return { ok: false, message: `duration "${text}" is zero`, hint: `a window lasts a positive time, ${EXAMPLES}` };
  if (ms > MAX_DURATION_MS) return { ok: false, message: `duration "${text}" is longer than a year (366 days)`, hint: "use a one-off window with start and end, or the default banner" };
  return { ok: true, ms };
}
var num = (s3) => s3 === void 0 ? 0 : Number(s3);
function formatDuration(ms) {
  const parts = [];
  let rest = Math.round(ms);
  for (const [unit, size] of [["d", DAY], ["h", HOUR], ["m", MINUTE], ["s", SECOND]]) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}ms`);
  return parts.join(" ");
}

// src/schedule/instant.ts
var DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;
function parseInstant(text) {
  const m = DATE_TIME.exec(text);
  if (m === null) {
    const fixed = text.replace(/^(\d{4}-\d{2}-\d{2})[ t]/, "$1T").replace(/z$/, "Z");
    if (fixed !== text && DATE_TIME.test(fixed)) return { ok: false, message: `"${text}" is not an ISO 8601 date-time`, hint: `did you mean "${fixed}"?` };
    return { ok: false, message: `"${text}" is not an ISO 8601 date-time`, hint: 'write the date, "T", the time and the UTC offset, e.g. "2026-12-05T22:00:00-05:00" or "2026-12-06T03:00:00Z"' };
  }
  const [, y2, mo, d, h, mi, s3, frac, offset] = m;
  if (offset === void 0) {
    return {
      ok: false,
      message: `"${text}" has no UTC offset, so the instant it names depends on where the schedule runs`,
      hint: `add the offset of the time zone you mean, e.g. "${text}-05:00" for New York in winter or "${text}Z" for UTC; for a wall-clock time that follows DST, use a recurring window with "timeZone"`
    };
  }
  const [year, month, day, hour, minute, second] = [y2, mo, d, h, mi, s3 ?? "0"].map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, message: `"${text}" is not a date: ${y2}-${mo} has no day ${d}` };
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, message: `"${text}" is not a time of day`, hint: "hours run 00 to 23, minutes and seconds 00 to 59" };
  let offsetMinutes = 0;
  if (offset !== "Z") {
    const [oh, om] = [Number(offset.slice(1, 3)), Number(offset.slice(4, 6))];
    if (oh > 23 || om > 59) return { ok: false, message: `"${text}" has an impossible UTC offset "${offset}"` };
    offsetMinutes = (offset.startsWith("-") ? -1 : 1) * (oh * 60 + om);
  }
  const ms = Math.floor(Number(`0.${frac ?? "0"}`) * 1e3);
  const utc = /* @__PURE__ */ new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, ms);
  return { ok: true, ms: utc.getTime() - offsetMinutes * 6e4 };
}
function daysInMonth(year, month) {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
var isLeap = (y2) => y2 % 4 === 0 && y2 % 100 !== 0 || y2 % 400 === 0;
function formatInstant(ms, timeZone) {
  const utc = new Date(ms).toISOString().replace(".000Z", "Z");
  if (timeZone === void 0) return utc;
  try {
    const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(ms);
    const get = (type) => parts.find((p) => p.type === type)?.value ?? "??";
    const seconds = get("second") === "00" ? "" : `:${get("second")}`;
    return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}${seconds} ${timeZone} (${utc})`;
  } catch {
    return utc;
  }
}

// src/schedule/timeZone.ts
function checkTimeZone(timeZone) {
  if (timeZone.trim() !== "") {
    try {
      new Intl.DateTimeFormat(void 0, { timeZone });
      return { ok: true };
    } catch {
    }
  }
  const guess = didYouMean(timeZone.replace(/ /g, "_"), knownZones());
  return {
    ok: false,
    message: `unknown time zone "${timeZone}"`,
    hint: guess !== void 0 ? `did you mean "${guess}"?` : 'use an IANA time zone name such as "America/New_York", "Europe/Berlin" or "UTC"'
  };
}
var zones;
function knownZones() {
  if (zones === void 0) {
    const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    zones = [...supported, "UTC"];
  }
  return zones;
}

// src/schedule/schema.ts
function checkedString(check) {
  return string2().superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: "custom", message: result.message, input: value, ...result.hint === void 0 ? {} : { params: { hint: result.hint } } });
  });
}
var instant = checkedString(parseInstant).meta({
  description: 'An ISO 8601 date-time with a UTC offset or Z, e.g. "2026-12-05T22:00:00-05:00".',
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$"
});
var defaultBannerSchema = strictObject({
  enabled: boolean2(),
  text: string2().optional(),
  bgColor: colorSchema.optional(),
  fontColor: colorSchema.optional()
}).meta({ description: 'The banner outside every window. Fields left out keep their current portal values. Without "default", the banner is turned off outside windows.' });
var windowBannerSchema = strictObject({
  text: string2(),
  bgColor: colorSchema.optional(),
  fontColor: colorSchema.optional()
}).meta({ description: "The banner while the window is active (always enabled). Colours left out keep their current portal values." });
var windowName = string2().trim().min(1, { error: "a window needs a non-empty name" }).meta({ description: "Unique within the schedule; shown in plans, logs and previews." });
var oneOffWindowSchema = strictObject({
  name: windowName,
  start: instant.meta({ description: "When the window starts (inclusive): an ISO 8601 date-time with a UTC offset or Z." }),
  end: instant.meta({ description: "When the window ends (exclusive): an ISO 8601 date-time with a UTC offset or Z." }),
  banner: windowBannerSchema
}).meta({ title: "one-off window", description: "Active once, from start (inclusive) to end (exclusive)." });
var recurringWindowSchema = strictObject({
  name: windowName,
  cron: checkedString(checkCron).meta({ description: 'When each occurrence starts, as a cron expression read in timeZone, e.g. "0 22 * * SAT".' }),
  duration: checkedString(parseDuration).meta({
    description: 'How long each occurrence lasts in absolute time: an ISO 8601 duration in weeks, days, hours, minutes and seconds, e.g. "PT3H". Years and months are not allowed.',
    pattern: "^P(\\d+W)?(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?$"
  }),
  timeZone: checkedString(checkTimeZone).meta({ description: 'The IANA time zone the cron expression is read in, e.g. "America/New_York".' }),
  banner: windowBannerSchema
}).meta({ title: "recurring window", description: 'Active for "duration" from each time the cron expression matches in "timeZone".' });
var windowSchema = union([oneOffWindowSchema, recurringWindowSchema]);
var scheduleSchema = strictObject({
  $schema: string2().optional(),
  portal: portalAliasSchema,
  default: defaultBannerSchema.optional(),
  windows: array(windowSchema).meta({ description: 'At any instant the banner is that of the first active window in this list, else "default".' })
}).meta({ title: "portal-ops banner schedule", description: "The banner a portal should show over time: a default and windows, one-off or recurring." });
var isRecurring = (w2) => "cron" in w2;

// src/schedule/windows.ts
var spend = (budget) => --budget.left >= 0;
function windowBanner(w2) {
  const b2 = w2.banner;
  return { enabled: true, text: b2.text, ...b2.bgColor === void 0 ? {} : { bgColor: b2.bgColor }, ...b2.fontColor === void 0 ? {} : { fontColor: b2.fontColor } };
}
function defaultBanner(schedule) {
  const d = schedule.default;
  if (d === void 0) return { enabled: false };
  return {
    enabled: d.enabled,
    ...d.text === void 0 ? {} : { text: d.text },
    ...d.bgColor === void 0 ? {} : { bgColor: d.bgColor },
    ...d.fontColor === void 0 ? {} : { fontColor: d.fontColor }
  };
}
function sameBanner(a, b2) {
  return a.enabled === b2.enabled && a.text === b2.text && a.bgColor === b2.bgColor && a.fontColor === b2.fontColor;
}
function compileWindows(schedule) {
  return schedule.windows.map(compileWindow);
}
function compileWindow(w2, index) {
  return isRecurring(w2) ? recurring(w2, index) : oneOff(w2, index);
}
function oneOff(w2, index) {
  const start = parseInstant(w2.start);
  const end = parseInstant(w2.end);
  if (!start.ok || !end.ok) throw new TypeError(`window "${w2.name}": ${start.ok ? "" : start.message}${end.ok ? "" : end.message}`);
  const interval = { start: start.ms, end: end.ms };
  const empty = interval.end <= interval.start;
  return {
    index,
    name: w2.name,
    banner: windowBanner(w2),
    activity: (from, to) => !empty && interval.start < to && interval.end > from ? [interval] : [],
    activityEnd: () => interval.end,
    activityStart: () => interval.start,
    previous: (instant2) => !empty && interval.start < instant2 ? interval : void 0,
    next: (instant2) => !empty && interval.start > instant2 ? interval : void 0
  };
}
function recurring(w2, index) {
  const parsed = parseDuration(w2.duration);
  if (!parsed.ok) throw new TypeError(`window "${w2.name}": ${parsed.message}`);
  const duration2 = parsed.ms;
  const job = createCron(w2.cron, w2.timeZone);
  const at = (start) => ({ start, end: start + duration2 });
  const nextStart = (after, budget) => {
    if (!spend(budget)) return void 0;
    try {
      return job.nextRun(new Date(after))?.getTime();
    } catch {
      return void 0;
    }
  };
  const previousStart = (before, budget) => {
    if (!spend(budget)) return void 0;
    try {
      return job.previousRuns(1, new Date(before))[0]?.getTime();
    } catch {
      return void 0;
    }
  };
  const activityEnd = (covering, limit, budget) => {
    let { start: last, end } = covering;
    while (end < limit) {
      const latest = previousStart(end + 1, budget);
      if (latest === void 0 || latest <= last) break;
      last = latest;
      end = latest + duration2;
    }
    return end;
  };
  return {
    index,
    name: w2.name,
    banner: windowBanner(w2),
    timeZone: w2.timeZone,
    duration: duration2,
    activity(from, to, budget) {
      const out = [];
      const latest = previousStart(from + 1, budget);
      let s3 = latest !== void 0 && latest + duration2 > from ? latest : nextStart(from, budget);
      while (s3 !== void 0 && s3 < to && budget.left >= 0) {
        const end = activityEnd(at(s3), to, budget);
        out.push({ start: s3, end });
        s3 = end < to ? nextStart(end, budget) : void 0;
      }
      return out;
    },
    activityEnd,
    activityStart(covering, limit, budget) {
      let start = covering.start;
      for (let s3 = nextStart(start - duration2 - 1, budget); s3 !== void 0 && s3 < start && start > limit; s3 = nextStart(start - duration2 - 1, budget)) start = s3;
      return start;
    },
    previous(instant2, budget) {
      const s3 = previousStart(instant2, budget);
      return s3 === void 0 ? void 0 : at(s3);
    },
    next(instant2, budget) {
      const s3 = nextStart(instant2, budget);
      return s3 === void 0 ? void 0 : at(s3);
    }
  };
}
function mergeIntervals(intervals) {
  const out = [];
  for (const iv of [...intervals].sort((a, b2) => a.start - b2.start)) {
    const last = out.at(-1);
    if (last !== void 0 && iv.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, iv.end) };
    else out.push(iv);
  }
  return out;
}

// src/schedule/evaluate.ts
var DAY2 = 864e5;
var HORIZON_MS = 400 * DAY2;
var SEARCH_BUDGET = 3e3;
var EXTENT_BUDGET = 500;
function evaluateSchedule(schedule, instant2) {
  const at = Math.floor(instant2);
  const windows = compileWindows(schedule);
  const fallback = defaultBanner(schedule);
  const state = stateAt(windows, fallback, at);
  const change2 = changes(windows, fallback, at, at + HORIZON_MS, { left: SEARCH_BUDGET }).next();
  if (change2.done === true) return state;
  return { ...state, next: { at: change2.value.at, ...stateAt(windows, fallback, change2.value.at) } };
}
function stateAt(windows, fallback, at) {
  for (const w2 of windows) {
    const latest = w2.previous(at + 1, { left: 1 });
    if (latest !== void 0 && latest.end > at) return { banner: w2.banner, active: { name: w2.name, ...extent(w2, latest, at) } };
  }
  return { banner: fallback };
}
function extent(w2, covering, at) {
  return { start: w2.activityStart(covering, at - HORIZON_MS, { left: EXTENT_BUDGET }), end: w2.activityEnd(covering, at + HORIZON_MS, { left: EXTENT_BUDGET }) };
}
function* changes(windows, fallback, after, until, budget) {
  let current;
  let step = DAY2;
  for (let cursor = after; cursor < until; cursor += step, step = Math.min(step * 2, 64 * DAY2)) {
    const end = Math.min(until, cursor + step);
    const lists = windows.map((w2) => w2.activity(cursor, end, budget));
    if (budget.left < 0) return;
    const points = new Set(current === void 0 ? [after] : []);
    for (const list of lists) {
      for (const { start, end: stop } of list) {
        if (start > after && start >= cursor && start < end) points.add(start);
        if (stop > after && stop >= cursor && stop < end) points.add(stop);
      }
    }
    const position = lists.map(() => 0);
    for (const p of [...points].sort((a, b2) => a - b2)) {
      let winner;
      for (let i = 0; i < lists.length; i++) {
        const list = lists[i] ?? [];
        let k2 = position[i] ?? 0;
        while (k2 < list.length && list[k2].end <= p) k2++;
        position[i] = k2;
        const iv = list[k2];
        if (winner === void 0 && iv !== void 0 && iv.start <= p) winner = windows[i];
      }
      const banner = winner?.banner ?? fallback;
      if (current === void 0) current = banner;
      else if (!sameBanner(current, banner)) {
        current = banner;
        yield { at: p, banner, ...winner === void 0 ? {} : { window: winner } };
      }
    }
  }
}

// src/schedule/converge.ts
function scheduleChangeRequest(schedule, evaluation) {
  const reason = evaluation.active ? `schedule: window "${evaluation.active.name}" until ${new Date(evaluation.active.end).toISOString()}` : "schedule: outside every window";
  return { portal: schedule.portal, reason, changes: [{ kind: "banner", ...evaluation.banner }] };
}
async function convergeSchedule(engine, schedule, options) {
  const evaluation = evaluateSchedule(schedule, options.at);
  const request = scheduleChangeRequest(schedule, evaluation);
  if (options.dryRun === true) return { at: options.at, evaluation, plan: await engine.plan(request) };
  return { at: options.at, evaluation, result: await engine.apply(request, options.principal === void 0 ? {} : { principal: options.principal }) };
}

// worker/errors.ts
function jsonError(c2, status, code, message2, issues) {
  const requestId2 = c2.get("requestId");
  return c2.json({ error: { code, message: message2, ...issues && issues.length > 0 ? { issues } : {}, ...requestId2 ? { requestId: requestId2 } : {} } }, status);
}
function statusOf(err) {
  if (err instanceof ValidationError) return 400;
  if (err instanceof TransportError) return 503;
  if (err instanceof AuthError || err instanceof PermissionError || err instanceof PortalError || err instanceof ConflictError) return 502;
  return 500;
}
function fromError(c2, err) {
  if (err instanceof PortalOpsError) {
    return jsonError(c2, statusOf(err), err.code, err.message, err instanceof ValidationError ? err.issues : void 0);
  }
  return jsonError(c2, 500, "internal_error", "an unexpected error occurred; see the worker log");
}

// src/security/slackSignature.ts
var SLACK_TOLERANCE_SECONDS = 300;
var TIMESTAMP2 = /^[0-9]{1,12}$/;
var SIGNATURE = /^v0=([0-9a-fA-F]{64})$/;
var cachedKey;
function keyFor(signingSecret) {
  if (cachedKey?.secret !== signingSecret) {
    const key = importHmacKey(new TextEncoder().encode(signingSecret));
    cachedKey = { secret: signingSecret, key };
    key.catch(() => {
      if (cachedKey?.key === key) cachedKey = void 0;
    });
  }
  return cachedKey.key;
}
async function verifySlack(signingSecret, headers, rawBody, nowMs) {
  if (signingSecret === "") throw new ConfigError("SLACK_SIGNING_SECRET is empty");
  const timestampText = (headers.timestamp ?? "").trim();
  const signature = (headers.signature ?? "").trim();
  const missing = [
    timestampText === "" ? "X-Slack-Request-Timestamp" : void 0,
    signature === "" ? "X-Slack-Signature" : void 0
  ].filter((h) => h !== void 0);
  if (missing.length > 0) return { ok: false, code: "missing_headers", message: `missing Slack header(s): ${missing.join(", ")}` };
  if (!TIMESTAMP2.test(timestampText)) {
    return { ok: false, code: "bad_timestamp", message: "X-Slack-Request-Timestamp must be integer seconds since the epoch" };
  }
  const window = timeWindow(Number(timestampText), nowMs, SLACK_TOLERANCE_SECONDS);
  if (window !== void 0) {
    return { ok: false, code: window, message: windowMessage("X-Slack-Request-Timestamp", window, SLACK_TOLERANCE_SECONDS) };
  }
  const hex = SIGNATURE.exec(signature)?.[1];
  if (hex === void 0) return { ok: false, code: "bad_signature", message: "X-Slack-Signature must be v0=<64 hex digits>" };
  const base = concatBytes(new TextEncoder().encode(`v0:${timestampText}:`), rawBody);
  const expected = new Uint8Array(await crypto.subtle.sign("HMAC", await keyFor(signingSecret), base));
  if (!constantTimeEqual(expected, decodeHex(hex))) return { ok: false, code: "bad_signature", message: "Slack signature does not match" };
  return { ok: true };
}
var SLACK_ID = /^[A-Za-z0-9_-]{1,64}$/;
function parseSlackCommand(rawBody) {
  const form = new URLSearchParams(new TextDecoder().decode(rawBody));
  const field = (name) => form.get(name) ?? "";
  const command = {
    teamId: field("team_id"),
    userId: field("user_id"),
    userName: field("user_name"),
    command: field("command"),
    text: field("text"),
    responseUrl: field("response_url"),
    channelId: field("channel_id")
  };
  const issues = [];
  if (!SLACK_ID.test(command.teamId)) issues.push({ path: "team_id", message: "team_id is missing or not a Slack id" });
  if (!SLACK_ID.test(command.userId)) issues.push({ path: "user_id", message: "user_id is missing or not a Slack id" });
  if (command.channelId !== "" && !SLACK_ID.test(command.channelId)) issues.push({ path: "channel_id", message: "channel_id is not a Slack id" });
  if (!command.command.startsWith("/")) issues.push({ path: "command", message: "command is missing or does not start with /" });
  if (!isSlackResponseUrl(command.responseUrl)) issues.push({ path: "response_url", message: "response_url is missing or not a Slack https URL" });
  if (issues.length > 0) throw new ValidationError("not a Slack slash-command payload", issues);
  return command;
}
function slackPrincipal(teamId, userId) {
  return `slack:${teamId}/${userId}`;
}
function isSlackResponseUrl(text) {
  try {
    const url2 = new URL(text);
    if (url2.protocol === "https:") return url2.hostname === "hooks.slack.com" || url2.hostname.endsWith(".slack.com");
    return url2.protocol === "http:" && isLoopback(url2.hostname);
  } catch {
    return false;
  }
}
function decodeHex(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

// src/plan/renderPlan.ts
var MAX_VALUE = 120;
function formatValue(value) {
  const text = value === void 0 ? "unset" : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}\u2026` : text;
}
function describeWrite(w2) {
  return w2.target.kind === "settings" ? `settings/update (${w2.target.fields.join(", ")})` : `setPrivileges role "${w2.target.roleName}" (${w2.target.roleId})`;
}

// worker/slackCommands.ts
var SLACK_HELP = [
  "*portal-ops* commands:",
  "\u2022 `banner on <text>`: show the banner (text optional: keeps the current one)",
  "\u2022 `banner off`: hide the banner, keep its text and colours",
  "\u2022 `banner status` or `status`: what the banner and notices show now",
  "\u2022 `notice anonymous|authenticated on|off`",
  '\u2022 `role "<name or id>" add|remove <privilege> [...]` (where policy allows)',
  "\u2022 `--portal NAME` first to pick a portal other than `default`"
].join("\n");
function tokenize(text) {
  const out = [];
  for (const m of text.matchAll(/"([^"]*)"|“([^”]*)”|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3] ?? "");
  return out;
}
function parseSlackText(text) {
  let rest = text.trim();
  let portal = "default";
  const portalFlag = /^--portal\s+(\S+)\s*/.exec(rest);
  if (portalFlag) {
    portal = portalFlag[1] ?? "default";
    rest = rest.slice(portalFlag[0].length);
  }
  const words = tokenize(rest);
  const [verb, arg] = [words[0]?.toLowerCase(), words[1]?.toLowerCase()];
  if (verb === void 0 || verb === "help") return { type: "help" };
  if (verb === "status" || verb === "banner" && arg === "status") return { type: "status", portal };
  if (verb === "banner" && arg === "off") return change(portal, [{ kind: "banner", enabled: false }], "banner off");
  if (verb === "banner" && arg === "on") {
    const bannerText = rest.replace(/^\s*banner\s+on\s*/i, "");
    return change(portal, [{ kind: "banner", enabled: true, ...bannerText === "" ? {} : { text: bannerText } }], bannerText === "" ? "banner on" : `banner on: ${bannerText}`);
  }
  if (verb === "notice" && (arg === "anonymous" || arg === "authenticated")) {
    const state = words[2]?.toLowerCase();
    if (state === "on" || state === "off") return change(portal, [{ kind: "accessNotice", audience: arg, enabled: state === "on" }], `${arg} notice ${state}`);
  }
  if (verb === "role" && words.length >= 4) {
    const op = words[2]?.toLowerCase();
    if (op === "add" || op === "remove") {
      return change(portal, [{ kind: "rolePrivileges", role: words[1] ?? "", [op]: words.slice(3) }], `role ${words[1]} ${op} ${words.slice(3).join(" ")}`);
    }
  }
  return { type: "invalid", message: `I did not understand \`${rest.slice(0, 100)}\`. Try \`help\`.` };
}
function change(portal, changes2, summary) {
  return { type: "change", portal, changes: changes2, summary };
}
function describeStatus(s3) {
  const onOff = (v2) => v2 === true ? "on" : "off";
  return [
    `Portal \`${s3.portal}\`:`,
    `\u2022 banner *${onOff(s3.banner.enabled)}*: ${formatValue(s3.banner.text ?? "")} (${s3.banner.fontColor ?? "?"} on ${s3.banner.bgColor ?? "?"})`,
    `\u2022 anonymous notice *${onOff(s3.anonymousAccessNotice.enabled)}*${s3.anonymousAccessNotice.title ? `: ${formatValue(s3.anonymousAccessNotice.title)}` : ""}`,
    `\u2022 authenticated notice *${onOff(s3.authenticatedAccessNotice.enabled)}*${s3.authenticatedAccessNotice.title ? `: ${formatValue(s3.authenticatedAccessNotice.title)}` : ""}`
  ].join("\n");
}
function describeResult(summary, result) {
  const head = result.status === "noop" ? `\`${summary}\`: already so on \`${result.plan.portal.alias}\`, nothing written.` : result.status === "applied" ? `\`${summary}\`: applied to \`${result.plan.portal.alias}\` and verified.` : `\`${summary}\`: *${result.status}* on \`${result.plan.portal.alias}\`. ${String(result.error?.message ?? "")}`;
  const lines = [head];
  for (const f2 of result.plan.settings) for (const c2 of f2.changes.slice(0, 4)) lines.push(`\u2022 ${c2.path}: ${formatValue(c2.before)} \u2192 ${formatValue(c2.after)}`);
  for (const r of result.plan.roles) lines.push(`\u2022 role ${r.roleName}: ${[...r.added.map((p) => `+${p}`), ...r.removed.map((p) => `-${p}`)].join(" ")}`);
  for (const w2 of result.writes.filter((x2) => x2.status !== "applied")) lines.push(`\u2022 ${w2.status}: ${describeWrite(w2)}`);
  return lines.join("\n");
}

// worker/slackRoute.ts
function slackRoute(deps) {
  const route = new Hono3();
  route.post("/commands", deps.limit, async (c2) => {
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c2.req.header("content-type") ?? "")) {
      return jsonError(c2, 415, "unsupported_media_type", "Slack commands are application/x-www-form-urlencoded");
    }
    const secret = deps.config.slackSigningSecret;
    if (secret === void 0) return jsonError(c2, 401, "unauthenticated", "Slack is not configured on this worker (SLACK_SIGNING_SECRET)");
    const raw2 = new Uint8Array(await c2.req.arrayBuffer());
    const verdict = await verifySlack(secret, { timestamp: c2.req.header("x-slack-request-timestamp") ?? null, signature: c2.req.header("x-slack-signature") ?? null }, raw2, deps.clock.now());
    if (!verdict.ok) {
      c2.set("decision", `refused:${verdict.code}`);
      return jsonError(c2, 401, verdict.code, verdict.message);
    }
    let command;
    try {
      command = parseSlackCommand(raw2);
    } catch (err) {
      c2.set("decision", "refused:invalid_payload");
      return fromError(c2, err);
    }
    const principal = slackPrincipal(command.teamId, command.userId);
    c2.set("principal", principal);
    const reply = (text) => c2.json({ response_type: "ephemeral", text });
    const refuse = (code, text) => {
      c2.set("decision", `refused:${code}`);
      return reply(text);
    };
    const action = parseSlackText(command.text);
    if (action.type === "help") return reply(SLACK_HELP);
    if (action.type === "invalid") return refuse("invalid_command", action.message);
    if (!deps.engine.hasPortal(action.portal)) return refuse("unknown_portal", `No portal \`${action.portal}\` is configured.`);
    const kinds = action.type === "change" ? action.changes.map((ch) => String(ch.kind)) : [];
    const decision = authorize(deps.config.portals.policy, principal, kinds, action.portal);
    if (!decision.allowed) return refuse("forbidden", `Not allowed: ${decision.reason}.`);
    let request;
    if (action.type === "change") {
      request = { portal: action.portal, reason: `Slack ${command.command} ${action.summary} (by ${command.userName || command.userId})`, changes: action.changes };
      const checked = validateChangeRequest(request, { target: { kind: "unknown" } });
      if (!checked.valid) return refuse("invalid_request", `Not valid: ${checked.errors.map((e) => `${e.message}${e.hint ? ` (${e.hint})` : ""}`).join("; ")}`);
    }
    c2.set("decision", "allowed");
    const work = async () => {
      try {
        if (action.type === "status") return { text: describeStatus(await deps.engine.status(action.portal)), public: false };
        const result = await deps.engine.apply(request, { principal });
        return { text: describeResult(action.summary, result), public: result.status === "applied" };
      } catch (err) {
        return { text: `\`${action.type === "change" ? action.summary : "status"}\` failed: ${err instanceof PortalOpsError ? err.message : "unexpected error"}`, public: false };
      }
    };
    deps.background(
      c2,
      work().then(async ({ text, public: inChannel }) => {
        const res = await deps.fetch(command.responseUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ response_type: inChannel ? "in_channel" : "ephemeral", text }),
          signal: AbortSignal.timeout(1e4)
        });
        await res.body?.cancel();
        deps.logger.info("slack.reply", { requestId: c2.get("requestId"), principal, status: res.status });
      })
    );
    return reply(action.type === "status" ? "Reading the portal\u2026" : `Working on \`${action.summary}\`\u2026`);
  });
  return route;
}

// worker/app.ts
function createWorker(deps) {
  const app = new Hono3();
  const replay = deps.replay ?? new ReplayCache();
  const oidc = deps.config.oidc === void 0 ? void 0 : createOidcVerifier(deps.config.oidc, { fetch: deps.fetch, clock: deps.clock });
  const pending = /* @__PURE__ */ new Set();
  const background = (c2, task) => {
    if (deps.background) return deps.background(task);
    try {
      c2.executionCtx.waitUntil(task);
      return;
    } catch {
    }
    const tracked = task.catch(() => void 0).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const limit = bodyLimit({ maxSize: deps.config.bodyLimit, onError: (c2) => jsonError(c2, 413, "body_too_large", `the body is larger than ${deps.config.bodyLimit} bytes`) });
  app.use(requestId({ limitLength: 64 }));
  app.use(secureHeaders());
  app.use(async (c2, next) => {
    const started = deps.clock.now();
    await next();
    deps.logger.info("request", {
      requestId: c2.get("requestId"),
      method: c2.req.method,
      path: c2.req.path,
      principal: c2.get("principal") ?? null,
      decision: c2.get("decision") ?? null,
      status: c2.res.status,
      ms: deps.clock.now() - started
    });
  });
  app.get("/healthz", (c2) => c2.json({ ok: true }));
  app.post("/v1/changes", limit, async (c2) => {
    if (!isJson(c2.req.header("content-type"))) return jsonError(c2, 415, "unsupported_media_type", "send the change request as application/json");
    const raw2 = new Uint8Array(await c2.req.arrayBuffer());
    const principal = await authenticate(c2, raw2);
    if (principal instanceof Response) return principal;
    c2.set("principal", principal);
    const parsed = parseJsonText(new TextDecoder("utf-8", { fatal: false }).decode(raw2));
    if (!parsed.ok) return deny(c2, 400, "invalid_json", `line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    const checked = validateChangeRequest(parsed.value, { target: { kind: "unknown" } });
    if (!checked.valid || checked.request === void 0) return deny(c2, 400, "invalid_request", "the change request is invalid", checked.errors);
    const { request } = checked;
    if (!deps.engine.hasPortal(request.portal)) return deny(c2, 400, "unknown_portal", `no portal "${request.portal}" is configured`, [{ path: "portal", message: "not a configured portal alias" }]);
    const decision = authorize(deps.config.portals.policy, principal, request.changes.map((ch) => ch.kind), request.portal);
    if (!decision.allowed) return deny(c2, 403, "forbidden", decision.reason);
    c2.set("decision", "allowed");
    try {
      if (c2.req.query("dryRun") === "true") return c2.json({ requestId: c2.get("requestId"), principal, plan: await deps.engine.plan(parsed.value) });
      const result = await deps.engine.apply(parsed.value, { principal });
      const ok = result.status === "applied" || result.status === "noop";
      if (ok) return c2.json({ requestId: c2.get("requestId"), principal, result });
      return c2.json({ error: { code: "not_applied", message: String(result.error?.message ?? `apply ${result.status}`), requestId: c2.get("requestId") }, result }, 502);
    } catch (err) {
      if (err instanceof PortalOpsError) return fromError(c2, err);
      throw err;
    }
  });
  app.route("/v1/slack", slackRoute({ ...deps, limit, background }));
  app.notFound((c2) => jsonError(c2, 404, "not_found", `no route ${c2.req.method} ${c2.req.path}`));
  app.onError((err, c2) => {
    deps.logger.error("unhandled", { requestId: c2.get("requestId"), error: err instanceof Error ? err.message : String(err) });
    return fromError(c2, err);
  });
  async function authenticate(c2, raw2) {
    const signature = c2.req.header("webhook-signature");
    if (signature !== void 0) {
      if (deps.config.webhookSecrets.length === 0) return deny(c2, 401, "unauthenticated", "signed webhooks are not configured on this worker");
      const verdict = await verifyWebhook(
        deps.config.webhookSecrets,
        { id: c2.req.header("webhook-id") ?? null, timestamp: c2.req.header("webhook-timestamp") ?? null, signature },
        raw2,
        deps.clock.now()
      );
      if (!verdict.ok) return deny(c2, 401, verdict.code, verdict.message);
      if (!await replay.checkAndRemember(`${verdict.principal}:${verdict.id}`, deps.clock.now())) return deny(c2, 409, "replayed", `webhook-id ${verdict.id.slice(0, 64)} was already delivered`);
      return verdict.principal;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c2.req.header("authorization") ?? "")?.[1];
    if (bearer !== void 0) {
      if (oidc === void 0) return deny(c2, 401, "unauthenticated", "OIDC is not configured on this worker (OIDC_AUDIENCE)");
      const verdict = await oidc.verify(bearer);
      if (!verdict.ok) return deny(c2, verdict.code === "jwks_unavailable" ? 503 : 401, verdict.code, verdict.message);
      return verdict.principal;
    }
    return deny(c2, 401, "unauthenticated", "sign the request (webhook-id, webhook-timestamp, webhook-signature) or send a GitHub OIDC token as Authorization: Bearer");
  }
  function deny(c2, status, code, message2, issues) {
    c2.set("decision", `refused:${code}`);
    return jsonError(c2, status, code, message2, issues);
  }
  const runSchedule = async (now) => {
    const schedule = deps.config.schedule;
    if (schedule === void 0) return;
    try {
      const outcome = await convergeSchedule(deps.engine, schedule, { at: now, principal: "schedule" });
      deps.logger.info("schedule", { at: new Date(now).toISOString(), window: outcome.evaluation.active?.name ?? null, status: outcome.result?.status ?? null });
    } catch (err) {
      deps.logger.error("schedule", { at: new Date(now).toISOString(), error: err instanceof PortalOpsError ? err.toJSON() : String(err) });
    }
  };
  return {
    app,
    runSchedule,
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    }
  };
}
var isJson = (type) => type !== void 0 && /^application\/json\s*(;|$)/i.test(type);

// src/config/portalsConfig.ts
var SECRET_REF = /^env:[A-Za-z_][A-Za-z0-9_]*$/;
var secretRef = string2().regex(SECRET_REF, { error: 'must be a reference such as "env:PROD_CLIENT_SECRET", never an inline secret' });
var valueOrRef = string2().min(1);
var authSchema = discriminatedUnion("type", [
  strictObject({ type: literal("token"), token: secretRef }),
  strictObject({ type: literal("password"), username: valueOrRef, password: secretRef, referer: string2().optional() }),
  strictObject({ type: literal("oauth"), clientId: valueOrRef, clientSecret: secretRef })
]);
var portalSchema = strictObject({
  url: string2().min(1),
  release: string2().refine((r) => parseRelease(r) !== void 0, { error: 'must be a release such as "11.3"' }).optional(),
  auth: authSchema,
  buttonsSpelling: _enum(["acceptAndDecline", "acceptAndDecilne"]).optional()
});
var policyRuleSchema = strictObject({
  principal: string2().min(1),
  allow: array(string2().min(1)).min(1),
  portals: array(string2().regex(PORTAL_ALIAS)).optional()
});
var portalsConfigSchema = strictObject({
  portals: record(string2().regex(PORTAL_ALIAS, { error: 'portal aliases use letters, digits, "-" and "_"' }), portalSchema).optional(),
  policy: array(policyRuleSchema).optional()
});
function resolvePortalsConfig(document, env, source = "the configuration") {
  const parsed = portalsConfigSchema.safeParse(document ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.join(".")}` : "";
    throw new ConfigError(`${source} is invalid${where}: ${first?.message ?? "unknown problem"}`);
  }
  const portals = /* @__PURE__ */ new Map();
  if (parsed.data.portals !== void 0) {
    for (const [alias, p] of Object.entries(parsed.data.portals)) {
      portals.set(alias, {
        alias,
        url: p.url,
        ...p.release === void 0 ? {} : { release: p.release },
        auth: resolveAuth(p.auth, env, `${source}: portals.${alias}.auth`),
        buttonsSpelling: p.buttonsSpelling ?? "acceptAndDecline"
      });
    }
  } else if (env.PORTAL_URL !== void 0 && env.PORTAL_URL !== "") {
    portals.set("default", portalFromEnv(env));
  }
  return { portals, policy: parsed.data.policy ?? [] };
}
function portalFromEnv(env) {
  const url2 = env.PORTAL_URL ?? "";
  const release = nonEmpty3(env.PORTAL_RELEASE);
  if (release !== void 0 && parseRelease(release) === void 0) throw new ConfigError(`PORTAL_RELEASE "${release}" is not a release such as 11.3`);
  const token = nonEmpty3(env.PORTAL_TOKEN);
  const username = nonEmpty3(env.PORTAL_USERNAME);
  const password = nonEmpty3(env.PORTAL_PASSWORD);
  const clientId = nonEmpty3(env.PORTAL_CLIENT_ID);
  const clientSecret = nonEmpty3(env.PORTAL_CLIENT_SECRET);
  const given = [token && "PORTAL_TOKEN", (username ?? password) && "PORTAL_USERNAME/PORTAL_PASSWORD", (clientId ?? clientSecret) && "PORTAL_CLIENT_ID/PORTAL_CLIENT_SECRET"].filter(Boolean);
  if (given.length === 0) throw new ConfigError("PORTAL_URL is set but no credentials: set PORTAL_TOKEN, or PORTAL_USERNAME and PORTAL_PASSWORD, or PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET");
  if (given.length > 1) throw new ConfigError(`give one kind of credentials, not ${given.join(" and ")}`);
  let auth;
  if (token !== void 0) auth = { type: "token", token };
  else if (username !== void 0 || password !== void 0) {
    if (username === void 0 || password === void 0) throw new ConfigError("PORTAL_USERNAME and PORTAL_PASSWORD go together");
    auth = { type: "password", username, password };
  } else {
    if (clientId === void 0 || clientSecret === void 0) throw new ConfigError("PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET go together");
    auth = { type: "oauth", clientId, clientSecret };
  }
  registerAuthSecrets(auth);
  return { alias: "default", url: url2, ...release === void 0 ? {} : { release }, auth, buttonsSpelling: "acceptAndDecline" };
}
function resolveAuth(auth, env, where) {
  const get = (value, field) => {
    if (!value.startsWith("env:")) return value;
    const name = value.slice(4);
    const resolved = nonEmpty3(env[name]);
    if (resolved === void 0) throw new ConfigError(`${where}.${field} refers to the environment variable ${name}, which is not set`);
    return resolved;
  };
  let out;
  switch (auth.type) {
    case "token":
      out = { type: "token", token: get(auth.token, "token") };
      break;
    case "password":
      out = { type: "password", username: get(auth.username, "username"), password: get(auth.password, "password"), ...auth.referer === void 0 ? {} : { referer: auth.referer } };
      break;
    case "oauth":
      out = { type: "oauth", clientId: get(auth.clientId, "clientId"), clientSecret: get(auth.clientSecret, "clientSecret") };
      break;
  }
  registerAuthSecrets(out);
  return out;
}
function registerAuthSecrets(auth) {
  if (auth.type === "token") registerSecret(auth.token);
  if (auth.type === "password") registerSecret(auth.password);
  if (auth.type === "oauth") registerSecret(auth.clientSecret);
}
var nonEmpty3 = (v2) => v2 === void 0 || v2.trim() === "" ? void 0 : v2;

// src/schedule/validateSchedule.ts
var DAY3 = 864e5;
var LOOKAHEAD_MS = 60 * DAY3;
var MAX_OCCURRENCES = 2e3;
var MAX_GAPS = 500;
var envelopeSchema2 = scheduleSchema.extend({ windows: array(unknown()) });
var RECURRING_FIELDS = ["cron", "duration", "timeZone"];
var ONE_OFF_FIELDS = ["start", "end"];
function validateSchedule(input, options = {}) {
  const now = Math.floor(options.now ?? Date.now());
  const out = { errors: [], warnings: [] };
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    out.errors.push({ path: "", message: `a schedule is a JSON object, got ${describeType(input)}`, hint: "see examples/schedules/ for the format" });
    return { valid: false, ...out };
  }
  const envelope = envelopeSchema2.safeParse(input, { reportInput: true });
  if (!envelope.success) out.errors.push(...issuesOf(envelope.error.issues, envelopeSchema2));
  const raw2 = input.windows;
  const parsed = [];
  if (Array.isArray(raw2)) {
    raw2.forEach((w2, index) => {
      const window = parseWindow(w2, index, out);
      if (window) parsed.push({ window, index });
    });
  }
  if (envelope.success && envelope.data.default) bannerWarnings(envelope.data.default, ["default"], out);
  windowRules(parsed, now, out);
  const valid = out.errors.length === 0 && envelope.success && Array.isArray(raw2) && parsed.length === raw2.length;
  if (!valid || !envelope.success) return { valid: false, ...out };
  return { valid: true, ...out, schedule: { ...envelope.data, windows: parsed.map((p) => p.window) } };
}
function issuesOf(issues, schema, prefix = []) {
  return issues.flatMap((issue2) => {
    const mapped = toIssues([issue2], schema, prefix);
    const hint = issue2.code === "custom" ? issue2.params?.hint : void 0;
    return typeof hint === "string" ? mapped.map((m) => ({ ...m, hint })) : mapped;
  });
}
function parseWindow(raw2, index, out) {
  const at = ["windows", index];
  if (raw2 === null || typeof raw2 !== "object" || Array.isArray(raw2)) {
    out.errors.push({ path: formatPath(at), message: `a window is a JSON object, got ${describeType(raw2)}` });
    return void 0;
  }
  const has = (field) => Object.hasOwn(raw2, field);
  const recurring2 = RECURRING_FIELDS.filter(has);
  const oneOff2 = ONE_OFF_FIELDS.filter(has);
  if (recurring2.length > 0 && oneOff2.length > 0) {
    out.errors.push({
      path: formatPath(at),
      message: `a window is either one-off (start, end) or recurring (cron, duration, timeZone), and this one has ${[...oneOff2, ...recurring2].map((f2) => `"${f2}"`).join(", ")}`,
      hint: 'remove "start" and "end", or remove "cron", "duration" and "timeZone"'
    });
    return void 0;
  }
  const schema = recurring2.length > 0 ? recurringWindowSchema : oneOffWindowSchema;
  const result = schema.safeParse(raw2, { reportInput: true });
  if (result.success) return result.data;
  let issues = issuesOf(result.error.issues, schema, at);
  if (recurring2.length === 0 && oneOff2.length === 0) {
    const missing = new Set(ONE_OFF_FIELDS.map((f2) => formatPath([...at, f2])));
    issues = [
      { path: formatPath(at), message: 'a window needs "start" and "end" (one-off) or "cron", "duration" and "timeZone" (recurring)', hint: "see examples/schedules/ for both forms" },
      ...issues.filter((i) => !missing.has(i.path))
    ];
  }
  out.errors.push(...issues);
  return void 0;
}
function bannerWarnings(banner, at, out) {
  if (banner.enabled !== false && banner.text !== void 0 && banner.text.trim() === "") {
    out.warnings.push({ path: formatPath([...at, "text"]), message: "the banner is enabled with empty text: an empty bar will show" });
  }
  const contrast = contrastWarning(banner.bgColor, banner.fontColor, [...at, "fontColor"]);
  if (contrast) out.warnings.push(contrast);
}
function windowRules(windows, now, out) {
  const names = /* @__PURE__ */ new Map();
  const checked = [];
  for (const { window: w2, index } of windows) {
    const at = ["windows", index];
    const earlier = names.get(w2.name);
    if (earlier !== void 0) {
      out.errors.push({ path: formatPath([...at, "name"]), message: `windows[${earlier}] is already named "${w2.name}"`, hint: "give every window its own name" });
    } else names.set(w2.name, index);
    bannerWarnings({ ...w2.banner, enabled: true }, [...at, "banner"], out);
    let compiled;
    try {
      compiled = compileWindow(w2, index);
    } catch (err) {
      out.errors.push({ path: formatPath(at), message: `the window cannot be evaluated: ${err instanceof Error ? err.message : String(err)}` });
      continue;
    }
    if ("cron" in w2) {
      recurringRules(w2, compiled, at, now, out);
      const budget = { left: MAX_OCCURRENCES };
      const intervals = compiled.activity(now, now + LOOKAHEAD_MS, budget);
      if (budget.left < 0) {
        out.warnings.push({
          path: formatPath([...at, "cron"]),
          message: `"${w2.cron}" starts the window too often to check it for overlaps over ${LOOKAHEAD_MS / DAY3} days; checked up to ${formatInstant(intervals.at(-1)?.start ?? now, w2.timeZone)}`,
          hint: "a banner that changes every few minutes is rarely intended: check the minute and hour fields"
        });
      }
      checked.push({ index, window: w2, compiled, intervals });
    } else {
      const [start, end] = [parseInstant(w2.start), parseInstant(w2.end)];
      if (!start.ok || !end.ok) continue;
      if (end.ms <= start.ms) {
        out.errors.push({ path: formatPath([...at, "end"]), message: `end ${w2.end} is not after start ${w2.start}`, hint: "a window ends after it starts; check the dates and the UTC offsets" });
        continue;
      }
      if (end.ms <= now) {
        out.warnings.push({ path: formatPath([...at, "end"]), message: `"${w2.name}" ended at ${formatInstant(end.ms)}, before now (${formatInstant(now)}): it will never apply`, hint: "remove the window, or correct its dates" });
      }
      checked.push({ index, window: w2, compiled, intervals: [{ start: start.ms, end: end.ms }] });
    }
  }
  overlaps(checked, now, out);
}
function recurringRules(w2, compiled, at, now, out) {
  const budget = { left: MAX_GAPS };
  const duration2 = compiled.duration ?? 0;
  const current = compiled.previous(now + 1, budget);
  let last = current?.start;
  for (let seen = current === void 0 ? 0 : 1; ; seen++) {
    const n = compiled.next(last ?? now, budget);
    if (budget.left < 0) return;
    if (n === void 0) {
      if (seen === 0 || seen === 1 && current !== void 0 && current.end <= now) {
        out.warnings.push({ path: formatPath([...at, "cron"]), message: `"${w2.cron}" has no occurrence after ${formatInstant(now, w2.timeZone)}: the window will never apply again`, hint: "check the year field, or remove the window" });
      }
      return;
    }
    if (last !== void 0 && n.start - last < duration2) {
      out.warnings.push({
        path: formatPath([...at, "duration"]),
        message: `duration "${w2.duration}" (${formatDuration(duration2)}) is longer than the ${formatDuration(n.start - last)} between occurrences at ${formatInstant(last, w2.timeZone)} and ${formatInstant(n.start, w2.timeZone)}: occurrences overlap and the window stays active from one into the next`,
        hint: "shorten the duration or space the occurrences out; for one continuous period use a one-off window"
      });
      return;
    }
    last = n.start;
    if (n.start >= now + LOOKAHEAD_MS && seen >= 1) return;
  }
}
function overlaps(checked, now, out) {
  checked.forEach((b2, j2) => {
    for (const a of checked.slice(0, j2)) {
      const first = firstOverlap(a, b2, now);
      if (first === void 0) continue;
      const zone = b2.compiled.timeZone ?? a.compiled.timeZone;
      const same = sameBanner(a.compiled.banner, b2.compiled.banner);
      out.warnings.push({
        path: formatPath(["windows", b2.index]),
        message: `"${b2.window.name}" overlaps "${a.window.name}" (windows[${a.index}]), first at ${formatInstant(first, zone)}: ${same ? "both show the same banner" : `"${a.window.name}" is listed first, so its banner shows while both are active`}`,
        hint: same ? "merge the windows, or change their times so they do not overlap" : `move "${b2.window.name}" above "${a.window.name}" if its banner should win, or change the times so they do not overlap`
      });
    }
  });
}
function firstOverlap(a, b2, now) {
  const aRecurs = "cron" in a.window;
  const bRecurs = "cron" in b2.window;
  let [x2, y2] = [a.intervals, b2.intervals];
  if (aRecurs !== bRecurs) {
    const [oneOff2, recurring2] = aRecurs ? [b2, a] : [a, b2];
    const span = oneOff2.intervals[0];
    if (span === void 0 || span.end <= now) return void 0;
    const budget = { left: MAX_OCCURRENCES };
    const occurrences = recurring2.compiled.activity(Math.max(now, span.start), span.end, budget);
    [x2, y2] = aRecurs ? [occurrences, oneOff2.intervals] : [oneOff2.intervals, occurrences];
  }
  return firstIntersection(mergeIntervals(x2), mergeIntervals(y2), now);
}
function firstIntersection(x2, y2, now) {
  let [i, k2] = [0, 0];
  while (i < x2.length && k2 < y2.length) {
    const [p, q] = [x2[i], y2[k2]];
    const [start, end] = [Math.max(p.start, q.start), Math.min(p.end, q.end)];
    if (start < end && end > now) return start;
    if (p.end <= q.end) i++;
    else k2++;
  }
  return void 0;
}

// worker/config.ts
var GITHUB_OIDC_ISSUER = "https://token.actions.githubusercontent.com";
var DEFAULT_BODY_LIMIT = 64 * 1024;
function loadWorkerConfig(env) {
  const portals = loadPortals(env);
  if (portals.portals.size === 0) {
    throw new ConfigError('no portal configured: set PORTAL_URL with credentials, or PORTAL_OPS_CONFIG with "portals"');
  }
  const webhookSecrets = nonEmpty4(env.WEBHOOK_SECRETS) === void 0 ? [] : parseWebhookSecrets(env.WEBHOOK_SECRETS ?? "");
  const slackSigningSecret = nonEmpty4(env.SLACK_SIGNING_SECRET);
  registerSecret(slackSigningSecret);
  const audience = nonEmpty4(env.OIDC_AUDIENCE);
  const issuer = nonEmpty4(env.OIDC_ISSUER) ?? GITHUB_OIDC_ISSUER;
  const jwksUrl = nonEmpty4(env.OIDC_JWKS_URL) ?? `${issuer.replace(/\/$/, "")}/.well-known/jwks`;
  if (audience === void 0 && (env.OIDC_ISSUER !== void 0 || env.OIDC_JWKS_URL !== void 0)) {
    throw new ConfigError("OIDC_ISSUER or OIDC_JWKS_URL is set without OIDC_AUDIENCE: set OIDC_AUDIENCE to the audience your workflows request");
  }
  for (const [name, value] of [["OIDC_ISSUER", issuer], ["OIDC_JWKS_URL", jwksUrl]]) {
    if (audience !== void 0 && !isUrl(value)) throw new ConfigError(`${name} "${value}" is not an http(s) URL`);
  }
  const schedule = loadSchedule(env.SCHEDULE, portals);
  if (webhookSecrets.length === 0 && slackSigningSecret === void 0 && audience === void 0 && schedule === void 0) {
    throw new ConfigError("nothing can authenticate requests: set WEBHOOK_SECRETS, SLACK_SIGNING_SECRET or OIDC_AUDIENCE (or SCHEDULE for a schedule-only worker)");
  }
  const limit = nonEmpty4(env.BODY_LIMIT);
  const bodyLimit2 = limit === void 0 ? DEFAULT_BODY_LIMIT : Number(limit);
  if (!Number.isInteger(bodyLimit2) || bodyLimit2 < 1024 || bodyLimit2 > 1024 * 1024) throw new ConfigError(`BODY_LIMIT "${limit}" must be a whole number of bytes from 1024 to 1048576`);
  return {
    portals,
    webhookSecrets,
    ...schedule === void 0 ? {} : { schedule },
    ...slackSigningSecret === void 0 ? {} : { slackSigningSecret },
    ...audience === void 0 ? {} : { oidc: { issuer, audience, jwksUrl } },
    bodyLimit: bodyLimit2
  };
}
function loadSchedule(text, portals) {
  if (nonEmpty4(text) === void 0) return void 0;
  const parsed = parseJsonText(text ?? "");
  if (!parsed.ok) throw new ConfigError(`SCHEDULE is not valid JSON (line ${parsed.line}, column ${parsed.column}): ${parsed.message}`);
  const checked = validateSchedule(parsed.value);
  const first = checked.errors[0];
  if (!checked.valid || checked.schedule === void 0) throw new ConfigError(`SCHEDULE is invalid: ${first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "unknown problem"}`);
  if (!portals.portals.has(checked.schedule.portal)) throw new ConfigError(`SCHEDULE names portal "${checked.schedule.portal}", which is not configured`);
  return checked.schedule;
}
function loadPortals(env) {
  const inline = nonEmpty4(env.PORTAL_OPS_CONFIG);
  if (inline === void 0) return resolvePortalsConfig(void 0, env, "the environment");
  const parsed = parseJsonText(inline);
  if (!parsed.ok) throw new ConfigError(`PORTAL_OPS_CONFIG is not valid JSON (line ${parsed.line}, column ${parsed.column}): ${parsed.message}`);
  const config2 = resolvePortalsConfig(parsed.value, env, "PORTAL_OPS_CONFIG");
  return config2;
}
var nonEmpty4 = (v2) => v2 === void 0 || v2.trim() === "" ? void 0 : v2.trim();
function isUrl(value) {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

// worker/fromEnv.ts
function workerFromEnv(env, deps) {
  const config2 = loadWorkerConfig(env);
  const engine = new Engine({ portals: config2.portals.portals, fetch: deps.fetch, logger: deps.logger });
  return createWorker({ config: config2, engine, fetch: deps.fetch, clock: systemClock, logger: deps.logger });
}

// worker/lambda.ts
var handler = handle(workerFromEnv(process.env, { fetch, logger: consoleLogger }).app);
export {
  handler
};
