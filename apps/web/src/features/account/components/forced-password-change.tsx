import * as Dialog from '@radix-ui/react-dialog';
import { ZNewPassword } from '@arks/contracts';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { sendToApp } from '../../../lib/native-bridge';
import { postEditPassword } from '../api/edit-password';
import { accountKeys } from '../api/member-keys';
import { schemaResolver } from './dynamic-resolver';
import { Field, FormError, PasswordInput, firstErrorMessage, linkButton, primaryButton } from './form-bits';
import { useLogout } from './use-logout';
import { useSession } from './use-session';

interface Values {
  old_password: string;
  password: string;
  check_password: string;
}

// The current password must survive validation (a bare ZNewPassword would strip it from the values).
const schema = ZNewPassword.safeExtend({ old_password: z.string() });

/**
 * The change-password form, shared by the forced change (spec §6) and the Info page. A forced
 * change asks no current password: the member just signed in with it (the server allows that only
 * while first_login_to_change_password is set).
 */
export function ChangePasswordForm(props: { onDone?: () => void; testId?: string; forced?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: schemaResolver<Values>(schema),
    defaultValues: { old_password: '', password: '', check_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const first = firstErrorMessage(errors, ['old_password', 'password', 'check_password']);
  const id = props.testId ?? 'change-password';
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (!props.forced && !values.old_password) {
      setServerError(t('ph_password'));
      return;
    }
    const result = await postEditPassword(
      props.forced ? { password: values.password, check_password: values.check_password } : values,
    );
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    // A login the native app saved holds the old password.
    if (session.memberAccount) sendToApp('cleanAccPW', { account: session.memberAccount });
    toast.success(t('account.passwordChanged'));
    form.reset();
    await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    props.onDone?.();
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={id}>
      {props.forced ? null : (
        <Field label={t('account.oldPassword')} htmlFor={`${id}-old`}>
          <PasswordInput
            id={`${id}-old`}
            autoComplete="current-password"
            data-testid={`${id}-old`}
            {...form.register('old_password')}
          />
        </Field>
      )}
      <Field label={t('account.newPassword')} htmlFor={`${id}-new`}>
        <PasswordInput
          id={`${id}-new`}
          autoComplete="new-password"
          maxLength={12}
          data-testid={`${id}-new`}
          {...form.register('password')}
        />
      </Field>
      <Field label={t('account.confirmPassword')} htmlFor={`${id}-check`}>
        <PasswordInput
          id={`${id}-check`}
          autoComplete="new-password"
          maxLength={12}
          data-testid={`${id}-check`}
          {...form.register('check_password')}
        />
      </Field>
      <FormError message={first ? t(first) : serverError} testId={`${id}-error`} />
      <button type="submit" disabled={isSubmitting} className={primaryButton} data-testid={`${id}-submit`}>
        {isSubmitting ? t('account.saving') : t('account.submit')}
      </button>
    </form>
  );
}

/** Spec §2/§6: a dialog on desktop, a full page on phones; it cannot be dismissed until done. */
export function ForcedPasswordChange({ as }: { as: 'dialog' | 'page' }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const body = (
    <>
      <p className="mt-2 text-sm text-ink-muted">{t('account.forcedIntro')}</p>
      <div className="mt-5">
        <ChangePasswordForm testId="forced-password" forced />
      </div>
      <div className="mt-4 flex justify-center">
        <button
          type="button"
          onClick={() => void logout()}
          className={linkButton}
          data-testid="forced-password-logout"
        >
          {t('account.logout')}
        </button>
      </div>
    </>
  );
  if (as === 'page') {
    return (
      <div
        data-testid="forced-password-page"
        role="main"
        className="fixed inset-0 z-50 overflow-y-auto bg-canvas px-5 pt-10 pb-16 text-ink"
      >
        <div className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight">{t('account.forcedTitle')}</h1>
          {body}
        </div>
      </div>
    );
  }
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim/75 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="forced-password-dialog"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 text-ink shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-semibold tracking-tight">
            {t('account.forcedTitle')}
          </Dialog.Title>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
