import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorUnder, FORM_ERROR, serverFieldErrors, type ServerFieldErrors } from '../../../components/form/server-errors.ts';
import { serverReasonText } from '../../../components/form/server-reason.ts';
import { useStoredValues } from '../../../components/form/use-stored-values.ts';
import { callRules, passes, type CallFormValues } from '../model/call-form.ts';

const under = (name: string, path: string): boolean => name === path || name.startsWith(`${path}/`);

/**
 * The call rules form's state: values, the rules as the user types (a field's message shows
 * once it was changed or the form submitted), and the server's refusal under the field it
 * names until something under that field changes. `version` names the stored settings
 * `load` turns into values: a newer one replaces the values once nothing typed is unsaved
 * (`useStoredValues`).
 */
export function useCallForm(version: string, load: () => CallFormValues) {
  const { t } = useTranslation(['callSettings', 'admin']);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerFieldErrors>({});
  const stored = useStoredValues(version, load, () => {
    setTouched(new Set());
    setSubmitted(false);
    setServer({});
  });
  const { values } = stored;
  const rules = useMemo(() => callRules(values), [values]);

  /** Changes the values; `path` is the field changed (the server's name for it). */
  const change = (path: string, next: (current: CallFormValues) => CallFormValues) => {
    stored.edit(next);
    setTouched((current) => new Set(current).add(path));
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !under(name, path))));
  };

  /** A service row was removed: the rows below move up, so what was known by row number is forgotten. */
  const removeService = (index: number) => {
    stored.edit((current) => ({ ...current, services: current.services.filter((_, i) => i !== index) }));
    setTouched((current) => new Set([...current].filter((name) => !name.startsWith('services/'))));
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !name.startsWith('services'))));
  };

  const fieldError = (path: string): string | null => {
    const rule = rules[path];
    if (rule && (submitted || touched.has(path))) return t(rule);
    const reason = errorUnder(server, path);
    return reason === null ? null : serverReasonText(t, reason);
  };

  const validate = (): boolean => {
    setSubmitted(true);
    return passes(rules);
  };

  const refused = (error: unknown) => setServer(serverFieldErrors(error));
  /** After a save that carried `sent` edits (`sending()` when it was sent); the other marks go when the saved settings replace the values. */
  const saved = (sent: number) => {
    setServer({});
    stored.saved(sent);
  };

  return { values, change, removeService, fieldError, validate, refused, sending: stored.sending, saved, formError: server[FORM_ERROR] ?? null };
}
