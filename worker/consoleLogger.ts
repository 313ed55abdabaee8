import { redact, redactValue } from '../src/security/redact.ts';
import type { LogFields, Logger } from '../src/runtime.ts';

/** JSON lines on the platform console (Workers, Lambda, Deno, Bun collect them), always redacted. */
const line =
  (level: 'debug' | 'info' | 'warn' | 'error') =>
  (event: string, fields?: LogFields): void => {
    console[level](redact(JSON.stringify({ level, event, ...(redactValue(fields ?? {}) as object) })));
  };

export const consoleLogger: Logger = { debug: () => {}, info: line('info'), warn: line('warn'), error: line('error') };
