import { AdminSiteList, type ZAdminSite } from '@arks/contracts';
import { useGetIdentity } from '@refinedev/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useAdminQuery } from '../api/use-admin';
import type { StaffProfile } from '../api/staff-session';
import { usePreferences } from './preferences';
import { lastSiteKey, openingSite, parseStoredSite } from './site-choice';

export type AdminSite = z.infer<typeof ZAdminSite>;

interface SiteScope {
  sites: AdminSite[];
  /** The site every list is narrowed to; null for all sites. */
  siteId: number | null;
  site: AdminSite | null;
  /** The site a page that edits one site opens on (`site-choice.ts`); null only while none is known. */
  opening: AdminSite | null;
  setSiteId(id: number | null): void;
  /** The site's title in the console's language. */
  siteName(id: number): string;
}

const KEY = 'arks-admin-site';
const SiteScopeContext = createContext<SiteScope | null>(null);

export function useSiteScope(): SiteScope {
  const value = useContext(SiteScopeContext);
  if (!value) throw new Error('useSiteScope outside SiteScopeProvider');
  return value;
}

/**
 * For pages that edit one site's content: the header's site, or with all sites chosen the one this
 * staff member chose last (else the first), which the header then shows, so such a page never opens
 * empty.
 */
export function useOneSite(): AdminSite | null {
  const { site, opening, setSiteId } = useSiteScope();
  const adopt = site ? null : (opening?.id ?? null);
  useEffect(() => {
    if (adopt !== null) setSiteId(adopt);
  }, [adopt, setSiteId]);
  return site ?? opening;
}

/** The header's site selector: staff of a multi-site operator work one site at a time, or all. */
export function SiteScopeProvider({ children }: { children: ReactNode }) {
  const { language } = usePreferences();
  const { data: staff } = useGetIdentity<StaffProfile>();
  const staffId = staff?.id;
  const answer = useAdminQuery(AdminSiteList, {}, { staleTime: 60_000 }).data;
  const sites = useMemo(() => answer?.list ?? [], [answer]);
  const [chosen, setChosen] = useState<number | null>(() => parseStoredSite(localStorage.getItem(KEY)));
  // What this browser remembers of each staff account's last single site, once read or written.
  const [lastChosen, setLastChosen] = useState<Record<number, number | null>>({});
  const last =
    staffId === undefined
      ? null
      : staffId in lastChosen
        ? lastChosen[staffId]!
        : parseStoredSite(localStorage.getItem(lastSiteKey(staffId)));
  const value = useMemo<SiteScope>(() => {
    // A site that no longer exists (or the list not loaded yet) means all sites.
    const site = sites.find((s) => s.id === chosen) ?? null;
    return {
      sites,
      siteId: site?.id ?? null,
      site,
      opening: openingSite(sites, chosen, last),
      setSiteId(id) {
        if (id === null) localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, String(id));
        if (id !== null && staffId !== undefined) {
          localStorage.setItem(lastSiteKey(staffId), String(id));
          setLastChosen((known) => ({ ...known, [staffId]: id }));
        }
        setChosen(id);
      },
      siteName(id) {
        const found = sites.find((s) => s.id === id);
        if (!found) return `#${id}`;
        return language === 'zh_CN' ? found.title_zh : found.title_en;
      },
    };
  }, [sites, chosen, last, staffId, language]);
  return <SiteScopeContext.Provider value={value}>{children}</SiteScopeContext.Provider>;
}
