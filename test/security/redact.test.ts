import { describe, expect, it } from 'vitest';
import { AuthError, PortalError, ValidationError } from '../../src/errors.ts';
import { redact, redactValue, registerSecret } from '../../src/security/redact.ts';

describe('redact', () => {
  it('masks credential shapes even when the value was never registered', () => {
    expect(redact('POST token=abc123XYZ&f=json')).toBe('POST token=***&f=json');
    expect(redact('{"password":"hunter2!","user":"amy"}')).toBe('{"password":"***","user":"amy"}');
    expect(redact('client_secret=s3cr3t-value')).toBe('client_secret=***');
    expect(redact('X-Esri-Authorization: Bearer eyJhbGciOi.payload.sig')).toBe('X-Esri-Authorization: Bearer ***');
    expect(redact('secret whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe('secret whsec_***');
  });
  it('masks registered secrets wherever they appear', () => {
    registerSecret('Distinctive-Secret-42');
    expect(redact('portal said: Distinctive-Secret-42 is wrong')).toBe('portal said: *** is wrong');
  });
  it('deep-redacts values by key and by content', () => {
    expect(redactValue({ auth: { token: 'tok-value-1', note: 'token=abc' }, list: ['password=x1'] })).toEqual({
      auth: { token: '***', note: 'token=***' },
      list: ['password=***'],
    });
  });
});

describe('errors never store a credential', () => {
  it('redacts messages, details and causes at construction', () => {
    registerSecret('Very-Secret-Password-9');
    const err = new AuthError('generateToken failed for password=Very-Secret-Password-9', {
      code: 'invalid_credentials',
      operation: 'generateToken',
      details: ['Very-Secret-Password-9 rejected'],
      cause: new Error('body: token=leaky-token-value'),
    });
    const everything = [err.message, JSON.stringify(err), String(err.cause), err.details.join(' ')].join('\n');
    expect(everything).not.toContain('Very-Secret-Password-9');
    expect(everything).not.toContain('leaky-token-value');
    expect(err.toJSON()).toMatchObject({ kind: 'auth', code: 'invalid_credentials', operation: 'generateToken' });
  });
  it('keeps what a person needs to act', () => {
    const err = new PortalError('settings/update failed', { code: 'portal_error', operation: 'settings/update', status: 200, portalCode: 400, messageCode: 'ORG_1234' });
    expect(err.toJSON()).toEqual({ kind: 'portal', code: 'portal_error', message: 'settings/update failed', operation: 'settings/update', status: 200, portalCode: 400, messageCode: 'ORG_1234' });
    const v = new ValidationError('invalid', [{ path: 'changes[0]', message: 'bad', hint: 'fix' }]);
    expect(v.toJSON()).toMatchObject({ kind: 'validation', issues: [{ path: 'changes[0]', message: 'bad', hint: 'fix' }] });
    expect(v).toBeInstanceOf(Error);
  });
});
