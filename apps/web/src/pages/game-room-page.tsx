import { useTranslation } from 'react-i18next';
import { NoticePage } from './notice-page';

/** /gameRoom?gt_id&gp_id&house: the desktop game room for slots when the site enables it. */
export function GameRoomPage() {
  const { t } = useTranslation();
  return <NoticePage title={t('pages.gameRoom')} />;
}
