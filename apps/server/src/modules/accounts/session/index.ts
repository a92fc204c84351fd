/** The module's public face: what other modules may use, and `register`, which app.ts calls. */
export { admitDevice } from './device-policy';
export { createMemberGuard } from './guard';
export { createSessionService } from './service';
export type { SessionPolicy, SessionService } from './service';
export { hashToken, looksLikeToken, newToken } from './token';
export { createLoginHistory, lastLoginsOf } from './login-history';
export type { LoginHistory, LoginMethod, LoginRecord, SharedValue } from './login-history';
