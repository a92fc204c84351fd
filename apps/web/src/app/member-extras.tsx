import { lazy, Suspense } from 'react';
import { useSession } from '../features/account/components/use-session';
import { FloatDock } from '../features/layout/components/float-dock';
import { useSiteContext } from '../features/site/components/use-site-context';

// Only a logged-in member sees them: visitors never download their code.
const RedEnvelope = lazy(() =>
  import('../features/promotions/components/red-envelope').then((m) => ({ default: m.RedEnvelope })),
);
const SignInCalendar = lazy(() =>
  import('../features/promotions/components/sign-in-calendar').then((m) => ({ default: m.SignInCalendar })),
);

/**
 * Things that float over every page for a real member (the red envelope, the sign-in calendar), in
 * the one corner they share (FloatDock: one column, stepping aside for forms on a phone).
 */
export function MemberExtras() {
  const session = useSession();
  const { env } = useSiteContext();
  if (!session.loggedIn || session.isDemo) return null;
  return (
    <FloatDock>
      <Suspense fallback={null}>
        <RedEnvelope memberId={session.memberId} currency={session.currency ?? ''} timeZone={env.time_zone} />
        <SignInCalendar memberId={session.memberId} currency={session.currency ?? ''} />
      </Suspense>
    </FloatDock>
  );
}
