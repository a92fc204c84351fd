import { createRequire } from 'node:module';
import {
  dropForeignSource,
  RICH_HTML_LOADING_ATTRS,
  RICH_HTML_LOADING_TAGS,
  RICH_HTML_POLICY,
} from '@arks/contracts';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { fieldError } from './app-error';

const requireCommonJs = createRequire(import.meta.url);
let purify: DOMPurify | undefined;
/** What the hook removed during the current (synchronous) sanitize call. */
let foreignSources: string[] = [];

/**
 * One DOM for the process: DOMPurify only needs a window to parse into. jsdom takes about a second to
 * load, so the first sanitized write pays for it rather than every start of the server.
 */
function purifier(): DOMPurify {
  if (!purify) {
    const { JSDOM } = requireCommonJs('jsdom') as typeof import('jsdom');
    purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      const src = dropForeignSource(node);
      if (src !== null) foreignSources.push(src);
    });
  }
  return purify;
}

/** The sanitized html, and what it would have loaded from outside the content image store. */
function clean(html: string): { html: string; foreign: string[] } {
  const p = purifier();
  foreignSources = [];
  const out = p.sanitize(html, RICH_HTML_POLICY);
  const foreign = [...foreignSources];
  for (const removed of p.removed as { element?: Element; attribute?: Attr | null }[]) {
    const tag = removed.element?.nodeName.toLowerCase();
    if (tag && RICH_HTML_LOADING_TAGS.includes(tag)) foreign.push(`<${tag}>`);
    if (removed.attribute && RICH_HTML_LOADING_ATTRS.includes(removed.attribute.name))
      foreign.push(`${removed.attribute.name}="${removed.attribute.value}"`);
  }
  return { html: out, foreign };
}

/**
 * Rich content staff write (letters, announcements, promotions) is stored already sanitized: no
 * scripts, event handlers, javascript: links or frames ever reach a member's browser from it, and
 * nothing that loads from outside the content image store (dropped here, silently: for reading rows
 * stored before the rule, or written around the admin API).
 */
export function sanitizeHtml(html: string): string {
  return clean(html).html;
}

/**
 * sanitizeHtml for a staff member's save: a picture (or video, sound, background) from anywhere but
 * the content image store is refused with a 400 naming `field` and the address, rather than dropped
 * behind their back, so they know to upload it.
 */
export function sanitizeStaffHtml(html: string, field: string): string {
  const { html: out, foreign } = clean(html);
  if (foreign.length > 0) {
    const named = foreign.map((f) => (f.length > 120 ? `${f.slice(0, 117)}...` : f)).join(', ');
    throw fieldError(
      field,
      `pictures in rich text come only from the content image store (upload them); refused: ${named}`,
    );
  }
  return out;
}
