import { AdminContentImageUpload, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@arks/contracts';
import { callAdmin, type AdminData } from '../api/admin-client';

/** A picture stored by the server under the SHA-256 of its bytes (`/static/content/<hash>.<ext>`). */
export type UploadedImage = AdminData<typeof AdminContentImageUpload>;
export type UploadRefusal = 'badType' | 'tooLarge';

/** What the browser can tell before sending (the server checks the bytes themselves again). */
export function uploadRefusal(file: { type: string; size: number }): UploadRefusal | null {
  if (!(CONTENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });

export async function uploadImage(file: Blob): Promise<UploadedImage> {
  return callAdmin(AdminContentImageUpload, { data_base64: await base64Of(file) });
}
