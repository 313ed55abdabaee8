import type { Command } from '../io.ts';

// Placeholder: the emulator face is being built in src/emulator/.
export const emulatorCommand: Command = async (_argv, io) => {
  io.stderr('portal-ops emulator: not built yet\n');
  return 1;
};
