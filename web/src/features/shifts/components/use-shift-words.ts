import type { SiteShift } from '@facility/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftDisplayName } from '../../../lib/shift-name.ts';
import { compactWeekdayNames, formatClock, formatLength, weekdayNames } from '../model/shift-labels.ts';
import type { Overlap } from '../model/shift-overlap.ts';

/**
 * The shifts screen's words in the reader's language: the usual shift names, weekday
 * names, clock times, lengths and the overlap message (which names the other shift, the
 * weekday, and the shared room when the clash is about one room).
 */
export function useShiftWords(roomNames: ReadonlyMap<string, string>) {
  const { t, i18n } = useTranslation('shifts');
  const language = i18n.language;
  return useMemo(() => {
    const longDays = weekdayNames(language, 'long');
    const shortDays = weekdayNames(language, 'short');
    const chipDays = compactWeekdayNames(language);
    const name = (shiftName: string): string => shiftDisplayName(shiftName, (key) => t(key));
    const roomName = (roomId: string): string => roomNames.get(roomId) ?? t('card.unknownRoom', { id: roomId });
    return {
      language,
      longDays,
      shortDays,
      /** For the card's read-only chips. */
      chipDays,
      name,
      roomName,
      /** "Shift 2 · Night" */
      title: (shift: Pick<SiteShift, 'shiftNumber' | 'shiftName'>): string => t('card.title', { number: shift.shiftNumber, name: name(shift.shiftName) }),
      clock: (time: string): string => formatClock(time, language),
      length: (minutes: number): string => formatLength(minutes, language),
      overlap: (overlap: Overlap, other: Pick<SiteShift, 'shiftNumber' | 'shiftName'>): string => {
        const values = { number: other.shiftNumber, name: name(other.shiftName), day: longDays[overlap.weekday - 1] ?? String(overlap.weekday) };
        // The room's name isolated (FSI…PDI, a <bdi> in plain text): a Hebrew name in an English sentence keeps its place.
        return overlap.roomId === null ? t('overlap.site', values) : t('overlap.room', { ...values, room: `\u2068${roomName(overlap.roomId)}\u2069` });
      },
    };
  }, [language, roomNames, t]);
}

export type ShiftWords = ReturnType<typeof useShiftWords>;
