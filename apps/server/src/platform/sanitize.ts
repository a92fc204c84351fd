import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One DOM for the process: DOMPurify only needs a window to parse into.
const purify = createDOMPurify(new JSDOM('').window);

/**
 * Rich content staff write (letters, announcements, promotions) is stored already sanitized: no
 * scripts, event handlers, javascript: links or frames ever reach a member's browser from it.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
