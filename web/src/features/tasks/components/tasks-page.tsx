import { TASK_STATES, type Task, type TaskState } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { useRefusalToast } from '../../../components/form/use-refusal-toast.ts';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatInstant } from '../../../lib/format.ts';
import { siteRoomsQuery, tasksQuery, useDeleteTask, useSetTaskState } from '../api/tasks-api.ts';
import { tasksInLanguage } from '../model/room-names.ts';
import { scheduleSummary } from '../model/schedule-summary.ts';
import { filterTasks, roomsPreview } from '../model/task-list.ts';
import { TaskForm } from './task-form.tsx';
import { TaskTabs } from './task-tabs.tsx';
import { useSummaryContext } from './use-summary-context.ts';
import './tasks.css';

type Editing = { mode: 'new' } | { mode: 'edit'; taskId: string } | null;

/** `/task` (spec §2): the selected site's scheduled, QR and manual tasks: list, add, change, pause, delete. */
export default function TasksPage() {
  const site = useCurrentSite();
  // The search and the open form belong to the site: another site starts afresh.
  return <Tasks key={site?.id ?? ''} siteId={site?.id ?? null} timeZone={site?.timezone || 'UTC'} />;
}

function Tasks({ siteId, timeZone }: { siteId: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation(['tasks', 'admin']);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const tasks = useQuery(tasksQuery(siteId));
  // The form's rooms load with the list, so the form opens at once.
  const rooms = useQuery(siteRoomsQuery(siteId));
  const remove = useDeleteTask((id) => setEditing((open) => (open?.mode === 'edit' && open.taskId === id ? null : open)));

  // Room names in the reader's language (issue 19): the picker sorts and the list searches the shown names.
  const nameOf = useRoomName(siteId);
  const roomChoices = useMemo<RoomChoice[]>(
    () => (rooms.data ?? []).map((room) => ({ id: room.id, displayName: nameOf(room.id, room.displayName, room.room_name_en), building: room.building, floor: room.floor })),
    [rooms.data, nameOf],
  );
  const list = useMemo(() => tasksInLanguage(tasks.data ?? [], i18n.language), [tasks.data, i18n.language]);
  const open = editing?.mode === 'edit' ? (list.find((task) => task.taskId === editing.taskId) ?? null) : null;
  const shown = filterTasks(list, search);

  const askRemove = async (task: Task) => {
    if (await confirmAction(t('admin:admin.confirmDelete', { name: task.title }))) remove.mutate(task.taskId);
  };

  return (
    <div className="tk-screen">
      <TaskTabs active="list" />
      <AdminPage
        id="tasks"
        intro={t('list.intro')}
        tools={<PlacePicker testId="tasks" />}
        search={search}
        onSearch={setSearch}
        {...(siteId !== null ? { onAdd: () => setEditing({ mode: 'new' }), addLabel: t('list.add') } : {})}
      >
        {siteId === null ? (
          <EmptyState message={t('list.chooseSite')} />
        ) : (
          <>
            {editing !== null && (editing.mode === 'new' || open) ? (
              <TaskForm
                key={open?.taskId ?? 'new'}
                siteId={siteId}
                timeZone={timeZone}
                task={open}
                rooms={rooms.data ? roomChoices : null}
                onClose={() => setEditing(null)}
              />
            ) : null}
            <QueryView query={tasks} isEmpty={(data) => data.length === 0} emptyMessage={t('common:states.noTasks')}>
              {() =>
                shown.length === 0 ? (
                  <EmptyState message={t('common:states.noTasks')} />
                ) : (
                  <TaskTable
                    tasks={shown}
                    siteId={siteId}
                    timeZone={timeZone}
                    openId={open?.taskId ?? null}
                    deletingId={remove.isPending ? (remove.variables ?? null) : null}
                    onEdit={(task) => setEditing({ mode: 'edit', taskId: task.taskId })}
                    onDelete={(task) => void askRemove(task)}
                  />
                )
              }
            </QueryView>
          </>
        )}
      </AdminPage>
    </div>
  );
}

interface TaskTableProps {
  tasks: readonly Task[];
  siteId: string;
  timeZone: string;
  openId: string | null;
  deletingId: string | null;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

function TaskTable({ tasks, siteId, timeZone, openId, deletingId, onEdit, onDelete }: TaskTableProps) {
  const { t, i18n } = useTranslation(['tasks', 'admin']);
  const summary = useSummaryContext(siteId, timeZone);
  const setState = useSetTaskState();
  const refused = useRefusalToast();
  const changing = setState.isPending ? (setState.variables?.taskId ?? null) : null;
  return (
    <div className="table-wrap">
      <table className="data-table admin-table tk-table" data-testid="task-table">
        <thead>
          <tr>
            <th scope="col">{t('list.title')}</th>
            <th scope="col">{t('list.type')}</th>
            <th scope="col">{t('list.rooms')}</th>
            <th scope="col">{t('list.schedule')}</th>
            <th scope="col">{t('list.state')}</th>
            <th scope="col">{t('list.nextDue')}</th>
            <th scope="col">
              <span className="tk-sr-only">{t('admin:admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => {
            const preview = roomsPreview(task);
            return (
              <tr key={task.taskId} className={task.taskId === openId ? 'is-selected' : undefined} data-testid="task-row" data-task-id={task.taskId} data-state={task.state}>
                <td className="tk-title-cell">
                  <bdi className="tk-title" data-testid="task-title">
                    {task.title}
                  </bdi>
                  <span className="tk-tags">
                    <span className={`chip tk-chip-${task.category}`}>{t(`labels:category_${task.category}`)}</span>
                    {task.taskCategory ? (
                      <span className="chip tk-chip-free">
                        <bdi>{task.taskCategory}</bdi>
                      </span>
                    ) : null}
                  </span>
                  {task.callToAction ? <span className="muted tk-cta">{task.callToAction}</span> : null}
                </td>
                <td data-label={t('list.type')}>
                  <span className={`status-pill tk-type tk-type-${task.taskType}`}>{t(`type.${task.taskType}`)}</span>
                </td>
                <td className="tk-wrap" data-label={t('list.rooms')}>
                  <span data-testid="task-rooms">
                    {preview.names.map((name, index) => (
                      <span key={`${name}-${index}`}>
                        {index > 0 ? ', ' : null}
                        <bdi>{name}</bdi>
                      </span>
                    ))}
                    {preview.more > 0 ? <span className="muted"> {t('list.moreRooms', { count: preview.more })}</span> : null}
                  </span>
                </td>
                <td className="tk-wrap" data-label={t('list.schedule')} data-testid="task-schedule">
                  {scheduleSummary(task.schedule, task.taskType, summary, summary.weekStart)}
                </td>
                <td data-label={t('list.state')}>
                  <select
                    className={`tk-state tk-state-${task.state}`}
                    value={task.state}
                    disabled={changing === task.taskId}
                    aria-label={t('list.stateOf', { title: task.title })}
                    onChange={(event) => setState.mutate({ taskId: task.taskId, state: event.target.value as TaskState }, { onError: refused })}
                    data-testid="task-state"
                  >
                    {TASK_STATES.map((state) => (
                      <option key={state} value={state}>
                        {t(`state.${state}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={t('list.nextDue')} data-testid="task-next-due">
                  {task.nextDueAt === null ? (
                    <span className="muted">{t('list.notDue')}</span>
                  ) : (
                    formatInstant(task.nextDueAt, i18n.language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
                  )}
                </td>
                <td className="tk-side">
                  <div className="row-actions">
                    <button type="button" className="button button-ghost" onClick={() => onEdit(task)} aria-label={`${t('admin:admin.edit')}: ${task.title}`} data-testid="task-edit">
                      {t('admin:admin.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button-ghost"
                      disabled={deletingId === task.taskId}
                      onClick={() => onDelete(task)}
                      aria-label={`${t('admin:admin.delete')}: ${task.title}`}
                      data-testid="task-delete"
                    >
                      {t('admin:admin.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
