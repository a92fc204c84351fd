import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callRequests, defOf, providerRequests } from './test-support/request-schemas';

/**
 * Every request field that names an address (url, link, image, icon, href, cover, logo, picture...)
 * refuses script and foreign-scheme addresses at save. Walks every member, admin and provider request,
 * so a new address field that forgets the rule (safeUrl / safeUrlOrEmpty / httpUrl) fails here.
 */
const ADDRESS_WORDS = new Set([
  'url',
  'link',
  'image',
  'icon',
  'href',
  'cover',
  'logo',
  'picture',
  'avatar',
  'photo',
  'src',
  'origin',
]);
/** `icon_light`, `lobby_url`, `imageUrl`: any word of the name. */
const isAddressName = (key: string) =>
  key.split(/_|(?=[A-Z])/).some((word) => ADDRESS_WORDS.has(word.toLowerCase()));
/** Address-named fields that hold no address (numbers and enums are skipped anyway). */
const NOT_ADDRESSES = new Set<string>([]);

function unwrap(s: z.ZodType): z.ZodType {
  const def = defOf(s);
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type))
    return unwrap(def.innerType as z.ZodType);
  return s;
}

/** [path, the field's own schema] of every string-typed field whose name reads like an address. */
function addressFields(schema: z.ZodType, path = ''): [string, z.ZodType][] {
  const s = unwrap(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        const at = path ? `${path}.${key}` : key;
        const inner = defOf(unwrap(field)).type;
        if (isAddressName(key) && (inner === 'string' || inner === 'pipe') && !NOT_ADDRESSES.has(key))
          return [[at, field] as [string, z.ZodType]];
        return addressFields(field, at);
      });
    case 'array':
      return addressFields(def.element as z.ZodType, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => addressFields(o, path));
    case 'intersection':
      return [...addressFields(def.left as z.ZodType, path), ...addressFields(def.right as z.ZodType, path)];
    case 'pipe':
      return addressFields(def.in as z.ZodType, path);
    default:
      return [];
  }
}

const requests = [...callRequests, ...providerRequests];
const fields = requests.flatMap(([name, schema]) =>
  addressFields(schema).map(([path, field]) => ({ where: `${name}.${path}`, field })),
);

const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
];

describe('address fields take only http(s) or site paths', () => {
  it('finds the address fields of member, admin and provider calls', () => {
    const where = fields.map((f) => f.where);
    for (const expected of [
      'AdminBannerSave.image_url',
      'AdminBannerSave.link',
      'AdminFloatSave.image_url',
      'AdminFloatSave.link',
      'AdminSiteModelSave.image_url',
      'AdminSiteModelSave.link',
      'AdminRegisterBackgroundSave.image_url',
      'AdminMobileFooterSave.items[].url',
      'AdminFooterSave.sections[].items[].url',
      'AdminCustomerServiceSave.url',
      'AdminSitePublicOriginSave.public_origin',
      'AdminInfoPageSave.cover_url',
      'AdminGameSave.icon_light',
      'AdminSiteLogoSave.photo_path',
      'AdminProviderSave.base_url',
      'AdminProviderSave.quickbet_url',
      'GamePlay.lobby_url',
      'DemoPlay.lobby_url',
      'CheckIframe.url',
      'ZLaunchRequest.lobby_url',
    ])
      expect(where).toContain(expected);
  });

  it.each(fields)('$where refuses script, data, vbscript and protocol-relative addresses', ({ field }) => {
    const accepted = HOSTILE.filter((url) => field.safeParse(url).success);
    expect(accepted).toEqual([]);
  });
});
