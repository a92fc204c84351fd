import { GAME_HALL_IDS } from '@arks/contracts';
import { useTranslation } from 'react-i18next';

/** A hall (the platform's game type) by its name in the console's language, or its id when unnamed. */
export function useHallName(): (hall: number) => string {
  const { t } = useTranslation();
  return (hall: number) => t(`games.halls.${hall}`, { defaultValue: `#${hall}` });
}

/** Every platform hall as a select option, named in the console's language. */
export function useHallOptions(): { value: number; label: string }[] {
  const name = useHallName();
  return GAME_HALL_IDS.map((hall) => ({ value: hall, label: name(hall) }));
}
