import {
  AdminContentImageUpload,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  type AdminCallContract,
} from '@arks/contracts';
import { useOnError } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callAdmin, type AdminData, type AdminInput } from '../../api/admin-client';
import { useAdminQuery } from '../../api/use-admin';

/** A site's list of one kind of content; nothing is asked until a site is chosen. */
export function useSiteContent<C extends AdminCallContract>(contract: C, siteId: number | null) {
  return useAdminQuery(contract, { site_id: siteId ?? 0 } as AdminInput<C>, { enabled: siteId !== null });
}

/**
 * A content write: the server's answer first, then the lists it changes are fetched again (never
 * optimistic). A 401 signs staff out like any call; other refusals reach the caller to show.
 */
export function useContentWrite<C extends AdminCallContract>(contract: C, refetch: AdminCallContract[]) {
  const client = useQueryClient();
  const { mutate: onError } = useOnError();
  const [pending, setPending] = useState(false);
  const run = async (input: AdminInput<C>): Promise<AdminData<C>> => {
    setPending(true);
    try {
      const data = await callAdmin(contract, input);
      await Promise.all(refetch.map((c) => client.invalidateQueries({ queryKey: ['admin', c.name] })));
      return data;
    } catch (error) {
      onError(error);
      throw error;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

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
