import { GAME_HALLS, type GameHallId } from '@arks/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { HallIcon } from '../features/games/components/hall-icon';
import { useHalls } from '../features/games/components/hall-source';
import { HallGames } from '../features/games/components/hall-games';
import { HallNav } from '../features/games/components/hall-nav';
import { SportQuickBet } from '../features/games/components/sport-quick-bet';
import { useHallProps } from './use-hall-props';
import { isGameHallId } from '../lib/game-routes';
import { useTemplate } from '../theme/theme-context';

/** /gameHall/:id for game types 3-9 (the route rules have already turned away other ids). */
export function GameHallPage() {
  const { t } = useTranslation();
  const gtId = Number(useParams().id);
  const hall = useHallProps();
  const theme = useTemplate();
  // The hall as staff named and pictured it for this site (the catalog's name until the list arrives).
  const listed = useHalls(hall.hallSource).find((h) => h.gtId === gtId);
  if (!isGameHallId(gtId)) return null;
  const rail = theme.hallNav === 'side-rail';
  // The desktop header carries the hall bar, as does a phone header with hall tabs.
  const inHeader = hall.mobile ? theme.mode === 'mobile' && theme.header === 'hall-tabs' : !rail;
  const key = GAME_HALLS[gtId as GameHallId].key;
  return (
    <PageFrame
      title={listed?.name ?? t(`halls.${key}.name`)}
      subtitle={t(`halls.${key}.intro`)}
      icon={
        <HallIcon
          source={listed?.iconActive ?? { bundled: gtId as GameHallId }}
          className="size-14 shrink-0 drop-shadow-lg"
        />
      }
      nav={
        rail || inHeader ? undefined : (
          <div className="scrollbar-none -mx-4 overflow-x-auto px-4">
            <HallNav variant={theme.hallNav} source={hall.hallSource} />
          </div>
        )
      }
      aside={rail ? <HallNav variant="side-rail" narrow={hall.mobile} source={hall.hallSource} /> : undefined}
    >
      {GAME_HALLS[gtId as GameHallId].key === 'sport' ? (
        <SportQuickBet siteId={hall.siteId} currency={hall.currency} mobile={hall.mobile} />
      ) : null}
      <HallGames {...hall} gtId={gtId} />
    </PageFrame>
  );
}
