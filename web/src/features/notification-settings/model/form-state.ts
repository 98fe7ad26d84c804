import { errorUnder, type ServerFieldErrors } from '../../../components/form/server-errors.ts';

/**
 * What the settings form remembers besides its values, and which message a field shows.
 * Fields are named by the server's paths (`email/recipients/1/address`): a rule shows once
 * that field was typed in or the form was submitted; a server refusal shows under the field
 * it names (or the nearest field above it) until something under that path changes.
 */
export interface FormMarks {
  touched: ReadonlySet<string>;
  submitted: boolean;
  server: ServerFieldErrors;
}

export const freshMarks = (): FormMarks => ({ touched: new Set(), submitted: false, server: {} });

const under = (name: string, path: string): boolean => name === path || name.startsWith(`${path}/`);

/** After a change at `path`: it counts as typed in, and the server's reasons about it are gone. */
export function markChanged(marks: FormMarks, path: string): FormMarks {
  const server = Object.fromEntries(Object.entries(marks.server).filter(([name]) => !under(name, path)));
  return { ...marks, touched: new Set(marks.touched).add(path), server };
}

/**
 * After a recipient row is removed the rows below it move up, so what was remembered by row
 * number no longer matches: forget it for every row.
 */
export function forgetRows(marks: FormMarks, listPath: string): FormMarks {
  const rows = `${listPath}/`;
  return {
    ...marks,
    touched: new Set([...marks.touched].filter((name) => !name.startsWith(rows))),
    server: Object.fromEntries(Object.entries(marks.server).filter(([name]) => !name.startsWith(rows))),
  };
}

/** The message key (a rule) or server reason a field shows, or null. */
export function shownError(
  marks: FormMarks,
  rules: Readonly<Record<string, string | null>>,
  path: string,
): { kind: 'rule'; key: string } | { kind: 'server'; reason: string } | null {
  const rule = rules[path];
  if (rule && (marks.submitted || marks.touched.has(path))) return { kind: 'rule', key: rule };
  const reason = errorUnder(marks.server, path);
  return reason === null ? null : { kind: 'server', reason };
}
