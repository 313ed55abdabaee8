/**
 * The engine's logger on the runner: `[level] event {json}` lines in the step log, always redacted;
 * debug only when the run has step debugging on. The audit record also names the actor and the
 * run, which the principal (`github:<repo>@<ref>`) does not.
 */
import type { LogFields, Logger } from '../runtime.ts';
import { redact, redactValue } from '../security/redact.ts';

export interface LogSink {
  info(text: string): void;
  debug(text: string): void;
}

export function actionLogger(sink: LogSink, auditExtra: LogFields = {}): Logger {
  const line = (level: string, write: (text: string) => void) => (event: string, fields?: LogFields) => {
    const all = event === 'audit' && fields !== undefined ? { ...fields, ...auditExtra } : fields;
    write(`[${level}] ${event}${all === undefined ? '' : ` ${redact(JSON.stringify(redactValue(all)))}`}`);
  };
  return { debug: line('debug', sink.debug), info: line('info', sink.info), warn: line('warn', sink.info), error: line('error', sink.info) };
}
