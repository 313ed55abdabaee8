import { describe, expect, it } from 'vitest';
import { interpretAnswer } from '../../src/portal/portalResponse.ts';
import { registerSecret } from '../../src/security/redact.ts';

/**
 * A portal or proxy that quotes the request puts the credential anywhere in its answer. Error
 * messages quote only the start of such an answer; cutting it before redacting would leave the
 * first characters of a secret that no longer matches the whole one.
 */
const SECRET = 'Cut-Secret-Heron-8c1f5a9e3d7b';
registerSecret(SECRET);
const prefixes = (text: string) => [6, 8, 10, 14, 20].map((n) => SECRET.slice(0, n)).filter((p) => text.includes(p));

describe('portal answers quoting a credential', () => {
  it('never show part of it in a non-JSON body snippet, wherever it sits', () => {
    for (let pad = 0; pad <= 100; pad++) {
      const answer = interpretAnswer('generateToken', { status: 400, contentType: 'text/plain', text: `${'.'.repeat(pad)} ${SECRET} trailing text` });
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(prefixes(answer.error.message), `padding ${pad}: ${answer.error.message}`).toEqual([]);
    }
  });

  it('never show part of it in an HTML page title, wherever it sits', () => {
    for (let pad = 0; pad <= 140; pad++) {
      const answer = interpretAnswer('settings', { status: 403, contentType: 'text/html', text: `<html><head><title>Blocked ${'.'.repeat(pad)} ${SECRET}</title></head></html>` });
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(prefixes(answer.error.message), `padding ${pad}: ${answer.error.message}`).toEqual([]);
    }
  });
});
