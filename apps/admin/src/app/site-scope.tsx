import { AdminSiteList, type ZAdminSite } from '@arks/contracts';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useAdminQuery } from '../api/use-admin';
import { usePreferences } from './preferences';

export type AdminSite = z.infer<typeof ZAdminSite>;

interface SiteScope {
  sites: AdminSite[];
  /** The site every list is narrowed to; null for all sites. */
  siteId: number | null;
  site: AdminSite | null;
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

/** The header's site selector: staff of a multi-site operator work one site at a time, or all. */
export function SiteScopeProvider({ children }: { children: ReactNode }) {
  const { language } = usePreferences();
  const answer = useAdminQuery(AdminSiteList, {}, { staleTime: 60_000 }).data;
  const sites = useMemo(() => answer?.list ?? [], [answer]);
  const [chosen, setChosen] = useState<number | null>(() => {
    const stored = Number(localStorage.getItem(KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const value = useMemo<SiteScope>(() => {
    // A site that no longer exists (or the list not loaded yet) means all sites.
    const site = sites.find((s) => s.id === chosen) ?? null;
    return {
      sites,
      siteId: site?.id ?? null,
      site,
      setSiteId(id) {
        if (id === null) localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, String(id));
        setChosen(id);
      },
      siteName(id) {
        const found = sites.find((s) => s.id === id);
        if (!found) return `#${id}`;
        return language === 'zh_CN' ? found.title_zh : found.title_en;
      },
    };
  }, [sites, chosen, language]);
  return <SiteScopeContext.Provider value={value}>{children}</SiteScopeContext.Provider>;
}
