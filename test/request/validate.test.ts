import { describe, expect, it } from 'vitest';
import { validateChangeRequest, GATING_SKIPPED } from '../../src/request/validate.ts';
import { check, errorAt, selfHosted, unknown, warningAt } from './helpers.ts';

const banner = { kind: 'banner', enabled: true, text: 'Read-only', bgColor: '#ffcc00', fontColor: 'black' };

describe('envelope', () => {
  it('accepts a minimal request and applies the default portal alias', () => {
    const r = check([banner]);
    expect(r.valid).toBe(true);
    expect(r.request?.portal).toBe('default');
  });
  it('allows "$schema"', () => {
    expect(check([banner], unknown, { $schema: '../schema/change-request.schema.json' }).valid).toBe(true);
  });
  it('refuses non-objects, empty changes and unknown top-level fields with a suggestion', () => {
    expect(validateChangeRequest([], { target: unknown }).errors[0]?.message).toMatch(/JSON object, got array/);
    expect(errorAt(check([]), 'changes')?.message).toMatch(/at least one change/);
    const r = validateChangeRequest({ changes: [banner], reasn: 'x' }, { target: unknown });
    expect(errorAt(r, 'reasn')?.hint).toBe('did you mean "reason"?');
  });
  it('refuses a URL where a portal alias belongs', () => {
    const r = check([banner], unknown, { portal: 'https://evil.example.com/sharing/rest' });
    expect(errorAt(r, 'portal')?.message).toMatch(/alias.*never a URL/);
  });
  it('says when release gating is skipped, and what it checked against otherwise', () => {
    expect(check([banner]).notes).toContain(GATING_SKIPPED);
    expect(check([banner], selfHosted('11.3')).notes[0]).toMatch(/11\.3/);
  });
  it('reports an unknown kind with a suggestion and keeps checking the other changes', () => {
    const r = check([{ kind: 'baner', enabled: true }, { kind: 'banner', bgColor: 'notacolour' }]);
    expect(errorAt(r, 'changes[0].kind')?.hint).toBe('did you mean "banner"?');
    expect(errorAt(r, 'changes[1].bgColor')).toBeDefined();
  });
  it('refuses two changes to the same thing', () => {
    const r = check([banner, { kind: 'banner', enabled: false }]);
    expect(errorAt(r, 'changes[1]')?.hint).toMatch(/merge this change into changes\[0\]/);
    const notices = check([
      { kind: 'accessNotice', audience: 'anonymous', enabled: false },
      { kind: 'accessNotice', audience: 'authenticated', enabled: false },
    ]);
    expect(notices.valid).toBe(true);
  });
});

describe('banner', () => {
  it('accepts CSS names and hex colours, refuses anything else with the fix', () => {
    expect(check([{ kind: 'banner', bgColor: 'rebeccapurple', fontColor: '#FFF' }]).valid).toBe(true);
    const r = check([{ kind: 'banner', bgColor: 'rgb(1,2,3)', fontColor: '#ff00' }]);
    expect(errorAt(r, 'changes[0].bgColor')?.message).toMatch(/CSS colour name.*hex/);
    expect(errorAt(r, 'changes[0].fontColor')).toBeDefined();
  });
  it('warns (never errors) below 4.5:1 contrast', () => {
    const low = check([{ kind: 'banner', enabled: true, text: 'x', bgColor: '#ffcc00', fontColor: 'white' }]);
    expect(low.valid).toBe(true);
    expect(warningAt(low, 'changes[0].fontColor')?.message).toMatch(/1\.\d+:1.*4\.5:1/);
    expect(check([banner]).warnings).toEqual([]);
  });
  it('refuses a change that changes nothing', () => {
    expect(errorAt(check([{ kind: 'banner' }]), 'changes[0]')?.message).toMatch(/changes nothing/);
  });
  it('refuses wrong types with the path', () => {
    expect(errorAt(check([{ kind: 'banner', enabled: 'yes' }]), 'changes[0].enabled')?.message).toBe('expected boolean, got string');
  });
});

describe('accessNotice', () => {
  const notice = { kind: 'accessNotice', audience: 'authenticated', enabled: true, title: 'Terms', text: 'Agree' };
  it('accepts both buttons spellings and refuses others with a suggestion', () => {
    expect(check([{ ...notice, buttons: 'acceptAndDecline' }]).valid).toBe(true);
    expect(check([{ ...notice, buttons: 'acceptAndDecilne' }]).valid).toBe(true);
    expect(check([{ ...notice, buttons: 'okonly' }]).errors[0]?.hint).toBe('did you mean "okOnly"?');
  });
  it('refuses enabling a notice with an empty title or text', () => {
    const r = check([{ ...notice, title: '  ', text: '' }]);
    expect(errorAt(r, 'changes[0].title')?.message).toMatch(/non-empty title/);
    expect(errorAt(r, 'changes[0].text')?.message).toMatch(/non-empty text/);
    expect(check([{ ...notice, enabled: false, title: '' }]).valid).toBe(true);
  });
  it('requires a known audience', () => {
    const r = check([{ ...notice, audience: 'anonymus' }]);
    expect(errorAt(r, 'changes[0].audience')?.hint).toBe('did you mean "anonymous"?');
  });
});

describe('orgSettings', () => {
  it('warns when AI assistants are enabled while beta apps are blocked', () => {
    const r = check([{ kind: 'orgSettings', aiAssistantsEnabled: true, blockBetaApps: true }]);
    expect(r.valid).toBe(true);
    expect(warningAt(r, 'changes[0].aiAssistantsEnabled')?.hint).toMatch(/blockBetaApps/);
    expect(check([{ kind: 'orgSettings', aiAssistantsEnabled: true, blockBetaApps: false }]).warnings).toEqual([]);
  });
});

describe('release gating of settings/update', () => {
  it('refuses settings changes before 10.8, allows role changes', () => {
    expect(errorAt(check([banner], selfHosted('10.7')), 'changes[0]')?.message).toMatch(/from release 10\.8/);
    expect(check([banner], selfHosted('10.8')).valid).toBe(true);
  });
});
