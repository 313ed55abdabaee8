import { describe, expect, it } from 'vitest';
import { maskingFetch, tokensIn } from '../../src/action/maskingFetch.ts';
import { portalEnv, portalsFromInputs } from '../../src/action/portalsFromInputs.ts';
import { InputError, readInputs, splitList } from '../../src/action/readInputs.ts';
import { upsertStickyComment, type CommentsApi, type IssueComment } from '../../src/action/upsertStickyComment.ts';

function read(inputs: Record<string, string>) {
  const masked: string[] = [];
  const order: string[] = [];
  const result = readInputs((name) => {
    order.push(name);
    return inputs[name] ?? '';
  }, (s) => masked.push(s));
  return { result, masked, order };
}

describe('readInputs', () => {
  it('defaults: command plan, comment true', () => {
    const { result } = read({ files: 'a.json' });
    expect(result).toEqual({ command: 'plan', files: ['a.json'], comment: true });
  });

  it('masks every credential input before reading anything else', () => {
    const { result, masked, order } = read({ files: 'a.json', token: ' tok-1 ', password: 'pw-2', 'client-secret': 'cs-3', 'github-token': 'gh-4', username: 'amy', 'client-id': 'app' });
    expect(masked).toEqual(['tok-1', 'pw-2', 'cs-3', 'gh-4']);
    expect(order.slice(0, 4)).toEqual(['token', 'password', 'client-secret', 'github-token']);
    expect(result).toMatchObject({ token: 'tok-1', password: 'pw-2', clientSecret: 'cs-3', githubToken: 'gh-4', username: 'amy', clientId: 'app' });
  });

  it('masks secrets even when another input is wrong', () => {
    const masked: string[] = [];
    expect(() => readInputs((n) => ({ command: 'destroy', password: 'pw-9', files: 'a' })[n] ?? '', (s) => masked.push(s))).toThrow(InputError);
    expect(masked).toEqual(['pw-9']);
  });

  it('checks command, files, release and comment', () => {
    expect(() => read({ files: 'a.json', command: 'deploy' })).toThrow(/"command" must be validate, plan, apply or schedule/);
    expect(() => read({ files: ' \n ' })).toThrow(/"files" is required/);
    expect(() => read({ files: 'a', release: 'latest' })).toThrow(/"release" must be/);
    expect(() => read({ files: 'a', comment: 'maybe' })).toThrow(/"comment" must be true or false/);
    expect(read({ files: 'a', release: 'Hosted', comment: 'False', command: 'APPLY' }).result).toMatchObject({ release: 'hosted', comment: false, command: 'apply' });
    expect(read({ files: 'a', release: '11.3' }).result.release).toBe('11.3');
  });

  it('splits files on newlines and commas, but not inside {a,b}', () => {
    expect(splitList('a.json, b/*.json\n\n  c/{x,y}.json \n# a comment\n!drafts/**')).toEqual(['a.json', 'b/*.json', 'c/{x,y}.json', '!drafts/**']);
  });
});

describe('portalEnv', () => {
  const env = { PORTAL_URL: 'https://env/sharing/rest', PORTAL_TOKEN: 'env-token', PORTAL_RELEASE: '11.1', OTHER: 'x' };
  it('inputs override the environment; credential inputs replace its credentials as a whole', () => {
    const out = portalEnv({ command: 'plan', files: ['a'], comment: true, portalUrl: 'https://in/sharing/rest', username: 'amy', password: 'pw', release: '11.3' }, env);
    expect(out).toMatchObject({ PORTAL_URL: 'https://in/sharing/rest', PORTAL_USERNAME: 'amy', PORTAL_PASSWORD: 'pw', PORTAL_RELEASE: '11.3', OTHER: 'x' });
    expect(out.PORTAL_TOKEN).toBeUndefined();
  });
  it('without credential inputs the environment is used; release hosted clears PORTAL_RELEASE', () => {
    const out = portalEnv({ command: 'plan', files: ['a'], comment: true, release: 'hosted' }, env);
    expect(out).toMatchObject({ PORTAL_URL: 'https://env/sharing/rest', PORTAL_TOKEN: 'env-token' });
    expect(out.PORTAL_RELEASE).toBeUndefined();
  });
});

describe('portalsFromInputs', () => {
  const enc = new TextEncoder();
  const config = (username: Uint8Array) =>
    Uint8Array.from([...enc.encode('{"portals":{"prod":{"url":"https://gis.example.org/portal/sharing/rest","auth":{"type":"password","username":"'), ...username, ...enc.encode('","password":"env:PW"}}}}')]);
  const load = (bytes: Uint8Array | Error) =>
    portalsFromInputs({ command: 'plan', files: ['a'], comment: true, config: 'portals.json' }, {
      env: { PW: 'secret' },
      readFile: async () => {
        if (bytes instanceof Error) throw bytes;
        return bytes;
      },
      mask: () => undefined,
    });
  it('reads the config file as UTF-8 and refuses other bytes instead of repairing them', async () => {
    const utf8 = await load(config(enc.encode('José')));
    expect(utf8.portals.get('prod')?.auth).toMatchObject({ username: 'José' });
    // "José" in Latin-1: the é is the single byte 0xe9.
    await expect(load(config(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9])))).rejects.toThrow(/^config file portals\.json:1:\d+: invalid JSON: the text is not UTF-8$/);
  });
  it('names a missing config file', async () => {
    await expect(load(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }))).rejects.toThrow('config file portals.json: no such file');
  });
});

describe('maskingFetch', () => {
  it('masks tokens from sign-in answers and leaves the body readable', async () => {
    const masked: string[] = [];
    const answers: Record<string, string> = {
      'https://p/portal/sharing/rest/generateToken': '{"token":"T1-abcdef","expires":1}',
      'https://p/portal/sharing/rest/oauth2/token?x=1': '{"access_token":"T2-abcdef","expires_in":60}',
      'https://p/portal/sharing/rest/portals/self': '{"token":"not-a-sign-in"}',
    };
    const fetch = maskingFetch(async (input) => new Response(answers[String(input)] ?? '{}'), (s) => masked.push(s));
    for (const url of Object.keys(answers)) expect(await (await fetch(url)).text()).toBe(answers[url]);
    expect(masked).toEqual(['T1-abcdef', 'T2-abcdef']);
    expect(tokensIn('access_token=T3&token_type=bearer')).toEqual(['T3']);
    expect(tokensIn('<html>')).toEqual([]);
  });
});

describe('upsertStickyComment', () => {
  function api(initial: IssueComment[]) {
    const comments = [...initial];
    const calls: string[] = [];
    const fake: CommentsApi = {
      list: async () => comments,
      create: async (body) => {
        calls.push('create');
        const c = { id: 100 + comments.length, body };
        comments.push(c);
        return c;
      },
      update: async (id, body) => {
        calls.push(`update ${id}`);
        const c = comments.find((x) => x.id === id)!;
        Object.assign(c, { body });
        return c;
      },
    };
    return { fake, comments, calls };
  }
  const M = '<!-- portal-ops:w -->';

  it('creates once, then edits its own comment only', async () => {
    const { fake, comments, calls } = api([
      { id: 1, body: 'nice' },
      { id: 2, body: null },
      { id: 3, body: `> ${M}\n> quoted by a reviewer` },
      { id: 4, body: '<!-- portal-ops:other -->\nanother workflow' },
    ]);
    expect(await upsertStickyComment(fake, M, `${M}\nfirst`)).toEqual({ action: 'created', id: 104 });
    expect(await upsertStickyComment(fake, M, `${M}\nsecond`)).toEqual({ action: 'updated', id: 104 });
    expect(calls).toEqual(['create', 'update 104']);
    expect(comments.map((c) => c.body)).toEqual(['nice', null, `> ${M}\n> quoted by a reviewer`, '<!-- portal-ops:other -->\nanother workflow', `${M}\nsecond`]);
    await expect(upsertStickyComment(fake, M, 'no marker')).rejects.toThrow(/must start with its marker/);
  });
});
