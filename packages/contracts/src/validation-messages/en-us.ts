import type { DOUBLE_VALIDATION_QUESTIONS } from '../account';
import type { ValidationKey } from '../validation';

type DoubleValidationEmptyKey =
  `double_validation_wrong_answer_empty_${(typeof DOUBLE_VALIDATION_QUESTIONS)[number]}`;

/**
 * English validation texts: the reference every other language file is typed against
 * (ValidationMessages), so a language that misses a key or adds one fails typecheck.
 * Keys are the rule keys of validation.ts (spec §5), `invalid_input` and the double validation
 * empty-answer key of each question.
 */
const enUS = {
  ph_account_name: 'Please enter your account',
  ph_password: 'Please enter your password',
  ph_account_verify_code: 'Please enter the verification code',
  verify_failed: 'Verification failed',
  'signup.err_withdraw_psw_required': 'Please enter the withdrawal password',
  'signup.err_withdraw_psw': 'Withdrawal password must be 4 digits',
  'signup.err_email_required': 'Please enter your email',
  'signup.err_email_format': 'Please enter a valid email address',
  'signup.err_phone_required': 'Please enter your phone number',
  'signup.err_phone_digits': 'Phone number must contain digits only',
  'signup.err_phone_length': 'Phone number must be exactly 10 digits',
  'signup.err_psw_required': 'Please enter a password',
  'signup.err_psw_length': 'Password must be 6-12 characters',
  'signup.err_psw_format': 'Password must contain letters and digits only, with at least one of each',
  'signup.err_checkPsw_diff': 'The two passwords do not match',
  'signup.err_account_required': 'Please enter an account name',
  'signup.err_account_format': 'Account may contain letters, digits, underscore and hyphen only',
  'signup.err_account_length': 'Account must be 6-12 characters',
  'signup.err_name_required': 'Please enter your real name',
  'signup.err_name_chinese': 'Name must be in Chinese characters',
  'signup.err_name_one_word': 'Name must be a single word',
  'signup.err_birthday_incomplete': 'Choose year, month and day, or none',
  'signup.err_birthday_required': 'Please choose your birthday',
  'signup.err_verify_code': 'Verification code must be 6 digits',
  'signup.err_contact_format': 'Only letters, digits, underscore, dot and hyphen are allowed',
  'signup.err_contact_length': 'Must be 5-50 characters',
  'signup.err_identity_required': 'Please enter your identity number',
  'signup.err_agreement': 'Please accept the service agreement',
  'signup.err_field_required': 'This field is required',
  'bind.err_holder_name': 'The account holder must be the name you registered with',
  input_too_long: 'This input is too long',
  input_bad_character: 'This input contains characters that are not allowed',
  url_not_allowed: 'Only http(s) addresses or site paths starting with a single / are allowed',
  invalid_input: 'Invalid input',
  double_validation_wrong_answer_empty_member_name: 'Please enter your real name',
  double_validation_wrong_answer_empty_identity_id: 'Please enter your identity number',
  double_validation_wrong_answer_empty_member_phone: 'Please enter your phone number',
  double_validation_wrong_answer_empty_member_email: 'Please enter your email',
  double_validation_wrong_answer_empty_withdraw_password: 'Please enter your withdrawal password',
} satisfies Record<ValidationKey | DoubleValidationEmptyKey | 'invalid_input', string>;

/** A language's validation texts: every key of the English reference, translated. */
export type ValidationMessages = Record<keyof typeof enUS, string>;

export default enUS;
