import { agentAgreements, agentLevelNames } from '../schema';
import type { SeedUnit } from './index';
import { inEveryLanguage } from './texts';

/** A demo brand's agent programme texts: five agent levels named and the agent agreement, in every language. */
export function agentUnits(site: { id: number }): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:agent-texts`,
      async apply(tx) {
        const levels = [1, 2, 3, 4, 5].flatMap((level) =>
          Object.entries(inEveryLanguage((texts) => texts.agents.levelNames[level - 1]!)).map(
            ([language, name]) => ({ siteId: site.id, level, language, name }),
          ),
        );
        await tx.insert(agentLevelNames).values(levels).onConflictDoNothing();
        await tx
          .insert(agentAgreements)
          .values({ siteId: site.id, texts: inEveryLanguage((texts) => texts.agents.agreement) })
          .onConflictDoNothing();
      },
    },
  ];
}
