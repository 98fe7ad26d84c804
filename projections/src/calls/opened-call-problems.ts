/** The problem a manager's maintenance call was opened with until 2026-11-30, and the one it means. */
const LEGACY = 'call_cleaner';
const MAINTENANCE = 'call_maintenance';

/**
 * A call's problems as its `CallOpened` says them, read the way they are written since
 * 2026-11-30 (52fdd98): before, the call reactor opened a manager's maintenance call
 * (source `manual`, category `maintenance`) with `call_cleaner`, which the board, the
 * service log and the mails showed as "Cleaner requested". Events are never rewritten, so
 * every fold that reads a `CallOpened` takes its problems through this, and a rebuild
 * writes what the live projection writes (migration `2026-11-30T18-00-manual-maintenance-
 * calls` mends the rows stored before).
 */
export function openedCallProblems(data: { source?: unknown; category?: unknown; problems?: unknown }): string[] {
  const problems = Array.isArray(data.problems) ? data.problems.map(String) : [];
  if (data.source !== 'manual' || data.category !== 'maintenance') return problems;
  return problems.map((problem) => (problem === LEGACY ? MAINTENANCE : problem));
}
