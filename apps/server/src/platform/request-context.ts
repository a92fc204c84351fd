import type { LangCode } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAdminRoles } from '@arks/contracts';
import type { Site } from '../modules/site/service';
import type { StaffIdentity } from '../modules/staff/service';

/** Who is calling, set by the member guard from a verified session token. */
export interface MemberIdentity {
  memberId: number;
  siteId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language for texts in the answer: `lang` header, else `lang` cookie, else the site's default. */
    lang: LangCode;
    /** True when the caller chose the language (header or cookie) rather than the site default. */
    langExplicit: boolean;
    /** The site the request is for; set before the handler of every contract call. */
    site: Site | null;
    member: MemberIdentity | null;
    /** Set by the staff guard on /api/admin routes. */
    staff: StaffIdentity | null;
  }
  interface FastifyContextConfig {
    /** Set by registerCall from the contract; /api routes without 'public' require a member. */
    callAuth?: 'member' | 'public';
    /** Set by registerAdminCall: the staff roles an /api/admin route allows (admin always may). */
    adminRoles?: TAdminRoles | 'public';
  }
}

export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en_US');
  app.decorateRequest('langExplicit', false);
  app.decorateRequest('site', null);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
}
