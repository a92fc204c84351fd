import { useSession } from '../features/account/components/use-session';
import { RedEnvelope } from '../features/promotions/components/red-envelope';
import { useSiteContext } from '../features/site/components/use-site-context';

/** Things that float over every page for a real member (the red envelope). */
export function MemberExtras() {
  const session = useSession();
  const { env } = useSiteContext();
  if (!session.loggedIn || session.isDemo) return null;
  return (
    <RedEnvelope memberId={session.memberId} currency={session.currency ?? ''} timeZone={env.time_zone} />
  );
}
