import { useSession } from '../features/account/components/use-session';
import { RedEnvelope } from '../features/promotions/components/red-envelope';
import { SignInCalendar } from '../features/promotions/components/sign-in-calendar';
import { useSiteContext } from '../features/site/components/use-site-context';

/** Things that float over every page for a real member (the red envelope, the sign-in calendar). */
export function MemberExtras() {
  const session = useSession();
  const { env } = useSiteContext();
  if (!session.loggedIn || session.isDemo) return null;
  return (
    <>
      <RedEnvelope memberId={session.memberId} currency={session.currency ?? ''} timeZone={env.time_zone} />
      <SignInCalendar memberId={session.memberId} currency={session.currency ?? ''} />
    </>
  );
}
