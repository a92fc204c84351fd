import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { captchaImageSrc, type CaptchaData } from '../api/captcha';
import { Field, TextInput } from './form-bits';

/**
 * The captcha picture's frame: 56 px tall (a comfortable touch target at 390 px wide) in the picture's
 * own 200:72 proportions. The picture draws its own near-white ground, so the dark glyphs keep their
 * contrast on every theme; the frame shows the theme's fill only while a picture loads.
 */
export const captchaPictureClass =
  'grid h-14 w-[156px] shrink-0 place-items-center overflow-hidden rounded-field border border-line bg-fill text-xs text-ink-faint focus-visible:outline-2 focus-visible:outline-primary';

/** The answer box beside it: as tall, with larger capitals (the picture shows capitals and digits). */
export const captchaInputClass =
  'h-14! text-lg! font-semibold tracking-[0.2em] uppercase placeholder:text-sm placeholder:font-normal placeholder:tracking-normal placeholder:normal-case';

/** Answer input beside the captcha image; clicking the image asks for a new one. */
export function CaptchaField(props: {
  id: string;
  registration: UseFormRegisterReturn;
  captcha: CaptchaData | undefined;
  loading: boolean;
  onRefresh: () => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const src = props.captcha ? captchaImageSrc(props.captcha.captcha) : null;
  return (
    <Field label={t('account.captcha')} htmlFor={props.id} required>
      <div className="flex gap-2">
        <TextInput
          id={props.id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          className={captchaInputClass}
          placeholder={props.captcha?.placeholder || t('account.captcha')}
          aria-invalid={props.invalid || undefined}
          data-testid={`${props.id}-input`}
          {...props.registration}
        />
        <button
          type="button"
          onClick={props.onRefresh}
          data-testid={`${props.id}-refresh`}
          title={t('account.captchaRefresh')}
          aria-label={t('account.captchaRefresh')}
          className={captchaPictureClass}
        >
          {src ? (
            <img src={src} alt={t('account.captchaImage')} className="h-full w-full object-contain" />
          ) : (
            <span>{props.loading ? t('account.captchaLoading') : t('account.captchaRefresh')}</span>
          )}
        </button>
      </div>
    </Field>
  );
}
