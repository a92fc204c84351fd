import { useLayoutEffect, useMemo, useRef } from 'react';
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

  const applied = useRef<Applied | null>(null);
  useLayoutEffect(() => {
    const next: Applied = { vars: tokenVars(theme.colors, theme.radius, theme.type), scheme: theme.scheme };
    const before = applied.current;
    applied.current = next;
    if (!before) {
      // Before the first paint: the page is first drawn in these colours, so no transition can start.
      applyTokens(null, next);
    } else if (!sameTokens(before, next)) {
      withoutTransitions(() => applyTokens(before, next));
    }
  }, [theme]);
  useLayoutEffect(
    () => () => {
      const last = applied.current;
      applied.current = null;
      if (last) withoutTransitions(() => applyTokens(last, null));
    },
    [],
  );
  // Ready once the first answer (or failure) is in: the loading screen waits so colours do not flash.
  return { theme, ready: config.isFetched || config.isError || site !== undefined };
}

interface Applied {
  vars: Record<string, string>;
  scheme: string;
}

const sameTokens = (a: Applied, b: Applied) =>
  a.scheme === b.scheme &&
  Object.keys(a.vars).length === Object.keys(b.vars).length &&
  Object.entries(b.vars).every(([name, value]) => a.vars[name] === value);

/** Moves <html> from one set of tokens to the next, touching only what differs (null: none). */
function applyTokens(before: Applied | null, next: Applied | null): void {
  const root = document.documentElement;
  for (const name of Object.keys(before?.vars ?? {})) {
    if (!next || !(name in next.vars)) root.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(next?.vars ?? {})) {
    if (before?.vars[name] !== value) root.style.setProperty(name, value);
  }
  if (next) {
    root.style.colorScheme = next.scheme;
    root.dataset.scheme = next.scheme;
  } else {
    root.style.removeProperty('color-scheme');
    delete root.dataset.scheme;
  }
}
