/**
 * The error tree every face maps to exit codes, HTTP statuses and annotations.
 * Errors carry what a person needs to act (code, operation, HTTP status, portal codes) and never
 * a credential: messages and causes are redacted before they are stored, not when printed.
 */
import { redact } from './security/redact.ts';

export type ErrorKind = 'validation' | 'auth' | 'permission' | 'portal' | 'transport' | 'conflict' | 'config';

export interface Issue {
  /** JSON path into the change request, e.g. `changes[2].set.footerLinks[0].url`; "" for the whole document. */
  readonly path: string;
  readonly message: string;
  /** How to fix it, when we know. */
  readonly hint?: string;
}

export interface PortalOpsErrorOptions {
  readonly code: string;
  readonly operation?: string;
  readonly status?: number;
  readonly portalCode?: number;
  readonly messageCode?: string;
  readonly details?: readonly string[];
  readonly cause?: unknown;
}

export abstract class PortalOpsError extends Error {
  abstract readonly kind: ErrorKind;
  readonly code: string;
  readonly operation: string | undefined;
  readonly status: number | undefined;
  readonly portalCode: number | undefined;
  readonly messageCode: string | undefined;
  readonly details: readonly string[];

  constructor(message: string, options: PortalOpsErrorOptions) {
    super(redact(message), options.cause === undefined ? undefined : { cause: redactCause(options.cause) });
    this.name = new.target.name;
    this.code = options.code;
    this.operation = options.operation;
    this.status = options.status;
    this.portalCode = options.portalCode;
    this.messageCode = options.messageCode;
    this.details = (options.details ?? []).map(redact);
  }

  /** A plain, secret-free object for JSON output, logs and HTTP error bodies. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { kind: this.kind, code: this.code, message: this.message };
    if (this.operation !== undefined) out.operation = this.operation;
    if (this.status !== undefined) out.status = this.status;
    if (this.portalCode !== undefined) out.portalCode = this.portalCode;
    if (this.messageCode !== undefined) out.messageCode = this.messageCode;
    if (this.details.length > 0) out.details = this.details;
    return out;
  }
}

export class ValidationError extends PortalOpsError {
  readonly kind = 'validation';
  readonly issues: readonly Issue[];
  constructor(message: string, issues: readonly Issue[], options: Partial<PortalOpsErrorOptions> = {}) {
    super(message, { code: 'invalid_request', ...options });
    this.issues = issues.map((i) => ({ ...i, message: redact(i.message) }));
  }
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), issues: this.issues };
  }
}

/** Bad configuration of a face (environment, config file): fatal at start-up. */
export class ConfigError extends PortalOpsError {
  readonly kind = 'config';
  constructor(message: string, options: Partial<PortalOpsErrorOptions> = {}) {
    super(message, { code: 'invalid_config', ...options });
  }
}

/** Credentials missing, wrong or expired (portal codes 498/499, failed generateToken). */
export class AuthError extends PortalOpsError {
  readonly kind = 'auth';
}

/** Authenticated, but not allowed: a portal 403, or a policy denial. */
export class PermissionError extends PortalOpsError {
  readonly kind = 'permission';
}

/** The portal answered with an error body or an answer we cannot use. */
export class PortalError extends PortalOpsError {
  readonly kind = 'portal';
}

/** The request never got a usable answer: network failure, timeout, gateway page, retries exhausted. */
export class TransportError extends PortalOpsError {
  readonly kind = 'transport';
}

/** Another writer got there first, or verification found the portal did not take a write. */
export class ConflictError extends PortalOpsError {
  readonly kind = 'conflict';
}

function redactCause(cause: unknown): unknown {
  if (cause instanceof PortalOpsError) return cause;
  if (cause instanceof Error) {
    const copy = new Error(redact(cause.message));
    copy.name = cause.name;
    return copy;
  }
  return typeof cause === 'string' ? redact(cause) : undefined;
}
