import { useState } from 'react';
import { useEditClock } from './use-edit-clock.ts';
import { useForm, type FormRules } from './use-form.ts';

/**
 * {@link useForm} over stored values that stays mounted across saves (the device drawer's
 * hardware replacement), as `useStoredValues` is for the settings forms: `version` names what
 * `load` turns into values, and a newer one (the read-back after this form's save or another
 * form's, another admin's change) replaces the values and messages once nothing typed is
 * unsaved. Until then what the user typed stays, and only the fields they have not touched
 * take the newer values (a spot saved by another form shows here, and a replacement sent
 * later does not carry the old one back).
 */
export function useStoredForm<T extends object>(version: string, load: () => T, rules: FormRules<T>) {
  const form = useForm(load, rules);
  const clock = useEditClock();
  // The version the values and messages were all reset to, and the one the untouched fields show.
  const [adopted, setAdopted] = useState(version);
  const [merged, setMerged] = useState(version);

  // Adjusted while rendering, so the old values never paint under the new version. The
  // read-back after this form's own save lands before the save's answer reaches the form
  // (the admin write waits for its refetches): its untouched fields show it at once, and
  // the reset follows with `saved`.
  if (version !== adopted && clock.clean) {
    setAdopted(version);
    setMerged(version);
    form.reset(load());
  } else if (version !== merged) {
    setMerged(version);
    const next = load();
    form.setValues((current) => ({ ...next, ...pick(current, form.touched) }));
  }

  const set = <K extends keyof T & string>(field: K, value: T[K]) => {
    form.set(field, value);
    clock.edited();
  };

  return { ...form, set, sending: clock.sending, saved: clock.saved };
}

const pick = <T extends object>(values: T, fields: ReadonlySet<string>): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([field]) => fields.has(field))) as Partial<T>;
