import { createHash } from 'node:crypto';
import { CONTENT_IMAGE_PREFIX, contentImageHash } from '@arks/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { StaffAuditWriter } from '../../accounts/staff';
import { checkPicture } from './image-check';
import { contentImages } from './schema';

/** The extension is only for people and tools reading the address; the stored type is what is served. */
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

export const imageUrl = (sha256: string, contentType: keyof typeof EXTENSIONS) =>
  `${CONTENT_IMAGE_PREFIX}${sha256}.${EXTENSIONS[contentType]}`;

export type ContentImageService = ReturnType<typeof createContentImageService>;

export function createContentImageService(deps: { db: Db; clock: Clock; audit: StaffAuditWriter }) {
  const { db } = deps;
  return {
    /** Stores the picture once per content; a repeat upload answers the stored one (`created` false). */
    async upload(base64: string, who: { staffId: number; ip: string }) {
      const bytes = Buffer.from(base64, 'base64');
      const image = await checkPicture(bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [inserted] = await db
        .insert(contentImages)
        .values({
          sha256,
          contentType: image.contentType,
          bytes,
          size: bytes.length,
          width: image.width,
          height: image.height,
          staffId: who.staffId,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing({ target: contentImages.sha256 })
        .returning({ sha256: contentImages.sha256 });
      const answer = {
        url: imageUrl(sha256, image.contentType),
        sha256,
        content_type: image.contentType,
        size: bytes.length,
        width: image.width,
        height: image.height,
        created: inserted !== undefined,
      };
      if (answer.created) {
        await deps.audit({
          staffId: who.staffId,
          action: 'content_image_upload',
          target: `content-image:${sha256}`,
          detail: { before: null, after: { ...answer, created: undefined } },
          ip: who.ip,
        });
      }
      return answer;
    },

    /** The stored picture, or null (unknown hash). */
    async find(sha256: string) {
      const [row] = await db
        .select({
          contentType: contentImages.contentType,
          bytes: contentImages.bytes,
        })
        .from(contentImages)
        .where(eq(contentImages.sha256, sql`${sha256}`));
      return row ?? null;
    },

    /** Whether `url` is a store address (as an upload answers it) of a picture that is stored. */
    async isStored(url: string) {
      const sha256 = contentImageHash(url);
      if (!sha256) return false;
      const [row] = await db
        .select({ sha256: contentImages.sha256 })
        .from(contentImages)
        .where(eq(contentImages.sha256, sql`${sha256}`));
      return row !== undefined;
    },
  };
}
