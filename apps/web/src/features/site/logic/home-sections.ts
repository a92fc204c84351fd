/**
 * Home sections a template may list (template config `home_sections`) whose content comes with later
 * issues. Sections rendered today (hero, game halls) and unknown ids are left out.
 */
const LATER_SECTION_TITLES: Record<string, string> = {
  jackpot: 'home.sections.jackpot',
  hot_games: 'home.sections.hot_games',
  promotions: 'home.sections.promotions',
  sponsor: 'home.sections.sponsor',
};

export function laterSectionKeys(sections: readonly string[]): { id: string; titleKey: string }[] {
  const seen = new Set<string>();
  const result: { id: string; titleKey: string }[] = [];
  for (const id of sections) {
    const titleKey = LATER_SECTION_TITLES[id];
    if (titleKey && !seen.has(id)) {
      seen.add(id);
      result.push({ id, titleKey });
    }
  }
  return result;
}
