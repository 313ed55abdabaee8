/**
 * dist/worker/lambda.js, the AWS Lambda bundle, under Node 24 as Lambda runs it: the module is
 * imported with the function's environment and `handler` answers API Gateway (v2) events. The
 * runtime matrix covers the other bundles; this one has no local Lambda runtime to serve it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE24 } from '../action/harness.ts';
import { SECRETS } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');

const invoke = `
const { handler } = await import(process.argv[1]);
const event = (method, path, body) => ({
  version: '2.0', rawPath: path, rawQueryString: '', headers: { 'content-type': 'application/json' },
  requestContext: { http: { method, path, sourceIp: '127.0.0.1' }, requestId: 'r1' }, body, isBase64Encoded: false,
});
const health = await handler(event('GET', '/healthz'));
const unsigned = await handler(event('POST', '/v1/changes', JSON.stringify({ changes: [{ kind: 'banner', enabled: true }] })));
console.log(JSON.stringify({ health, unsigned }));
`;

describe('the Lambda bundle', () => {
  it('answers health checks and refuses unauthenticated changes', () => {
    const env = {
      PATH: process.env.PATH ?? '',
      PORTAL_URL: 'https://portal.example.com/portal/sharing/rest',
      PORTAL_TOKEN: 'lambda-test-token',
      WEBHOOK_SECRETS: `ci=${SECRETS.ci}`,
    };
    const run = spawnSync(NODE24, ['--input-type=module', '-e', invoke, join(root, 'dist', 'worker', 'lambda.js')], { env, encoding: 'utf8', timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    const { health, unsigned } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, { statusCode: number; body: string }>;
    expect(health?.statusCode).toBe(200);
    expect(JSON.parse(health?.body ?? '{}')).toEqual({ ok: true });
    expect(unsigned?.statusCode).toBe(401);
    expect(JSON.parse(unsigned?.body ?? '{}').error.code).toBe('unauthenticated');
  });
});
