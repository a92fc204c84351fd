/**
 * What staff rich text (letters, announcements, promotions) keeps when sanitized with DOMPurify: the
 * server stores it sanitized with this policy, and the back office's member preview renders with the
 * same one, so the preview shows what members will see.
 */
export const RICH_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};
