/** The URL of this workflow run, for the audit record and the pull-request comment. */
export function runUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL || 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}
