import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import { forgetRows, freshMarks, markChanged, shownError, type FormMarks } from '../model/form-state.ts';
import { passes, settingsRules, type NotificationFormValues } from '../model/settings-form.ts';

/**
 * The settings form's state: its values, the rules as the user types, the server's
 * refusal under the fields it names. The kit's `useForm` keys messages by top-level field;
 * this form's fields are nested (`email/recipients/2/address`), so it keeps its own marks.
 */
export function useSettingsForm(initial: NotificationFormValues) {
  const { t } = useTranslation(['notifications', 'admin']);
  const [values, setValues] = useState(initial);
  const [marks, setMarks] = useState<FormMarks>(freshMarks);
  const rules = useMemo(() => settingsRules(values), [values]);

  /** Changes the values; `path` is the field changed (the server's name for it). */
  const change = (path: string, next: (current: NotificationFormValues) => NotificationFormValues) => {
    setValues(next);
    setMarks((current) => markChanged(current, path));
  };

  /** Removes a list row through `next`; what was remembered by row number is forgotten. */
  const removeRow = (listPath: string, next: (current: NotificationFormValues) => NotificationFormValues) => {
    setValues(next);
    setMarks((current) => forgetRows(markChanged(current, listPath), listPath));
  };

  const fieldError = (path: string): string | null => {
    const shown = shownError(marks, rules, path);
    if (!shown) return null;
    return shown.kind === 'rule' ? t(shown.key) : t('admin:rules.serverRefused', { reason: shown.reason });
  };

  /** True when every rule passes; from now on every rule's message shows. */
  const validate = (): boolean => {
    setMarks((current) => ({ ...current, submitted: true }));
    return passes(rules);
  };

  const refused = (error: unknown) => setMarks((current) => ({ ...current, server: serverFieldErrors(error) }));

  /** After a save: the typed secret is stored now, so the form shows it as set. */
  const saved = () => {
    setValues((current) => {
      const typed = current.webhook.secret !== '';
      return { ...current, webhook: { ...current.webhook, secret: '', replacingSecret: false, secretSet: current.webhook.secretSet || typed } };
    });
    setMarks(freshMarks());
  };

  return { values, change, removeRow, fieldError, validate, refused, saved, formError: marks.server._form ?? null };
}
