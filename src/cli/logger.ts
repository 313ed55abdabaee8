import { redact, redactValue } from '../security/redact.ts';
import type { LogFields, Logger } from '../runtime.ts';

/** Structured log lines on stderr (stdout stays for results): `[level] event {json}`, always redacted. */
export function stderrLogger(write: (text: string) => void, debug = false): Logger {
  const line = (level: string) => (event: string, fields?: LogFields) => {
    write(`[${level}] ${event}${fields === undefined ? '' : ` ${redact(JSON.stringify(redactValue(fields)))}`}\n`);
  };
  return { debug: debug ? line('debug') : () => {}, info: line('info'), warn: line('warn'), error: line('error') };
}
