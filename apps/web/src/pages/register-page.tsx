import { useEffect } from 'react';
import { useLoginDialog } from '../features/account/components/login-dialog-provider';
import { useLayoutMode } from '../features/layout/components/layout-mode-context';
import { RegisterBackground } from '../features/site/components/register-background';
import { useSiteContext } from '../features/site/components/use-site-context';

/**
 * /register: reachable in development only (production redirects home and opens the register tab
 * there). The register form opens over the template's register background.
 */
export function RegisterPage() {
  const loginDialog = useLoginDialog();
  const { siteId, env } = useSiteContext();
  const mobile = useLayoutMode() === 'mobile';
  useEffect(() => {
    loginDialog.open({ tab: 'register' });
  }, [loginDialog]);
  return (
    <div className="relative min-h-[70vh]">
      <RegisterBackground
        siteId={siteId}
        template={mobile ? env.mobile_template : env.template}
        className="absolute inset-0 size-full opacity-60"
      />
    </div>
  );
}
