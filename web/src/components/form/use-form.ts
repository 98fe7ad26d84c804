import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleKey } from './field-rules.ts';
import { errorUnder, FORM_ERROR, serverFieldErrors, type ServerFieldErrors } from './server-errors.ts';
import { serverReasonText } from './server-reason.ts';
import { differs, useLeaveGuard } from './use-leave-guard.ts';

/** Each field's failing rule, or null/undefined when it passes. */
export type FormRules<T> = (values: T) => Partial<Record<string, RuleKey | null>>;

/**
 * A form's values and messages. A field's rule message shows once the user has typed in it
 * (as the user types) or tried to submit; a message the server gave for a field shows
 * under it until the field changes. `fieldError` answers the text in the reader's language.
 * While the values differ from those the form started or was last reset with (a save
 * resets it, or closes it), leaving the page asks first (`leave-guard.ts`). `initial` may
 * be a function, called on the first render only.
 */
export function useForm<T extends object>(initial: T | (() => T), rules: FormRules<T>) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<T>(initial);
  const [baseline, setBaseline] = useState<T>(values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerFieldErrors>({});

  const failing = useMemo(() => rules(values), [rules, values]);
  const dirty = useMemo(() => differs(values, baseline), [values, baseline]);
  useLeaveGuard(dirty);

  const set = useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    setServer((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([name]) => name !== field && !name.startsWith(`${field}/`)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, []);

  const fieldError = (field: string): string | null => {
    const rule = failing[field];
    if (rule && (submitted || touched.has(field))) return t(rule);
    const reason = errorUnder(server, field);
    return reason === null ? null : serverReasonText(t, reason);
  };

  /** True when every rule passes; marks the form submitted so every message shows. */
  const validate = (): boolean => {
    setSubmitted(true);
    return Object.values(failing).every((rule) => !rule);
  };

  /** Keeps a failed write's field messages (a 400) for the fields it names. */
  const refused = (error: unknown) => setServer(serverFieldErrors(error));

  const reset = (next: T) => {
    setValues(next);
    setBaseline(next);
    setTouched(new Set());
    setSubmitted(false);
    setServer({});
  };

  const formError = server[FORM_ERROR] ?? null;
  return { values, set, fieldError, validate, refused, reset, formError, setValues, touched };
}
