import clsx from 'clsx';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'h-11 w-full rounded-field border border-line bg-canvas px-3 text-sm text-ink placeholder:text-ink-faint transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-secondary disabled:opacity-60';

export const primaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-control bg-gradient-to-b from-primary to-primary/80 px-5 text-sm font-semibold text-on-primary shadow-lg shadow-primary/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-control border border-line-strong px-5 text-sm font-medium text-ink transition hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60';

export const linkButton =
  'text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** A labelled row; the label is visually small but always present for screen readers. */
export function Field(props: {
  label: string;
  htmlFor: string;
  required?: boolean;
  optionalLabel?: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.htmlFor} className="flex items-baseline gap-1 text-xs font-medium text-ink-muted">
        {props.label}
        {props.required ? (
          <span aria-hidden className="text-secondary">
            *
          </span>
        ) : props.optionalLabel ? (
          <span className="text-ink-faint">({props.optionalLabel})</span>
        ) : null}
      </label>
      {props.children}
      {props.hint}
    </div>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function TextInput({ className, ...rest }, ref) {
    return <input ref={ref} className={clsx(inputClass, className)} {...rest} />;
  },
);

export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput({ className, ...rest }, ref) {
    const { t } = useTranslation();
    const [shown, setShown] = useState(false);
    return (
      <div className="relative">
        <input
          ref={ref}
          type={shown ? 'text' : 'password'}
          className={clsx(inputClass, 'pr-11', className)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('account.hidePassword') : t('account.showPassword')}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center text-ink-faint hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {shown ? null : <path d="M4 4l16 16" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
    );
  },
);

/** Spec §5 "first error shown only": one alert line above the submit button. */
export function FormError({ message, testId = 'form-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-field border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {message}
    </p>
  );
}

/** The first error in field order; messages are catalog keys (contracts) or already-translated text. */
export function firstErrorMessage(errors: FieldErrors, order: readonly string[]): string | null {
  for (const name of order) {
    const entry = errors[name] as { message?: unknown } | undefined;
    if (entry && typeof entry.message === 'string' && entry.message) return entry.message;
  }
  for (const entry of Object.values(errors) as ({ message?: unknown } | undefined)[]) {
    if (entry && typeof entry.message === 'string' && entry.message) return entry.message;
  }
  return null;
}
