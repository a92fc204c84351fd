import { AdminContentImageUpload, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_PREFIX } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../platform/register-admin-call';
import type { ContentImageService } from './image-service';

/** A year, and never revalidated: the address is the picture's hash, so its bytes never change. */
const FOREVER = 'public, max-age=31536000, immutable';
const FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

export function registerContentImageRoutes(app: FastifyInstance, images: ContentImageService): void {
  registerAdminCall(
    app,
    AdminContentImageUpload,
    ({ input, staff, request }) =>
      images.upload(input.data_base64, { staffId: staff!.staffId, ip: request.ip }),
    // base64 is 4/3 of the file, plus the JSON around it.
    { bodyLimit: Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 1024 },
  );

  app.get<{ Params: { file: string } }>(
    `${CONTENT_IMAGE_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const image = match ? await images.find(match[1]!) : null;
      if (!image) {
        return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not Found');
      }
      const etag = `"${match![1]}"`;
      reply
        .header('cache-control', FOREVER)
        .header('etag', etag)
        // The stored type, never guessed from the bytes by the browser; opened alone it runs nothing.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
