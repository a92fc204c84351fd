import { createContext, useContext, type ReactNode } from 'react';
import { DESKTOP_THEMES } from './desktop-templates';
import type { HomeSection, TemplateTheme } from './template-theme';

/** A template with the site's colours applied and the home sections the site shows. */
export type ResolvedTheme = TemplateTheme & { sections: readonly HomeSection[] };

const fallback: ResolvedTheme = { ...DESKTOP_THEMES.pc, sections: DESKTOP_THEMES.pc.homeSections };
const ThemeContext = createContext<ResolvedTheme>(fallback);

export function TemplateThemeProvider({ theme, children }: { theme: ResolvedTheme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

/** The template the page is drawn with; pc outside a provider (component tests). */
export function useTemplate(): ResolvedTheme {
  return useContext(ThemeContext);
}
