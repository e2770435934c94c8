/**
 * Upstream result codes. The first block is the spec's catalogue (section 8); the rest are the codes
 * our protocol adds, each listed in docs/upstream-protocol.md.
 */
export const CODES = {
  OK: 0,
  TOKEN_EXPIRED: 1008,
  SESSION_INVALID: 1018,
  GO_HOME: 1012,
  KYC_L3_REQUIRED: 100326,
  REGISTER_REFUSED: 100989,
  CAPTCHA_REQUIRED: 100701,
  ACCOUNT_LOCKED: 100700,
  GAME_UNAVAILABLE: 110069,
  USERNAME_TAKEN: 100010,
  EMAIL_TAKEN: 100919,
  SECOND_RELOAD: -120,
  SECOND_GO_HOME: -130,
  // Protocol additions (docs/upstream-protocol.md)
  BAD_SIGNATURE: 1001,
  STALE_TIMESTAMP: 1002,
  REPLAYED_REQUEST: 1003,
  BAD_CIPHERTEXT: 1004,
  BAD_CLIENT: 1005,
  UNAUTHORIZED: 1006,
  VALIDATION: 1010,
  NOT_FOUND: 1404,
  RATE_LIMITED: 1429,
  INTERNAL: 1500,
  NOT_IMPLEMENTED: 1501,
  // Domain codes (append only; each is described in docs/upstream-protocol.md)
  INSUFFICIENT_FUNDS: 200001,
  IDEMPOTENCY_CONFLICT: 200002,
  SELF_EXCLUDED: 200003,
  DEPOSIT_LIMIT_EXCEEDED: 200004,
  WRONG_CREDENTIALS: 100702,
  ACCESS_LIMITED: 100703,
  ACCESS_DENIED: 100704,
  // Identity (verification codes, authenticator, files, KYC)
  CODE_INVALID: 200101,
  CODE_EXPIRED: 200102,
  CODE_ATTEMPTS_EXCEEDED: 200103,
  TOTP_INVALID: 200104,
  FILE_REJECTED: 200105,
  PHONE_TAKEN: 200106,
  KYC_STATE_CONFLICT: 200107,
  CAPTCHA_INVALID: 200108,
} as const;

export type UpstreamCode = (typeof CODES)[keyof typeof CODES];
