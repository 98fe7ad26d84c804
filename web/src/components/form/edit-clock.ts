/**
 * When a form over stored settings may take the server's newer values without losing what
 * the user typed (`use-stored-values.ts`): only when every edit made is in a save the server
 * stored, not while something typed after the last save was sent is unsaved.
 */
export interface EditClock {
  /** Edits made since the form opened. */
  edits: number;
  /** The edit count the stored settings are known to include (a save's or the form's start). */
  cleanAt: number;
}

export const freshClock = (): EditClock => ({ edits: 0, cleanAt: 0 });

export const edited = (clock: EditClock): EditClock => ({ ...clock, edits: clock.edits + 1 });

/** A save sent when `edits` edits had been made was stored: they are on the server now. */
export const savedUpTo = (clock: EditClock, edits: number): EditClock => ({ ...clock, cleanAt: Math.max(clock.cleanAt, edits) });

/** True when the form holds nothing the server does not: a newer version may replace it. */
export const mayAdopt = (clock: EditClock): boolean => clock.edits === clock.cleanAt;
