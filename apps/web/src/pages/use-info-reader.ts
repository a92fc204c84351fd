import type { InfoPageReader } from '../features/info-pages/api/info-pages';
import { useSession } from '../features/account/components/use-session';
import { useSiteContext } from '../features/site/components/use-site-context';

/** Who reads an information page: the server answers for the member's currency, else the visitor's. */
export function useInfoReader(): { reader: InfoPageReader; timeZone: string } {
  const { siteId, language, env } = useSiteContext();
  const session = useSession();
  const member = session.loggedIn && !session.isDemo ? session.memberId : null;
  return { reader: { siteId, language, reader: member ?? 'visitor' }, timeZone: env.time_zone };
}
