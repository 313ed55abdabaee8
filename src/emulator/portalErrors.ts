/**
 * Error bodies as the real `sharing/rest` writes them: HTTP 200 with
 * `{"error":{"code":<int>,"messageCode":"...","message":"...","details":[...]}}`.
 *
 * `GWM_0002` (Invalid URL) and `GWM_0003` (permission denied) are the real message codes. The real
 * codes of the other conditions are not public; the emulator uses `EMU_xxxx` for those so nobody
 * mistakes them for real ones. Clients must key on `code`, never on an `EMU_` message code.
 */

export interface PortalErrorBody {
  error: { code: number; messageCode?: string; message: string; details: string[] };
}

/** Thrown by handlers; the dispatcher renders its body. */
export class PortalFailure extends Error {
  readonly body: PortalErrorBody;
  constructor(code: number, message: string, details: string[] = [], messageCode?: string) {
    super(message);
    this.name = 'PortalFailure';
    this.body = {
      error: messageCode === undefined ? { code, message, details } : { code, messageCode, message, details },
    };
  }
  get code(): number {
    return this.body.error.code;
  }
}

export const invalidUrl = (): PortalFailure => new PortalFailure(400, 'Invalid URL', ['Invalid URL'], 'GWM_0002');

export const permissionDenied = (): PortalFailure =>
  new PortalFailure(403, 'You do not have permissions to access this resource or perform this operation.', [], 'GWM_0003');

export const tokenRequired = (): PortalFailure => new PortalFailure(499, 'Token Required', [], 'EMU_0499');

export const invalidToken = (): PortalFailure => new PortalFailure(498, 'Invalid token.', [], 'EMU_0498');

/** The body the facts page quotes verbatim (no message code). */
export const unableToGenerateToken = (detail: string): PortalFailure =>
  new PortalFailure(400, 'Unable to generate token.', [detail]);

export const methodNotAllowed = (): PortalFailure =>
  new PortalFailure(405, 'Method not supported.', ['This operation must be called with POST.'], 'EMU_0405');

export const unknownPortal = (id: string): PortalFailure =>
  new PortalFailure(400, 'Organization does not exist or is inaccessible.', [`Unknown portal id '${id}'.`], 'EMU_0101');

export const unknownRole = (id: string): PortalFailure =>
  new PortalFailure(400, 'Role does not exist or is inaccessible.', [`Unknown role id '${id}'.`], 'EMU_0201');

export const badParameter = (message: string, details: string[] = []): PortalFailure =>
  new PortalFailure(400, message, details, 'EMU_0400');

export const prebuiltRoleImmutable = (id: string): PortalFailure =>
  new PortalFailure(400, 'Pre-built roles cannot be modified.', [`Role '${id}' is a pre-built role.`], 'EMU_0202');

export const persistFailed = (): PortalFailure =>
  new PortalFailure(500, 'Unable to save the change.', ['The emulator could not persist its state.'], 'EMU_0500');
