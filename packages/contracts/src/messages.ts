import { V } from './validation';

/**
 * Texts for the validation keys, shared: the server uses them to write a readable 400 message, the
 * member site merges them into its catalogs. Other languages fall back to English.
 */
export const validationMessages: Record<'en_US' | 'zh_CN', Record<string, string>> = {
  en_US: {
    [V.loginAccount]: 'Please enter your account',
    [V.loginPassword]: 'Please enter your password',
    [V.captchaRequired]: 'Please enter the verification code',
    [V.verifyFailed]: 'Verification failed',
    [V.withdrawPasswordRequired]: 'Please enter the withdrawal password',
    [V.withdrawPasswordFormat]: 'Withdrawal password must be 4 digits',
    [V.emailRequired]: 'Please enter your email',
    [V.emailFormat]: 'Please enter a valid email address',
    [V.phoneRequired]: 'Please enter your phone number',
    [V.phoneDigits]: 'Phone number must contain digits only',
    [V.phoneLength]: 'Phone number must be exactly 10 digits',
    [V.pswRequired]: 'Please enter a password',
    [V.pswLength]: 'Password must be 6-12 characters',
    [V.pswFormat]: 'Password must contain letters and digits only, with at least one of each',
    [V.checkPswDiff]: 'The two passwords do not match',
    [V.accountRequired]: 'Please enter an account name',
    [V.accountFormat]: 'Account may contain letters, digits, underscore and hyphen only',
    [V.accountLength]: 'Account must be 6-12 characters',
    [V.nameRequired]: 'Please enter your real name',
    [V.nameChinese]: 'Name must be in Chinese characters',
    [V.nameOneWord]: 'Name must be a single word',
    [V.birthdayIncomplete]: 'Choose year, month and day, or none',
    [V.birthdayRequired]: 'Please choose your birthday',
    [V.verifyCode]: 'Verification code must be 6 digits',
    [V.contactFormat]: 'Only letters, digits, underscore, dot and hyphen are allowed',
    [V.contactLength]: 'Must be 5-50 characters',
    [V.identityRequired]: 'Please enter your identity number',
    [V.agreement]: 'Please accept the service agreement',
    [V.fieldRequired]: 'This field is required',
    invalid_input: 'Invalid input',
  },
  zh_CN: {
    [V.loginAccount]: '请输入账号',
    [V.loginPassword]: '请输入密码',
    [V.captchaRequired]: '请输入验证码',
    [V.verifyFailed]: '验证失败',
    [V.withdrawPasswordRequired]: '请输入取款密码',
    [V.withdrawPasswordFormat]: '取款密码须为4位数字',
    [V.emailRequired]: '请输入电子邮箱',
    [V.emailFormat]: '请输入正确的电子邮箱',
    [V.phoneRequired]: '请输入手机号码',
    [V.phoneDigits]: '手机号码只能是数字',
    [V.phoneLength]: '手机号码须为10位数字',
    [V.pswRequired]: '请输入密码',
    [V.pswLength]: '密码长度须为6-12位',
    [V.pswFormat]: '密码只能由字母和数字组成，且须同时包含两者',
    [V.checkPswDiff]: '两次输入的密码不一致',
    [V.accountRequired]: '请输入账号',
    [V.accountFormat]: '账号只能包含字母、数字、下划线和连字符',
    [V.accountLength]: '账号长度须为6-12位',
    [V.nameRequired]: '请输入真实姓名',
    [V.nameChinese]: '姓名须为中文',
    [V.nameOneWord]: '姓名须为一个单词',
    [V.birthdayIncomplete]: '请完整选择年月日，或全部不选',
    [V.birthdayRequired]: '请选择生日',
    [V.verifyCode]: '验证码须为6位数字',
    [V.contactFormat]: '只能包含字母、数字、下划线、点和连字符',
    [V.contactLength]: '长度须为5-50位',
    [V.identityRequired]: '请输入身份证号码',
    [V.agreement]: '请勾选同意服务协议',
    [V.fieldRequired]: '此项为必填',
    invalid_input: '输入无效',
  },
};

/** Server side: readable text for a key in the request language, English otherwise, the key last. */
export function validationText(key: string, lang: string): string {
  const table = lang === 'zh_CN' || lang === 'zh_TW' ? validationMessages.zh_CN : validationMessages.en_US;
  if (table[key]) return table[key];
  if (key.startsWith('double_validation_wrong_answer_empty_')) {
    return lang.startsWith('zh') ? '请输入答案' : 'Please enter the answer';
  }
  return key;
}
