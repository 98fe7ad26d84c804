import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR, serverFieldErrors, type ServerFieldErrors } from '../../../components/form/server-errors.ts';
import { differs, useLeaveGuard } from '../../../components/form/use-leave-guard.ts';
import type { SurveyDraft } from '../model/survey-draft.ts';
import { surveyProblems } from '../model/survey-rules.ts';
import { serverReasonText } from '../../../components/form/server-reason.ts';

/**
 * The builder's draft and messages. A rule's message shows under its field once the user
 * has changed that field or tried to save; a reason a 400 gave for a field (the server's
 * path, `stages/0/buttons/1/id`) shows there until something in that part of the survey
 * changes. Reasons the screen cannot place stay listed above the save button.
 */
export function useSurveyForm(initial: SurveyDraft, otherNames: readonly string[]) {
  const { t } = useTranslation(['surveys', 'admin']);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerFieldErrors>({});
  const problems = useMemo(() => surveyProblems(draft, otherNames), [draft, otherNames]);
  // The builder is left (to the list) once saved: until then, a draft unlike the one opened asks before the page is left.
  const dirty = useMemo(() => differs(draft, initial), [draft, initial]);
  useLeaveGuard(dirty);

  /** A new draft after a change of the field at `path` (a stage's structural change passes `stages`). */
  const change = useCallback((next: SurveyDraft, path: string) => {
    setDraft(next);
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServer((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([name]) => name !== path && !name.startsWith(`${path}/`) && !path.startsWith(`${name}/`)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, []);

  const serverReason = (path: string): string | null => server[path] ?? null;

  /** The message under the field at `path`, in the reader's language. */
  const error = (path: string): string | null => {
    const rule = problems[path];
    if (rule && (submitted || touched.has(path))) return t(`surveys:${rule.key}`, { min: rule.min, max: rule.max });
    const reason = serverReason(path);
    return reason === null ? null : serverReasonText(t, reason);
  };

  /** Every path with a message now (the stage list marks their stages). */
  const failingPaths = [...(submitted ? Object.keys(problems) : Object.keys(problems).filter((path) => touched.has(path))), ...Object.keys(server).filter((path) => path !== FORM_ERROR)];

  const validate = (): boolean => {
    setSubmitted(true);
    return Object.keys(problems).length === 0;
  };

  const refused = (failure: unknown) => setServer(serverFieldErrors(failure));
  const serverErrors = Object.entries(server).filter(([path]) => path !== FORM_ERROR);
  const formError = server[FORM_ERROR] ?? null;

  return { draft, change, error, problems, failingPaths, validate, refused, serverErrors, formError, problemCount: submitted ? Object.keys(problems).length : 0 };
}

export type SurveyForm = ReturnType<typeof useSurveyForm>;
