import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.ts';
import { isLoopback, parseRestRoot } from '../../src/portal/restRoot.ts';

function failure(url: string): ConfigError {
  try {
    parseRestRoot(url);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('parseRestRoot', () => {
  it('accepts a hosted root', () => {
    expect(parseRestRoot('https://x.maps.arcgis.com/sharing/rest')).toEqual({
      root: 'https://x.maps.arcgis.com/sharing/rest',
      hosted: true,
    });
  });

  it('accepts a self-hosted root with a one- or multi-segment context, dropping trailing slashes', () => {
    expect(parseRestRoot('https://gis.example.org/portal/sharing/rest/')).toEqual({
      root: 'https://gis.example.org/portal/sharing/rest',
      hosted: false,
      context: 'portal',
    });
    expect(parseRestRoot('  https://GIS.example.org:7443/gis/portal/sharing/rest//  ')).toEqual({
      root: 'https://gis.example.org:7443/gis/portal/sharing/rest',
      hosted: false,
      context: 'gis/portal',
    });
  });

  it('allows plain http only to loopback', () => {
    expect(parseRestRoot('http://localhost:8080/portal/sharing/rest').root).toBe('http://localhost:8080/portal/sharing/rest');
    expect(parseRestRoot('http://127.0.0.1:9/sharing/rest').hosted).toBe(true);
    expect(parseRestRoot('http://127.8.9.10/arcgis/sharing/rest').context).toBe('arcgis');
    expect(parseRestRoot('http://[::1]:8787/portal/sharing/rest').root).toBe('http://[::1]:8787/portal/sharing/rest');
    const err = failure('http://gis.example.org/portal/sharing/rest');
    expect(err.message).toMatch(/plain http/);
    expect(err.message).toContain('https://gis.example.org/portal/sharing/rest');
    expect(err.code).toBe('invalid_portal_url');
    expect(failure('http://127.0.0.1.example.org/sharing/rest').message).toMatch(/plain http/);
  });

  it('suggests the REST root for home pages, bare contexts and deeper paths', () => {
    expect(failure('https://gis.example.org/portal/home').message).toContain('Use https://gis.example.org/portal/sharing/rest');
    expect(failure('https://gis.example.org/portal/home/index.html').message).toContain('https://gis.example.org/portal/sharing/rest');
    expect(failure('https://gis.example.org/portal').message).toContain('use https://gis.example.org/portal/sharing/rest');
    expect(failure('https://gis.example.org/portal/').message).toContain('https://gis.example.org/portal/sharing/rest');
    expect(failure('https://gis.example.org/portal/sharing').message).toContain('https://gis.example.org/portal/sharing/rest');
    expect(failure('https://gis.example.org/portal/sharing/rest/portals/self').message).toContain(
      'Use https://gis.example.org/portal/sharing/rest.',
    );
    expect(failure('https://gis.example.org/portal/portaladmin').message).toContain('https://gis.example.org/portal/sharing/rest');
    expect(failure('https://x.maps.arcgis.com/home').message).toContain('https://x.maps.arcgis.com/sharing/rest');
    const bare = failure('https://gis.example.org');
    expect(bare.message).toContain('https://gis.example.org/sharing/rest');
    expect(bare.message).toContain('/<context>/sharing/rest');
  });

  it('refuses query strings and fragments without echoing them', () => {
    const q = failure('https://gis.example.org/portal/sharing/rest?token=s3cr3t-value-123');
    expect(q.message).toMatch(/query string/);
    expect(q.message).not.toContain('s3cr3t');
    expect(failure('https://gis.example.org/portal/sharing/rest?').message).toMatch(/query string/);
    expect(failure('https://gis.example.org/portal/sharing/rest#x').message).toMatch(/fragment/);
  });

  it('refuses credentials in the URL without echoing them', () => {
    const err = failure('https://admin:Sup3rS3cretPw@gis.example.org/portal/sharing/rest');
    expect(err.message).toMatch(/credentials/);
    expect(err.message).not.toContain('Sup3rS3cretPw');
    expect(JSON.stringify(err)).not.toContain('Sup3rS3cretPw');
  });

  it('refuses other schemes, garbage, empty input and odd context segments', () => {
    expect(failure('ftp://gis.example.org/portal/sharing/rest').message).toMatch(/https/);
    expect(failure('gis.example.org/portal/sharing/rest').message).toMatch(/absolute URL/);
    expect(failure('   ').message).toMatch(/empty/);
    expect(failure('https://gis.example.org/a%20b/sharing/rest').message).toMatch(/context segment/);
  });
});

describe('isLoopback', () => {
  it('knows 127.0.0.0/8, localhost and [::1]', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.3', '[::1]']) expect(isLoopback(host)).toBe(true);
    for (const host of ['128.0.0.1', 'example.org', '[::2]', 'localhost.example.org', '10.0.0.1']) expect(isLoopback(host)).toBe(false);
  });
});
