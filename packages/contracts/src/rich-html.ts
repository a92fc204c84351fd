import { isContentImageUrl } from './content-image';

/**
 * Elements that make the browser load an address by themselves (a picture, a video and its frames, a
 * sound, a subtitle file). Rich text keeps only `<img>`, and only with a content image store picture.
 */
export const RICH_HTML_LOADING_TAGS = ['img', 'picture', 'source', 'video', 'audio', 'track'];
/** Attributes that load an address besides `src` (which the hook below judges). */
export const RICH_HTML_LOADING_ATTRS = ['srcset', 'poster', 'background'];

/**
 * What staff rich text (letters, announcements, promotions) keeps when sanitized with DOMPurify: the
 * server stores it sanitized with this policy, and the back office's member preview renders with the
 * same one, so the preview shows what members will see. Nothing in it may load from a host staff
 * name (every reader's address would reach that host): styles and the loading attributes are
 * dropped, media elements too, and `dropForeignSource` (its hook) removes any other element with a
 * `src` that is not a content image store picture. Links stay: they load nothing until followed.
 */
export const RICH_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'iframe',
    'object',
    'embed',
    ...RICH_HTML_LOADING_TAGS.filter((tag) => tag !== 'img'),
  ],
  FORBID_ATTR: ['style', ...RICH_HTML_LOADING_ATTRS],
};

/** The part of a DOM node the hook reads (DOMPurify hands it a node of its own window). */
interface RichNode {
  nodeName: string;
  getAttribute?: (name: string) => string | null;
  remove(): void;
}

/**
 * RICH_HTML_POLICY's DOMPurify `afterSanitizeAttributes` hook: removes an element whose `src` is not a
 * picture of the content image store (an `<img>` from elsewhere, a `data:` picture that skipped the
 * upload checks) and answers that address; null when the element stays as it is.
 */
export function dropForeignSource(node: RichNode): string | null {
  const src = node.getAttribute?.('src');
  if (src === null || src === undefined) return null;
  if (node.nodeName === 'IMG' && isContentImageUrl(src)) return null;
  node.remove();
  return src;
}
