import { COMPLAINT_CATEGORIES, TASK_TYPES, type Task } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { ChoiceField, NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { RoomPicker } from '../../../components/room/room-picker.tsx';
import { Loading } from '../../../components/ui/states.tsx';
import { todayIn } from '../../../stores/time-range.ts';
import { siteQuery, useSaveTask } from '../api/tasks-api.ts';
import { weekStartOf } from '../model/calendar-grid.ts';
import {
  ALLOWED_MINUTES_MAX,
  CALL_TO_ACTION_MAX,
  createBody,
  emptyTask,
  formOf,
  siteNow,
  TASK_CATEGORY_MAX,
  TASK_TITLE_MAX,
  taskRules,
  updateBody,
  type TaskFormValues,
} from '../model/task-form.ts';
import { RecurrenceEditor } from './recurrence-editor.tsx';

interface TaskFormProps {
  siteId: string;
  timeZone: string;
  /** The task being changed; null for a new one. */
  task: Task | null;
  /** The site's rooms to choose from; null while they load. */
  rooms: readonly RoomChoice[] | null;
  onClose: () => void;
}

/** Add or change a task: what staff do, where, and when (its schedule); a manual task comes due at once. */
export function TaskForm({ siteId, timeZone, task, rooms, onClose }: TaskFormProps) {
  const { t, i18n } = useTranslation(['tasks', 'admin']);
  const site = useQuery(siteQuery(siteId));
  const shifts = site.data?.shifts ?? null;
  const saved = task?.schedule ?? null;
  // The site's clock is read each time the rules run (on every edit), so a one-time task's past moment shows before saving.
  const rules = useCallback((values: TaskFormValues) => taskRules(values, { now: siteNow(timeZone), shifts, saved }), [timeZone, shifts, saved]);
  const form = useForm<TaskFormValues>(task ? formOf(task) : emptyTask(todayIn(timeZone)), rules);
  const save = useSaveTask(() => onClose());
  const drawer = useRef<HTMLElement>(null);
  // Opened from a row far down the list, the form would be out of sight above it.
  useEffect(() => {
    drawer.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      // The first message may be out of sight above the Save button (on a phone, surely).
      window.requestAnimationFrame(() => drawer.current?.querySelector('[aria-invalid="true"], .is-invalid, .field-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      return;
    }
    const input = task === null ? { id: null, body: createBody(siteId, form.values) } : { id: task.taskId, body: updateBody(form.values) };
    save.mutate(input, { onError: (error) => form.refused(error) });
  };

  const { values } = form;
  const title = task === null ? t('form.new') : t('form.edit', { title: task.title });
  return (
    <section ref={drawer} className="admin-drawer tk-drawer" aria-labelledby="tk-drawer-title" data-testid="task-drawer">
      <div className="tk-drawer-head">
        <h2 id="tk-drawer-title">
          <bdi>{title}</bdi>
        </h2>
        <button type="button" className="button button-ghost tk-drawer-close" onClick={onClose} aria-label={t('admin:admin.close')} data-testid="task-close">
          ✕
        </button>
      </div>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(text) => form.set('title', text)}
          error={form.fieldError('title')}
          maxLength={TASK_TITLE_MAX}
          autoComplete="off"
          testId="task-title-input"
        />
        <ChoiceField
          label={t('form.type')}
          value={values.taskType}
          options={TASK_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          onChange={(type) => type && form.set('taskType', type)}
          error={form.fieldError('taskType')}
          testId="task-type"
        />
        <ChoiceField
          label={t('form.category')}
          value={values.category}
          options={COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: t(`labels:category_${category}`) }))}
          onChange={(category) => category && form.set('category', category)}
          error={form.fieldError('category')}
          testId="task-category"
        />
        <TextField
          label={t('form.taskCategory')}
          value={values.taskCategory}
          onChange={(text) => form.set('taskCategory', text)}
          error={form.fieldError('taskCategory')}
          hint={t('form.taskCategoryHint')}
          maxLength={TASK_CATEGORY_MAX}
          autoComplete="off"
          testId="task-task-category"
        />
        <NumberField
          label={t('form.allowedMinutes')}
          value={values.allowedMinutes}
          onChange={(minutes) => form.set('allowedMinutes', minutes)}
          error={form.fieldError('allowedMinutes')}
          hint={t('form.allowedMinutesHint')}
          min={1}
          max={ALLOWED_MINUTES_MAX}
          step={1}
          testId="task-allowed-minutes"
        />
        <TextField
          label={t('form.callToAction')}
          value={values.callToAction}
          onChange={(text) => form.set('callToAction', text)}
          error={form.fieldError('callToAction')}
          hint={t('form.callToActionHint')}
          maxLength={CALL_TO_ACTION_MAX}
          autoComplete="off"
          testId="task-call-to-action"
          wide
        />
        <p className="muted field-wide tk-type-hint" data-testid="task-type-hint">
          {t(`form.typeHint.${values.taskType}`)}
        </p>
        {values.taskType === 'manual' ? null : (
          <RecurrenceEditor
            value={values.schedule}
            onChange={(schedule) => form.set('schedule', schedule)}
            errorOf={form.fieldError}
            shifts={site.data?.shifts ?? (site.isError ? [] : null)}
            weekStart={weekStartOf(i18n.language)}
          />
        )}
        <div className="field-wide">
          {rooms === null ? (
            <Loading />
          ) : (
            <RoomPicker
              rooms={rooms}
              value={values.roomIds}
              onChange={(roomIds) => form.set('roomIds', roomIds)}
              label={t('form.rooms')}
              testIdPrefix="task"
              className="tk-rooms"
              error={form.fieldError('roomIds')}
            />
          )}
        </div>
        <FormActions saving={save.isPending} onCancel={onClose} error={form.formError} testId="task-form" />
      </form>
    </section>
  );
}
