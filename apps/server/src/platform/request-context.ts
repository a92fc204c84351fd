import type { LangCode } from '@arks/contracts';
import type { FastifyInstance } from 'fastify';
import type { TAdminRoles, TStaffRole } from '@arks/contracts';

/**
 * The site a request is for. Platform code reads only these fields; the sites module widens this to
 * its whole `Site` (declaration merging in modules/sites/site/service.ts), so handlers see every
 * field while platform/ knows none of them.
 */
export interface RequestSite {
  id: number;
  defaultLanguage: string;
}

/** Where the site of a request is found; the sites module provides it. */
export interface SiteDirectory {
  findActiveById(id: number): Promise<RequestSite | undefined>;
  findActiveByHost(host: string): Promise<RequestSite | undefined>;
}

/** Who is calling /api/admin, set by the staff guard from a verified staff session. */
export interface StaffIdentity {
  staffId: number;
  role: TStaffRole;
  sessionId: string;
  totpEnabled: boolean;
  /** An account an admin made that has not yet set its own password (guard.ts). */
  mustChangePassword: boolean;
  /** When the session ends unless used again (idle limit) or at the latest (its life). */
  expiresAt: Date;
}

/** Who is calling, set by the member guard from a verified session token. */
export interface MemberIdentity {
  memberId: number;
  siteId: number;
  /** The member's currency (fixed at registration), so no module looks it up per request. */
  currency: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language for texts in the answer: `lang` header, else `lang` cookie, else the site's default. */
    lang: LangCode;
    /** True when the caller chose the language (header or cookie) rather than the site default. */
    langExplicit: boolean;
    /** The site the request is for; set before the handler of every contract call. */
    site: RequestSite | null;
    member: MemberIdentity | null;
    /** Set by the staff guard on /api/admin routes. */
    staff: StaffIdentity | null;
  }
  interface FastifyContextConfig {
    /** Set by registerCall from the contract; /api routes without 'public' require a member. */
    callAuth?: 'member' | 'public';
    /** Set by registerAdminCall: the staff roles an /api/admin route allows (admin always may). */
    adminRoles?: TAdminRoles | 'public';
    /**
     * Set by registerCall for visitor-cached public reads: asked without a token, their answer may be
     * kept by caches as it is today; every other /api answer is sent `no-store` (see no-store.ts).
     */
    publicCache?: boolean;
  }
}

export function decorateRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en_US');
  app.decorateRequest('langExplicit', false);
  app.decorateRequest('site', null);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
}
