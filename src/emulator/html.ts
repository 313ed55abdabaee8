/**
 * HTML answers: the page every operation gives without `f=json` (the real service's default
 * format), and the web-tier pages the `html` and `status` faults imitate.
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>${body}</body></html>\n`;
}

/** The emulator does not run an operation asked for in HTML; it shows this page instead. */
export function operationPage(operation: string): string {
  return page(
    `Portal Directory - ${operation}`,
    `<h1>${escapeHtml(operation)}</h1><p>This is the HTML view of the REST operation. ` +
      'Add <code>f=json</code> (or <code>f=pjson</code>) to get JSON. The portal emulator does not run operations requested as HTML.</p>',
  );
}

export function signInPage(): string {
  return page('Sign In', '<h1>Sign in</h1><form method="post" action="/login"><input name="username"><input name="password" type="password"></form>');
}

export function gatewayPage(status: number): string {
  return page(`${status} Error`, `<h1>${status}</h1><p>The proxy server received an invalid response from an upstream server.</p>`);
}
