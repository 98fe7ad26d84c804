import { useState } from 'react';
import { edited, freshClock, mayAdopt, savedUpTo, type EditClock } from './edit-clock.ts';

/**
 * The edit clock (`edit-clock.ts`) of a form over stored values, as React state: the forms
 * that stay mounted across saves (`useStoredValues`, `useStoredForm`) count the user's
 * edits with it and ask it whether newer stored values may replace theirs.
 */
export function useEditClock() {
  const [clock, setClock] = useState<EditClock>(freshClock);
  return {
    /** True when every edit is in a save the server stored. */
    clean: mayAdopt(clock),
    /** The user changed something. */
    edited: () => setClock(edited),
    /** What a save about to be sent carries: the edits made so far. */
    sending: (): number => clock.edits,
    /** A save that carried `sent` edits was stored. */
    saved: (sent: number) => setClock((current) => savedUpTo(current, sent)),
  };
}
