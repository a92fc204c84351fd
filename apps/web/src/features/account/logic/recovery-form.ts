import { recoveryProofs, type RecoveryProofs, type TRegisterFieldSetting } from '@arks/contracts';

/** Until the register settings arrive: the spec's form (§5), withdraw password and either contact. */
const SPEC_FORM: RecoveryProofs = { withdrawPassword: 'required', methods: ['email', 'phone'] };

/**
 * The forgot-password form of a site. The visitor's currency is not known before the account is, so
 * the form covers every currency the site opens: the withdraw password is shown where any currency's
 * registration collected it and required only where all of them required it (a member of a currency
 * that never asked for one must still get through); the contacts are those any currency showed,
 * and SMS where any currency verifies phones by SMS.
 */
export function recoveryForm(
  settings: readonly TRegisterFieldSetting[] | undefined,
  currencies: readonly string[],
): RecoveryProofs {
  if (!settings || currencies.length === 0) return SPEC_FORM;
  const each = currencies.map((c) => recoveryProofs(settings, c));
  const asks = each.map((p) => p.withdrawPassword);
  const withdrawPassword = asks.every((a) => a === 'required')
    ? 'required'
    : asks.some((a) => a !== 'hidden')
      ? 'optional'
      : 'hidden';
  const methods = (['email', 'phone', 'sms'] as const).filter((m) => each.some((p) => p.methods.includes(m)));
  return { withdrawPassword, methods: [...methods] };
}
