import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFiles } from '../../src/action/findFiles.ts';
import { globToRegExp, isGlob, normalizeGlob } from '../../src/action/globToRegExp.ts';

const matches = (pattern: string, path: string) => globToRegExp(pattern).test(path);

describe('globToRegExp', () => {
  it('* and ? stay within one segment', () => {
    expect(matches('changes/*.json', 'changes/banner.json')).toBe(true);
    expect(matches('changes/*.json', 'changes/sub/banner.json')).toBe(false);
    expect(matches('changes/*.json', 'changes/banner.jsonc')).toBe(false);
    expect(matches('changes/role-?.json', 'changes/role-1.json')).toBe(true);
    expect(matches('changes/role-?.json', 'changes/role-12.json')).toBe(false);
    expect(matches('*.json', 'a/b.json')).toBe(false);
  });

  it('** spans any number of segments, including none', () => {
    expect(matches('changes/**/*.json', 'changes/a.json')).toBe(true);
    expect(matches('changes/**/*.json', 'changes/x/y/a.json')).toBe(true);
    expect(matches('**/*.json', 'a.json')).toBe(true);
    expect(matches('**/*.json', 'deep/er/a.json')).toBe(true);
    expect(matches('changes/**', 'changes/x/a.json')).toBe(true);
    expect(matches('changes/**', 'changes')).toBe(false);
    expect(matches('changes/**/prod.json', 'other/prod.json')).toBe(false);
  });

  it('wildcards skip dot-names unless the pattern spells the dot', () => {
    expect(matches('**/*.json', '.github/a.json')).toBe(false);
    expect(matches('*', '.hidden')).toBe(false);
    expect(matches('.github/portal/*.json', '.github/portal/a.json')).toBe(true);
    expect(matches('.*', '.hidden')).toBe(true);
  });

  it('classes, alternatives and literal metacharacters', () => {
    expect(matches('role-[ab].json', 'role-a.json')).toBe(true);
    expect(matches('role-[!ab].json', 'role-a.json')).toBe(false);
    expect(matches('role-[!ab].json', 'role-c.json')).toBe(true);
    expect(matches('role-[0-9].json', 'role-7.json')).toBe(true);
    expect(matches('{banner,role}*.json', 'role-x.json')).toBe(true);
    expect(matches('{banner,role}*.json', 'notice.json')).toBe(false);
    expect(matches('a{b,{c,d}}e', 'ade')).toBe(true);
    expect(matches('v1.0+(x).json', 'v1.0+(x).json')).toBe(true);
    expect(matches('v1.0.json', 'v1x0.json')).toBe(false);
    expect(matches('./changes//a.json', 'changes/a.json')).toBe(true);
  });

  it('isGlob and normalizeGlob', () => {
    expect(isGlob('changes/a.json')).toBe(false);
    expect(isGlob('changes/*.json')).toBe(true);
    expect(isGlob('a{b,c}')).toBe(true);
    expect(normalizeGlob(' ./a//b/ ')).toBe('a/b');
  });
});

describe('findFiles', () => {
  function tree(): string {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ops-glob-'));
    for (const f of ['changes/a.json', 'changes/b.json', 'changes/prod/c.json', 'changes/drafts/d.json', 'changes/notes.md', '.github/e.json', 'node_modules/x/f.json', 'top.json']) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), '{}');
    }
    symlinkSync(join(dir, 'changes'), join(dir, 'changes', 'loop'));
    return dir;
  }

  it('expands globs in order, sorted, each file once, without walking dot-dirs, node_modules or symlinked dirs', () => {
    const dir = tree();
    const found = findFiles(['changes/*.json', 'changes/**/*.json', 'top.json'], dir);
    expect(found.problems).toEqual([]);
    expect(found.files).toEqual(['changes/a.json', 'changes/b.json', 'changes/drafts/d.json', 'changes/prod/c.json', 'top.json']);
    expect(findFiles(['**/*.json'], dir).files).toEqual(['changes/a.json', 'changes/b.json', 'changes/drafts/d.json', 'changes/prod/c.json', 'top.json']);
    expect(findFiles(['.github/*.json', 'node_modules/**/*.json'], dir).files).toEqual(['.github/e.json', 'node_modules/x/f.json']);
  });

  it('! excludes; unmatched patterns and missing files are problems', () => {
    const dir = tree();
    expect(findFiles(['changes/**/*.json', '!changes/drafts/**'], dir).files).toEqual(['changes/a.json', 'changes/b.json', 'changes/prod/c.json']);
    const found = findFiles(['missing/*.json', 'nope.json', 'changes', 'changes/drafts/*.json', '!**/d.json'], dir);
    expect(found.files).toEqual([]);
    expect(found.problems).toEqual(['no file matches "missing/*.json"', 'nope.json: no such file', 'changes: not a file', 'every file matching "changes/drafts/*.json" is excluded']);
  });
});
