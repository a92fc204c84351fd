import { createRequire } from 'node:module';
import { RICH_HTML_POLICY } from '@arks/contracts';
import createDOMPurify, { type DOMPurify } from 'dompurify';

const requireCommonJs = createRequire(import.meta.url);
let purify: DOMPurify | undefined;

/**
 * One DOM for the process: DOMPurify only needs a window to parse into. jsdom takes about a second to
 * load, so the first sanitized write pays for it rather than every start of the server.
 */
function purifier(): DOMPurify {
  if (!purify) {
    const { JSDOM } = requireCommonJs('jsdom') as typeof import('jsdom');
    purify = createDOMPurify(new JSDOM('').window);
  }
  return purify;
}

/**
 * Rich content staff write (letters, announcements, promotions) is stored already sanitized: no
 * scripts, event handlers, javascript: links or frames ever reach a member's browser from it.
 */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, RICH_HTML_POLICY);
}
