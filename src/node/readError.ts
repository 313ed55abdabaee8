/** One clear phrase for a file that cannot be read (the CLI and the Action say the same). */
export function describeReadError(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory, not a file';
  if (code === 'EACCES') return 'permission denied';
  return `cannot read the file (${code ?? 'unknown error'})`;
}
