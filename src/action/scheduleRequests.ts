import { lineOfPath, parseJsonText } from '../request/parseJsonText.ts';
import { scheduleChangeRequest } from '../schedule/converge.ts';
import { evaluateSchedule } from '../schedule/evaluate.ts';
import { validateSchedule } from '../schedule/validateSchedule.ts';
import type { FileOutcome } from './types.ts';

/**
 * `command: schedule`: each schedule file becomes the change request for the banner it wants at
 * `now`, which is then applied like any other (so an already-right banner means no write).
 * Invalid schedules come back as outcomes with their errors located in the schedule file.
 */
export async function scheduleRequests(
  files: readonly string[],
  readFile: (file: string) => Promise<string>,
  now: number,
): Promise<{ requests: Map<string, string>; invalid: FileOutcome[] }> {
  const requests = new Map<string, string>();
  const invalid: FileOutcome[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file);
    } catch {
      invalid.push({ file, status: 'invalid', errors: [{ path: '', message: 'cannot read the file' }], warnings: [] });
      continue;
    }
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      invalid.push({ file, status: 'invalid', errors: [{ path: '', message: parsed.message, line: parsed.line, column: parsed.column }], warnings: [] });
      continue;
    }
    const checked = validateSchedule(parsed.value, { now });
    const locate = <T extends { path: string }>(i: T) => {
      const line = lineOfPath(text, i.path);
      return line === undefined ? i : { ...i, line };
    };
    if (!checked.valid || checked.schedule === undefined) {
      invalid.push({ file, status: 'invalid', errors: checked.errors.map(locate), warnings: checked.warnings.map(locate) });
      continue;
    }
    requests.set(file, JSON.stringify(scheduleChangeRequest(checked.schedule, evaluateSchedule(checked.schedule, now))));
  }
  return { requests, invalid };
}
