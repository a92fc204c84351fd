import { useEffect, useMemo } from 'react';
import type { LayoutMode } from '../../../lib/layout-mode';
import { brandedColors, homeSections, templateTheme } from '../../../theme/resolve-theme';
import type { ResolvedTheme } from '../../../theme/theme-context';
import { tokenVars } from '../../../theme/tokens';
import { withoutTransitions } from '../../../theme/without-transitions';
import { useTemplateConfig } from '../api/template-config';
import type { SiteContext } from './use-site-context';

/**
 * The template the page is drawn with (desktop or mobile by layout mode), with the site's colours.
 * Its tokens go on <html> rather than the layout root, so dialogs and menus that portal into <body>
 * wear them too.
 */
export function useTemplateTheme(
  { siteId, env, language }: SiteContext,
  mode: LayoutMode,
): { theme: ResolvedTheme; ready: boolean } {
  const config = useTemplateConfig(siteId, language, env.mobile_template);
  const site = config.data;
  const theme = useMemo(() => {
    const base = templateTheme(mode, env);
    return { ...base, colors: brandedColors(base, site), sections: homeSections(base, site) };
  }, [mode, env, site]);

  useEffect(() => {
    const root = document.documentElement;
    const vars = tokenVars(theme.colors, theme.radius, theme.type);
    withoutTransitions(() => {
      for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
      root.style.colorScheme = theme.scheme;
      root.dataset.scheme = theme.scheme;
    });
    return () => {
      withoutTransitions(() => {
        for (const name of Object.keys(vars)) root.style.removeProperty(name);
        root.style.removeProperty('color-scheme');
        delete root.dataset.scheme;
      });
    };
  }, [theme]);
  // Ready once the first answer (or failure) is in: the loading screen waits so colours do not flash.
  return { theme, ready: config.isFetched || config.isError || site !== undefined };
}
