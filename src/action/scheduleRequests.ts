import { scheduleChangeRequest } from '../schedule/converge.ts';
import { evaluateSchedule } from '../schedule/evaluate.ts';
import { validateSchedule } from '../schedule/validateSchedule.ts';
import { locate, readJson, type RunDeps } from './runCommand.ts';
import type { FileOutcome } from './types.ts';

/**
 * `command: schedule`: each schedule file becomes the change request for the banner it wants at
 * `now`, which is then applied like any other (so an already-right banner means no write).
 * Invalid schedules come back as outcomes with their errors located in the schedule file.
 */
export async function scheduleRequests(
  files: readonly string[],
  readFile: RunDeps['readFile'],
  now: number,
): Promise<{ requests: Map<string, Uint8Array>; invalid: FileOutcome[] }> {
  const requests = new Map<string, Uint8Array>();
  const invalid: FileOutcome[] = [];
  for (const file of files) {
    const read = await readJson(file, readFile);
    if ('status' in read) {
      invalid.push(read);
      continue;
    }
    const checked = validateSchedule(read.value, { now });
    if (!checked.valid || checked.schedule === undefined) {
      invalid.push({ file, status: 'invalid', errors: await locate(read.text, checked.errors), warnings: await locate(read.text, checked.warnings) });
      continue;
    }
    requests.set(file, new TextEncoder().encode(JSON.stringify(scheduleChangeRequest(checked.schedule, evaluateSchedule(checked.schedule, now)))));
  }
  return { requests, invalid };
}
