/**
 * The Action: read inputs (masking secrets at once), expand the files, validate / plan / apply them,
 * then report everywhere a reviewer looks: annotations on the files, the job summary, a sticky
 * pull-request comment, step outputs, and the exit status.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { parseRelease, type Target } from '../catalog/release.ts';
import { renderApplyResult, renderIssues, renderPlan } from '../plan/renderPlan.ts';
import { redact, registerSecret } from '../security/redact.ts';
import { actionOutputs } from './actionOutputs.ts';
import { emitAnnotations, issueText } from './emitAnnotations.ts';
import { failureMessage } from './failureMessage.ts';
import { findFiles } from './findFiles.ts';
import { readInputs, type ActionInputs } from './readInputs.ts';
import { renderReport } from './renderReport.ts';
import { runCommand } from './runCommand.ts';
import { runUrl } from './runUrl.ts';
import { truncateMarkdown } from './truncateMarkdown.ts';
import type { ActionCommand, ActionReport, FileOutcome } from './types.ts';
import type * as EngineModule from './engineFromInputs.ts';

// Cold start: `validate` loads only what it uses. The portal engine (undici, the portal client),
// schedules (croner) and the pull-request comment (Octokit) are imported when a run needs them,
// into chunks of their own (scripts/build.mjs builds the Action with code splitting).
let engineModule: typeof EngineModule | undefined;

const masked = new Set<string>();

/** Masks a secret in the runner's log and in our own redaction (once each). */
function maskSecret(secret: string): void {
  if (masked.has(secret)) return;
  masked.add(secret);
  core.setSecret(secret);
  registerSecret(secret);
}

const MAX_SUMMARY = 900_000;

export async function run(): Promise<void> {
  const env = process.env;
  let inputs: ActionInputs | undefined;
  let report: ActionReport;
  try {
    inputs = readInputs((name) => core.getInput(name), maskSecret);
    report = await execute(inputs, env.GITHUB_WORKSPACE || process.cwd());
  } catch (err) {
    const fallback = core.getInput('command').trim().toLowerCase();
    const command: ActionCommand = fallback === 'validate' || fallback === 'apply' ? fallback : 'plan';
    report = { command, files: [], problems: [redact(err instanceof Error ? err.message : String(err))], notes: [] };
  }
  try {
    for (const f of report.files) logOutcome(f);
    emitAnnotations(report, core);
    const outputs = actionOutputs(report);
    core.setOutput('changed', outputs.changed);
    core.setOutput('plan', outputs.plan);
    core.setOutput('result', outputs.result);
    await writeSummary(report);
    if (inputs !== undefined) await comment(report, inputs);
    const failure = failureMessage(report);
    if (failure !== undefined) core.setFailed(redact(failure));
  } catch (err) {
    core.setFailed(redact(`portal-ops: ${err instanceof Error ? err.message : String(err)}`));
  } finally {
    await engineModule?.closeNodeFetch();
  }
}

async function execute(inputs: ActionInputs, workspace: string): Promise<ActionReport> {
  const found = findFiles(inputs.files, workspace);
  const env = process.env;
  // Synchronous reads: this process reads a few small files one after the other, and each
  // fs/promises readFile is five thread-pool round trips (the first also starts the pool).
  const read = async (file: string): Promise<Uint8Array> => readFileSync(resolve(workspace, file));
  // A schedule run is an apply of the change request each schedule wants now.
  const scheduled = inputs.command === 'schedule' ? await (await import('./scheduleRequests.ts')).scheduleRequests(found.files, read, Date.now()) : undefined;
  const command: ActionCommand = inputs.command === 'schedule' ? 'apply' : inputs.command;
  const outcome = await runCommand(command, scheduled ? [...scheduled.requests.keys()] : found.files, {
    readFile: scheduled ? async (file) => scheduled.requests.get(file) ?? new Uint8Array() : read,
    target: validateTarget(inputs.release),
    principal: `github:${env.GITHUB_REPOSITORY ?? 'unknown'}@${env.GITHUB_REF ?? 'unknown'}`,
    engine: async () => {
      engineModule ??= await import('./engineFromInputs.ts');
      const audit = { actor: env.GITHUB_ACTOR ?? null, run: runUrl() ?? null, event: env.GITHUB_EVENT_NAME ?? null };
      return engineModule.engineFromInputs(inputs, workspace, maskSecret, audit);
    },
  });
  return { command, files: [...(scheduled?.invalid ?? []), ...outcome.files], problems: [...found.problems, ...outcome.problems], notes: outcome.notes };
}

/** `validate` runs without a portal: the release input says what to gate against. */
function validateTarget(release: string | undefined): Target {
  if (release === 'hosted') return { kind: 'hosted' };
  const parsed = release === undefined ? undefined : parseRelease(release);
  return parsed === undefined ? { kind: 'unknown' } : { kind: 'selfHosted', release: parsed };
}

function logOutcome(f: FileOutcome): void {
  core.startGroup(`${f.file}: ${f.status === 'applied' ? f.result.status : f.status}`);
  if (f.status === 'planned') core.info(redact(renderPlan(f.plan)));
  if (f.status === 'applied') core.info(redact(renderApplyResult(f.result)));
  if (f.status === 'invalid') for (const e of f.errors) core.info(`error: ${issueText(e)}${e.line === undefined ? '' : ` (line ${e.line})`}`);
  if (f.status === 'error') core.info(redact(`error: ${f.error.message}`));
  if (f.status === 'skipped') core.info(f.reason);
  if (f.status === 'valid') for (const line of renderIssues('warning', f.warnings, (s) => s)) core.info(redact(line));
  core.endGroup();
}

async function writeSummary(report: ActionReport): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('no GITHUB_STEP_SUMMARY: skipping the job summary');
    return;
  }
  try {
    await core.summary.addRaw(redact(truncateMarkdown(renderReport(report), MAX_SUMMARY, '… truncated: the step outputs have the full result.'))).write();
  } catch (err) {
    core.warning(redact(`could not write the job summary: ${err instanceof Error ? err.message : String(err)}`));
  }
}

/** The sticky comment, on pull-request events only (the event name is the one `context.eventName` reads). */
async function comment(report: ActionReport, inputs: ActionInputs): Promise<void> {
  const event = process.env.GITHUB_EVENT_NAME;
  if (!inputs.comment || (event !== 'pull_request' && event !== 'pull_request_target')) return;
  const { pullRequestComment } = await import('./pullRequestComment.ts');
  await pullRequestComment(report, inputs.githubToken);
}
