import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Server texts (game names, letters, pages) come in the language of the request, so a language
 * switch marks every cached answer stale: what is on screen refetches at once in the new language,
 * including lists whose keys do not name the language.
 */
export function LanguageRefetch(): null {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, queryClient]);
  return null;
}
