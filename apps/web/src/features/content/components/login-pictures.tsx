import { useSiteModels, type ModelQuery } from '../api/models';

/** The first login picture (spec §7 model_login) above the login form, when staff placed one. */
export function LoginPictures(props: ModelQuery) {
  const pictures = useSiteModels('login', props);
  const first = pictures.data?.[0];
  if (!first) return null;
  return (
    <img
      data-testid="login-picture"
      src={first.image_url}
      alt={first.title}
      className="mt-4 aspect-[16/6] w-full rounded-field object-cover"
    />
  );
}
