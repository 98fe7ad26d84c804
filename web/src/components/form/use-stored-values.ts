import { useState } from 'react';
import { useEditClock } from './use-edit-clock.ts';
import { differs, useLeaveGuard } from './use-leave-guard.ts';

/**
 * The values of a form over stored settings that stays open after a save (call rules,
 * notifications, the device drawer's small forms). `version` names what `load` turns into
 * values (a save time, or the settings themselves as JSON). A newer version, the refetch
 * after a save or another admin's save, replaces the values once nothing typed is unsaved,
 * and `onAdopt` then resets what the form remembers besides its values; until then what
 * the user typed stays. A form remounted
 * from each version (keyed by it) wiped whatever was typed while the refetch was on its way.
 *
 * `edit` is every change the user makes; `sending()` before a save and `saved(sent)` after it
 * tell the clock what the server holds. `setValues` changes values without counting as an edit.
 * While an edit is not in a stored save and the values differ from the stored ones, leaving
 * the page asks first (`leave-guard.ts`).
 */
export function useStoredValues<V>(version: string, load: () => V, onAdopt: () => void = () => {}) {
  const [values, setValues] = useState(load);
  const clock = useEditClock();
  // Compared only while edits are unsaved (the clock): typed back to what is stored, or a
  // save skipped because nothing changed, leaves nothing to lose.
  useLeaveGuard(!clock.clean && differs(values, load()));
  // The version the values were loaded from.
  const [adopted, setAdopted] = useState(version);

  // Adjusted while rendering, not in an effect, so the old values never paint under the new
  // version. The refetch after a save lands before the save's own answer reaches the form
  // (the admin write waits for its refetches), so a newer version waits for that answer.
  if (version !== adopted && clock.clean) {
    setAdopted(version);
    setValues(load());
    onAdopt();
  }

  const edit = (next: (current: V) => V) => {
    setValues(next);
    clock.edited();
  };

  return { values, setValues, edit, sending: clock.sending, saved: clock.saved };
}
