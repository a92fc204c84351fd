/** How app.ts registers this module: its routes, jobs, and the services other modules are given. */
import { providerSecretKey } from '../../../config';
import type { ModuleContext } from '../../../platform/module-context';
import type { SiteService } from '../../sites/site';
import type { VerifiedLogin } from '../member';
import { registerThirdPartyLoginAdminRoutes } from './admin-routes';
import { createThirdPartyLoginAdmin } from './admin-service';
import { createOidcClients } from './oidc-client';
import { registerThirdPartyLoginRoutes } from './routes';
import { createThirdPartyLoginService } from './service';

export function register(
  ctx: ModuleContext,
  needs: { verifiedLogin: VerifiedLogin; sites: SiteService },
): void {
  const { app, db, clock } = ctx;
  const key = providerSecretKey(ctx.config);
  const clients = createOidcClients(clock);
  const service = createThirdPartyLoginService({
    db,
    clock,
    key,
    clients,
    verifiedLogin: needs.verifiedLogin,
    currencies: (site) => needs.sites.currencies(site),
    attempts: ctx.attempts,
    log: app.log,
  });
  registerThirdPartyLoginRoutes(app, ctx.calls, service);
  registerThirdPartyLoginAdminRoutes(
    app,
    createThirdPartyLoginAdmin({ db, clock, key, clients, production: ctx.config.NODE_ENV === 'production' }),
  );
  ctx.addJob({ name: 'third-party-login-cleanup', cron: '17 * * * *', run: () => service.cleanUp() });
}
