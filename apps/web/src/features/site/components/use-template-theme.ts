import { useEffect } from 'react';
import { templateColorVars } from '../../../theme/template-colors';
import { useTemplateConfig } from '../api/template-config';
import type { SiteContext } from './use-site-context';

/**
 * Puts the template's colours on <html> rather than the layout root, so dialogs and menus that portal
 * into <body> wear the site's colours too.
 */
export function useTemplateTheme({ siteId, env, language }: SiteContext): boolean {
  const config = useTemplateConfig(siteId, language, env.mobile_template);
  const colors = config.data?.colors;
  useEffect(() => {
    const vars = templateColorVars(colors);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
    };
  }, [colors]);
  // Ready once the first answer (or failure) is in: the loading screen waits so colours do not flash.
  return config.isFetched || config.isError || config.data !== undefined;
}
