/** The module's public face: what other modules may use. */
export { memberAuditWriter } from './audit';
export {
  audienceSelect,
  findMember,
  findMembers,
  memberIdsByAccount,
  membersIntroducedBy,
  recommendedMembers,
  setIntroducer,
  setMemberType,
  unknownAccounts,
  withMemberAccounts,
} from './directory';
export type { MemberAudience } from './directory';
export type { MemberRecord, RecommendedMember } from './directory';
export { AccountErrors } from './errors';
export { hashPassword, verifyPassword } from './password';
export { introducerExists } from './register-rules';
export { isActiveAgent, isFriendRecommendActive, isRecommendCodeLive } from './referrals';
// The member centre keeps the member's own profile, password and withdraw password.
export {
  clearTransferValidation,
  findMemberByAccount,
  findMemberById,
  listRegisterSettings,
  recoverySettings,
  setWithdrawPasswordHash,
  updatePassword,
  valueTaken,
} from './repository';
export type { MemberRow } from './repository';
export type { ClientInfo } from './service';
export type { VerifiedBy, VerifiedLogin } from './verified-login';
export { membersRegisteredAfter, registrationTimes, registrationsByDay } from './stats';
export type { RegisteredMember } from './stats';
