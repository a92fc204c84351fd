import clsx from 'clsx';
import { useRegisterBackground } from '../api/site-widgets';

/** The register form's picture for this template (spec §7 register-background), when staff set one. */
export function RegisterBackground(props: { siteId: number; template: string; className?: string }) {
  const background = useRegisterBackground(props.siteId, props.template);
  if (!background.data) return null;
  return (
    <img
      data-testid="register-background"
      src={background.data.image_url}
      alt=""
      className={clsx('object-cover', props.className)}
    />
  );
}
