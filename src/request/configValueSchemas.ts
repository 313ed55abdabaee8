import * as z from '../zod.ts';
import { withMeta } from '../zod.ts';
import { CONFIG_PROPERTIES, type ConfigProperty, type ConfigPropertyType } from '../catalog/configProperties.ts';
import { lazy } from './lazy.ts';

/**
 * Value schemas for `portalConfigProperties`, one per type in the spec's property table. The same
 * schemas validate requests and generate the shipped JSON Schema, so editors and the CLI agree.
 * Built on first use (`lazy`), together: only requests with a portalConfig change need them.
 */
export const portalConfigSetSchema = lazy(() => {
  const valueSchemas = buildValueSchemas();
  /** `set` of a portalConfig change: known properties only, each with its own type. */
  return z.strictObject(
    Object.fromEntries(CONFIG_PROPERTIES.map((p) => [p.name, withMeta(z.optional(valueSchemas[p.type]), { description: describe(p) })])),
  );
});

// RFC 1123 host names: letters, digits and hyphens per label, at least one dot, no scheme or path.
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

function buildValueSchemas(): Record<ConfigPropertyType, z.ZodMiniType> {
  const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' });
  const domainName = z.string().check(z.regex(HOSTNAME, { error: 'must be a domain name such as "services.example.com" (no scheme, port or path)' }));
  const footerLink = withMeta(
    z
      .strictObject({
        title: z.string().check(z.trim(), z.minLength(1, { error: 'a footer link needs a non-empty title' })),
        url: z.optional(httpUrl),
        email: z.optional(z.email({ error: 'must be an e-mail address' })),
        type: z.optional(z.enum(['contactUs', 'reportAbuse'])),
      })
      .check(
        z.superRefine((link, ctx) => {
          if ((link.url === undefined) === (link.email === undefined)) {
            ctx.addIssue({ code: 'custom', path: link.url === undefined ? [] : ['email'], message: 'a footer link needs exactly one of "url" or "email"' });
          }
          if (link.type !== undefined && link.email === undefined) {
            ctx.addIssue({ code: 'custom', path: ['type'], message: '"type" is only for e-mail links (contactUs or reportAbuse)' });
          }
        }),
      ),
    { description: 'A footer link: a title and exactly one of url or email; type only on e-mail links.' },
  );
  return {
    url: httpUrl,
    boolean: z.boolean(),
    minutes: z.int({ error: 'must be a whole number of minutes' }).check(z.positive({ error: 'must be a positive number of minutes' })),
    stringOrFalse: z.union([z.string().check(z.trim(), z.minLength(1)), z.literal(false)], {
      error: 'must be a host name string, or false in a disconnected environment',
    }),
    footerLinks: z.array(footerLink),
    domainList: z.array(domainName),
    stringList: z.array(z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }))),
  };
}

function describe(p: ConfigProperty): string {
  const since = p.deprecatedAt === undefined ? `since ${p.since}` : `since ${p.since}, deprecated at ${p.deprecatedAt}`;
  return `${p.meaning} (${since})`;
}
