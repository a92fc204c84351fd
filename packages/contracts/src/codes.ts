/**
 * Result codes. Platform-wide codes are ours; the per-call codes are spec §8 verbatim.
 * One name per code so a newcomer can grep from a client message to the server branch.
 */
export const PlatformCode = {
  OK: 1000,
  OK_LEGACY: 100,
  /** Input failed the contract; `message` names the field, `data.errors` lists them all. */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Site id (body) or host did not match any active site. */
  SITE_NOT_FOUND: 4004,
} as const;

export const LoginCode = {
  ACCOUNT_ERROR: 101,
  ACCOUNT_DISABLE: 102,
  ACCOUNT_FROZEN: 103,
  VERIFY_FAILED: 105,
  IP_ERROR: 106,
  DIFFERENT_DEVICE: 107,
  IP_ERROR_201: 201,
  IP_ERROR_202: 202,
  IP_ERROR_203: 203,
  TRANSFER_VALIDATION: 802,
} as const;

export const VerifyResetCode = {
  E101: 101,
  E102: 102,
  E201: 201,
  E202: 202,
  E203: 203,
  E204: 204,
} as const;

export const RegisterCode = {
  ACCOUNT_REPEAT: 102,
  NAME_REPEAT: 103,
  PHONE_REPEAT: 104,
  EMAIL_REPEAT: 105,
  NO_PROXY: 106,
  RECOMMEND_CLOSED: 107,
  AGENT_DISABLED: 108,
  RECOMMEND_DISABLED: 109,
  CODE_DISABLED: 110,
  INTRODUCER_NOT_FOUND: 112,
  WRONG_PHONE_VERIFY_CODE: 113,
  IDENTITY_REPEAT: 114,
  EMAIL_INVALID: 206,
  PHONE_INVALID: 209,
  NAME_BLACKLISTED: 214,
  PHONE_SERVER_MESSAGE: 215,
  EMAIL_BLACKLISTED: 216,
  IP_ERROR: 218,
  INTRODUCER_NOT_FOUND_219: 219,
  INTRODUCER_NOT_FOUND_ON_PHONE_VERIFY: 222,
  IDENTITY_REPEAT_223: 223,
  CAPTCHA_FAILED: 224,
  NAME_INVALID: 227,
  INTRODUCER_INVALID: 228,
  QQ: 301,
  SKYPE: 302,
  WECHAT: 304,
  ZALO: 305,
  FACEBOOK: 306,
  TELEGRAM: 307,
  WHATSAPP: 308,
  TOO_FREQUENT: 996,
  LIMIT_PER_IP: 997,
} as const;

export const SmsCode = {
  PHONE_VERIFY_ERROR: 99,
  LIMIT_FIVE_MINUTES: 102,
  NO_BALANCE: 103,
  CONTACT_SERVICE: 104,
  PHONE_BLANK: 201,
} as const;

export const GameStartCode = {
  MAINTENANCE: 203,
  TRANSFER_DISABLED: 957,
  /** Ours: the main balance could not be moved into the game; nothing was taken, the start stopped. */
  TRANSFER_IN_FAILED: 959,
} as const;

/**
 * forward_game.status codes (spec §7 private channel, §8: "code 957: notice that transfer is
 * disabled; other codes start game-status handling"). The other codes are ours (docs/architecture.md,
 * Games): 958 the member's game was ended on the server (left, replaced by another launch, ended by a
 * balance return) — pages stop counting it as playing, close its window, modal or /play and refresh
 * the cash; 959 the balance could not be moved into the game at launch — the member is told.
 */
export const GameStatusCode = {
  TRANSFER_DISABLED: 957,
  GAME_CLOSED: 958,
  TRANSFER_IN_FAILED: 959,
} as const;

export const BalanceReturnCode = { E101: 101, E102: 102, E103: 103, E104: 104, E105: 105 } as const;

export const RedEnvelopeCode = { CLEARED: 102 } as const;

export const DoubleValidationCode = {
  SERVER_MESSAGE_101: 101,
  SERVER_MESSAGE_102: 102,
  SERVER_MESSAGE_202: 202,
  IP_ERROR: 106,
  VERIFY_FAILED_103: 103,
  VERIFY_FAILED_104: 104,
  VERIFY_FAILED_105: 105,
  VERIFY_FAILED_205: 205,
  VERIFY_FAILED_206: 206,
  FAILED: 998,
} as const;

export const CaptchaCode = { RETRY_WAIT: 101 } as const;

/**
 * Money calls (deposits, withdrawals, transfers): the spec shows none of their codes, so these are
 * ours, kept apart from the §8 ranges above.
 */
export const MoneyCode = {
  INSUFFICIENT_FUNDS: 601,
  AMOUNT_OUT_OF_RANGE: 602,
  CHANNEL_UNAVAILABLE: 603,
  ORDER_NOT_FOUND: 604,
  ORDER_ALREADY_RESOLVED: 605,
  /** The same idempotency key came back with a different request. */
  IDEMPOTENCY_CONFLICT: 609,
  /** A pending transfer was already resolved the other way (posted vs voided). */
  TRANSFER_NOT_PENDING: 610,
  /** The bank account named is not one of the member's own bound accounts. */
  BANK_ACCOUNT_INVALID: 611,
  /** Staff: the withdrawal pays to a bank account finance has not verified, and the site's rule refuses it. */
  BANK_ACCOUNT_UNVERIFIED: 612,
  /** A withdrawal while a turnover requirement (打码量) is unmet; `data.remaining` says how much is left. */
  TURNOVER_UNMET: 613,
} as const;

/**
 * Third-party (OpenID Connect) login at /authCallback: the spec shows none of its codes, so these are
 * ours, apart from the §8 login codes (which the popup's opener already explains in its own words).
 */
export const ThirdPartyLoginCode = {
  /** The site has no such provider switched on, or no public address to be called back at. */
  PROVIDER_UNAVAILABLE: 131,
  /** The sign-in was unknown, already finished, too old, or started in another browser or site. */
  EXPIRED: 132,
  /** The provider refused, or its answer failed a check (code, ID token issuer, audience, nonce, expiry). */
  REFUSED: 133,
  /** The account is flagged for the security question, which only the password login asks. */
  PASSWORD_REQUIRED: 134,
} as const;

/** Spec §9: both codes mean success; older endpoints answer 100, newer ones 1000. */
export const SUCCESS_CODES = [100, 1000] as const;
export const CODE_OK = 1000;
export const CODE_OK_LEGACY = 100;

export function isSuccessCode(code: number): boolean {
  return code === CODE_OK || code === CODE_OK_LEGACY;
}
