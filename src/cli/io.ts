/** What a CLI command may touch, passed in so commands are testable in-process. */
export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /** Colour only when stdout is a terminal (and NO_COLOR is unset). */
  readonly color: boolean;
  /** Long-running commands (serve, start, emulator) stop when this aborts, as on SIGINT. */
  readonly signal?: AbortSignal;
}

export type Command = (argv: string[], io: CliIO) => Promise<number>;

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_CHANGES = 2;

/** A usage mistake: printed as one line with the command's usage, exit 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}
