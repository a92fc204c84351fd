import type { AdminInfoPageSave, InfoPageKind } from '@arks/contracts';
import type { AdminInput } from '../../api/admin-client';
import { writtenTexts } from '../../components/content/live-content';

type SaveInput = AdminInput<typeof AdminInfoPageSave>;

/** Where members open the page on the member site (spec §2: /main/{id}, /faq/{id}, /discount/{id}). */
export function memberAddress(kind: InfoPageKind, number: number): string {
  return `/${kind}/${number}`;
}

/** A new page's number: one past the highest of its kind, so it never replaces a page by accident. */
export function nextNumber(rows: readonly { kind: string; number: number }[], kind: InfoPageKind): number {
  return rows.filter((r) => r.kind === kind).reduce((max, r) => Math.max(max, r.number), 0) + 1;
}

export interface InfoPageForm {
  kind: InfoPageKind;
  number: number;
  titles: Record<string, string | undefined>;
  summaries: Record<string, string | undefined>;
  bodies: Record<string, string | undefined>;
  cover_url?: string | null;
  currencies?: string[];
  sort: number;
  active: boolean;
  start_at: string | null;
  end_at: string | null;
}

/**
 * The form as the save call takes it: languages left empty are not sent (the member site then reads
 * the site's default language), no currency chosen means every currency, a blank cover none.
 */
export function infoPageInput(siteId: number, form: InfoPageForm): SaveInput {
  const cover = form.cover_url?.trim();
  const summaries = writtenTexts(form.summaries ?? {});
  return {
    site_id: siteId,
    kind: form.kind,
    number: form.number,
    titles: writtenTexts(form.titles ?? {}),
    // The call takes summaries as absent or at least one language.
    ...(Object.keys(summaries).length ? { summaries } : {}),
    bodies: writtenTexts(form.bodies ?? {}),
    cover_url: cover ? cover : null,
    currencies: form.currencies?.length ? form.currencies : null,
    sort: form.sort ?? 0,
    active: form.active,
    start_at: form.start_at,
    end_at: form.end_at,
  };
}

/** A save without a title or body in any language is refused here, before the server says so. */
export function missingText(input: SaveInput): 'title' | 'body' | null {
  if (!Object.keys(input.titles).length) return 'title';
  if (!Object.keys(input.bodies).length) return 'body';
  return null;
}
