import { describe, expect, it } from 'vitest';
import { emulatorCommand } from '../../src/cli/commands/emulator.ts';

/** A mistyped command line must not put a member's password into a terminal or CI log. */
describe('portal-ops emulator argument errors', () => {
  it('does not quote a stray NAME:PASSWORD:ROLE (a forgotten --user)', async () => {
    let err = '';
    const code = await emulatorCommand(['--port', '0', 'ops:Pw-Stray-6e1d9b2c:admin'], { stdout: () => {}, stderr: (t) => (err += t), env: {}, cwd: process.cwd(), color: false });
    expect(code).toBe(1);
    expect(err).toMatch(/unexpected argument: this command takes no positional arguments/);
    expect(err).not.toContain('Pw-Stray-6e1d9b2c');
  });
});
