import { SHIFT_NAMES } from '@facility/contracts';

/**
 * A shift's name as the reader reads it: the usual names (morning, afternoon, night) are
 * keys of the common dictionary, as on the shifts screen; a name the site typed stays as typed.
 */
export const shiftDisplayName = (name: string, t: (key: string) => string): string =>
  (SHIFT_NAMES as readonly string[]).includes(name) ? t(`common:shiftNames.${name}`) : name;
