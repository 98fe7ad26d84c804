import { STAFF_ROLES, type DevicePageTask, type StaffRole } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { fixedKeys } from '../model/problems.ts';
import { currentCheckIn, staffIdOf, type StaffCheckIn } from '../model/staff-check-in.ts';
import type { DevicePageContext } from './device-page-context.ts';

const CHECK_IN_KEY = 'facility.device-page.qr.check-in';
const COMPLETED_KEY = 'facility.device-page.qr.completed';

/**
 * The QR page's "I work here" part: check in (`StaffArrived`, method qr), then confirm the
 * room's tasks of today (`TaskCompleted`) and, for maintenance, mark problems fixed.
 */
export function StaffPanel({ context }: { context: DevicePageContext }) {
  const { t } = useTranslation(['device-page', 'labels']);
  const [checkIn, setCheckIn] = useState<StaffCheckIn | null>(() => currentCheckIn(readStored<unknown>('session', CHECK_IN_KEY, null), Date.now()));
  const [role, setRole] = useState<StaffRole>(checkIn?.role ?? 'cleaner');
  const [code, setCode] = useState(checkIn?.staffId ?? '');

  const onCheckIn = () => {
    const next: StaffCheckIn = { role, staffId: staffIdOf(code), at: Date.now() };
    context.report('StaffArrived', { staffId: next.staffId, role: next.role, method: 'qr' });
    writeStored('session', CHECK_IN_KEY, next);
    setCheckIn(next);
  };

  if (!checkIn) {
    return (
      <section className="device-section staff-check-in" aria-labelledby="staff-title">
        <h2 id="staff-title">{t('staff.title')}</h2>
        <fieldset className="staff-roles">
          <legend>{t('staff.role')}</legend>
          {STAFF_ROLES.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={`device-button staff-role${candidate === role ? ' is-selected' : ''}`}
              aria-pressed={candidate === role}
              onClick={() => setRole(candidate)}
              data-testid={`staff-role-${candidate}`}
            >
              {t(`labels:role_${candidate}`)}
            </button>
          ))}
        </fieldset>
        <label className="staff-code">
          <span>{t('staff.code')}</span>
          <input value={code} onChange={(event) => setCode(event.target.value)} maxLength={100} autoComplete="off" inputMode="text" enterKeyHint="done" data-testid="staff-code" />
        </label>
        <button type="button" className="device-button device-primary" onClick={onCheckIn} data-testid="staff-check-in">
          {t('staff.checkIn')}
        </button>
      </section>
    );
  }

  return (
    <section className="device-section staff-work" aria-labelledby="staff-title">
      <div className="staff-checked-in" data-testid="staff-checked-in">
        <h2 id="staff-title">{t('staff.checkedIn', { role: t(`labels:role_${checkIn.role}`) })}</h2>
        {checkIn.staffId ? <span className="device-muted">{checkIn.staffId}</span> : null}
        <button
          type="button"
          className="button"
          onClick={() => {
            writeStored('session', CHECK_IN_KEY, null);
            setCheckIn(null);
          }}
          data-testid="staff-change"
        >
          {t('staff.change')}
        </button>
      </div>
      <TaskList tasks={context.page.tasks} checkIn={checkIn} context={context} />
      {checkIn.role === 'maintenance' ? <FixedButtons context={context} /> : null}
    </section>
  );
}

function TaskList({ tasks, checkIn, context }: { tasks: readonly DevicePageTask[]; checkIn: StaffCheckIn; context: DevicePageContext }) {
  const { t } = useTranslation(['device-page', 'common']);
  // Confirmed here earlier in this tab: shown done at once, before the page's next refresh says so.
  const [completed, setCompleted] = useState<string[]>(() => readStored<string[]>('session', COMPLETED_KEY, []));
  const time = new Intl.DateTimeFormat(context.language, { hour: '2-digit', minute: '2-digit', timeZone: context.page.site.timezone });
  const complete = (task: DevicePageTask) => {
    context.report('TaskCompleted', { taskId: task.taskId, occurrenceId: task.occurrenceId, staffId: checkIn.staffId });
    const next = [...completed, task.occurrenceId].slice(-200);
    writeStored('session', COMPLETED_KEY, next);
    setCompleted(next);
  };
  return (
    <div className="staff-tasks" aria-labelledby="staff-tasks-title">
      <h3 id="staff-tasks-title">{t('staff.tasks')}</h3>
      {tasks.length === 0 ? (
        <p className="device-muted" data-testid="staff-no-tasks">
          {t('common:states.noTasks')}
        </p>
      ) : (
        <ul className="staff-task-list">
          {tasks.map((task) => {
            const done = task.done || completed.includes(task.occurrenceId);
            return (
              <li key={task.occurrenceId} className={`staff-task${done ? ' is-done' : ''}`} data-testid={`task-${task.taskId}`} data-done={done}>
                <div className="staff-task-text">
                  <strong>{task.title}</strong>
                  {task.callToAction ? <span>{task.callToAction}</span> : null}
                  <span className="device-muted">{t('staff.due', { time: time.format(new Date(task.dueAt)) })}</span>
                </div>
                {done ? (
                  <span className="staff-task-done" data-testid={`task-completed-${task.taskId}`}>
                    ✓ {t('staff.completed')}
                  </span>
                ) : (
                  <button type="button" className="device-button device-primary" onClick={() => complete(task)} data-testid={`task-done-${task.taskId}`}>
                    {t('staff.done')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function FixedButtons({ context }: { context: DevicePageContext }) {
  const { t } = useTranslation(['device-page', 'labels']);
  return (
    <div className="staff-fixed">
      <h3>{t('staff.fixed')}</h3>
      <div className="device-grid">
        {fixedKeys(context.page.problems).map((key) => (
          <button key={key} type="button" className="device-button" onClick={() => context.report('IssueFixed', { problem: key })} data-testid={`fixed-${key}`}>
            {t(`labels:${key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
