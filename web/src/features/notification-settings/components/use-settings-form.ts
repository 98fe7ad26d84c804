import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import { useStoredValues } from '../../../components/form/use-stored-values.ts';
import { forgetRows, freshMarks, markChanged, shownError, type FormMarks } from '../model/form-state.ts';
import { passes, settingsRules, type NotificationFormValues } from '../model/settings-form.ts';
import { serverReasonText } from '../../../components/form/server-reason.ts';

/** What a save carried, for `saved`: the edits it held and the secret it sent. */
export interface SentSettings {
  edits: number;
  secret: string;
}

/**
 * The settings form's state: its values, the rules as the user types, the server's
 * refusal under the fields it names. The kit's `useForm` keys messages by top-level field;
 * this form's fields are nested (`email/recipients/2/address`), so it keeps its own marks.
 * `version` names the stored settings `load` turns into values (their save time): a newer
 * one replaces the values once nothing typed is unsaved (`useStoredValues`).
 */
export function useSettingsForm(version: string, load: () => NotificationFormValues) {
  const { t } = useTranslation(['notifications', 'admin']);
  const [marks, setMarks] = useState<FormMarks>(freshMarks);
  const stored = useStoredValues(version, load, () => setMarks(freshMarks()));
  const { values } = stored;
  const rules = useMemo(() => settingsRules(values), [values]);

  /** Changes the values; `path` is the field changed (the server's name for it). */
  const change = (path: string, next: (current: NotificationFormValues) => NotificationFormValues) => {
    stored.edit(next);
    setMarks((current) => markChanged(current, path));
  };

  /** Removes a list row through `next`; what was remembered by row number is forgotten. */
  const removeRow = (listPath: string, next: (current: NotificationFormValues) => NotificationFormValues) => {
    stored.edit(next);
    setMarks((current) => forgetRows(markChanged(current, listPath), listPath));
  };

  const fieldError = (path: string): string | null => {
    const shown = shownError(marks, rules, path);
    if (!shown) return null;
    return shown.kind === 'rule' ? t(shown.key) : serverReasonText(t, shown.reason);
  };

  /** True when every rule passes; from now on every rule's message shows. */
  const validate = (): boolean => {
    setMarks((current) => ({ ...current, submitted: true }));
    return passes(rules);
  };

  const refused = (error: unknown) => setMarks((current) => ({ ...current, server: serverFieldErrors(error) }));

  const sending = (): SentSettings => ({ edits: stored.sending(), secret: values.webhook.secret });

  /**
   * After a save: the secret it sent is stored, so the form shows it as set (one typed since
   * stays in its field). The marks go when the saved settings replace the values.
   */
  const saved = (sent: SentSettings) => {
    if (sent.secret !== '') {
      stored.setValues((current) => {
        const webhook = current.webhook.secret === sent.secret ? { ...current.webhook, secret: '', replacingSecret: false } : current.webhook;
        return { ...current, webhook: { ...webhook, secretSet: true } };
      });
    }
    setMarks((current) => ({ ...current, server: {} }));
    stored.saved(sent.edits);
  };

  return { values, change, removeRow, fieldError, validate, refused, sending, saved, formError: marks.server._form ?? null };
}
