import type { SiteCleaner, WorkingArea } from '@facility/contracts';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { changedFieldLabels } from '../../../components/admin/history-details.ts';
import { HistoryPanel } from '../../../components/admin/history-panel.tsx';
import { TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import type { RoomChoice } from '../../../components/room/room-groups.ts';
import { RoomPicker } from '../../../components/room/room-picker.tsx';
import { Loading } from '../../../components/ui/states.tsx';
import { useSaveWorkingArea, workingAreaHistoryPath } from '../api/workforce-api.ts';
import { createBody, EMPTY_WORKING_AREA, formOf, NAME_MAX_LENGTH, nameRule, updateBody, type WorkingAreaFormValues } from '../model/working-area-form.ts';
import { WORKING_AREA_HISTORY_FIELD_KEYS } from '../model/working-area-history-fields.ts';
import { CleanerPicker } from './cleaner-picker.tsx';

interface WorkingAreaFormProps {
  siteId: string;
  /** The area being changed; null for a new one. */
  area: WorkingArea | null;
  /** The site's other areas, whose names this one may not take. */
  others: readonly WorkingArea[];
  /** The site's rooms and cleaners to choose from; null while they load. */
  rooms: readonly RoomChoice[] | null;
  cleaners: readonly SiteCleaner[] | null;
  onClose: () => void;
}

/** Add or change a working area: its name, rooms and cleaners; a changed area shows its history below. */
export function WorkingAreaForm({ siteId, area, others, rooms, cleaners, onClose }: WorkingAreaFormProps) {
  const { t } = useTranslation('workforce');
  const rules = useCallback((values: WorkingAreaFormValues) => ({ name: nameRule(values.name, others) }), [others]);
  const form = useForm<WorkingAreaFormValues>(area ? formOf(area) : EMPTY_WORKING_AREA, rules);
  const save = useSaveWorkingArea(() => onClose());
  const drawer = useRef<HTMLElement>(null);
  // Opened from a row far down the list, the form would be out of sight above it.
  useEffect(() => {
    drawer.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) {
      // Only the name has rules of its own; on a phone it is out of sight above the Save button.
      drawer.current?.querySelector<HTMLInputElement>('[data-testid="working-area-name"]')?.focus();
      return;
    }
    const input = area === null ? { id: null, body: createBody(siteId, form.values) } : { id: area.workingAreaId, body: updateBody(form.values) };
    save.mutate(input, { onError: (error) => form.refused(error) });
  };

  const title = area === null ? t('area.new') : t('area.edit', { name: area.name });
  return (
    <section ref={drawer} className="admin-drawer wa-drawer" aria-labelledby="wa-drawer-title" data-testid="working-area-drawer">
      <div className="wa-drawer-head">
        <h2 id="wa-drawer-title">
          <bdi>{title}</bdi>
        </h2>
        <button type="button" className="button button-ghost wa-drawer-close" onClick={onClose} aria-label={t('admin:admin.close')} data-testid="working-area-close">
          ✕
        </button>
      </div>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          label={t('area.name')}
          value={form.values.name}
          onChange={(name) => form.set('name', name)}
          error={form.fieldError('name')}
          hint={t('area.nameHint')}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          testId="working-area-name"
        />
        <div className="wa-pickers">
          {rooms === null ? (
            <Loading />
          ) : (
            <RoomPicker
              rooms={rooms}
              value={form.values.roomIds}
              onChange={(roomIds) => form.set('roomIds', roomIds)}
              label={t('area.rooms')}
              testIdPrefix="working-area"
              error={form.fieldError('roomIds')}
            />
          )}
          {cleaners === null ? (
            <Loading />
          ) : (
            <CleanerPicker cleaners={cleaners} value={form.values.cleanerIds} onChange={(cleanerIds) => form.set('cleanerIds', cleanerIds)} error={form.fieldError('cleanerIds')} />
          )}
        </div>
        <FormActions saving={save.isPending} onCancel={onClose} error={form.formError} testId="working-area-form" />
      </form>
      {area ? <HistoryPanel path={workingAreaHistoryPath(area.workingAreaId)} details={changedFieldLabels(WORKING_AREA_HISTORY_FIELD_KEYS, t)} /> : null}
    </section>
  );
}
