import { MAINTENANCE_KINDS, type AdminDeviceDetail, type DeviceStatusItem, type DeviceTokenResponse, type StaticRoom } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { HistoryPanel } from '../../../components/admin/history-panel.tsx';
import { ChoiceField, FieldFrame, TextField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useRefusalToast } from '../../../components/form/use-refusal-toast.ts';
import { useStoredValues } from '../../../components/form/use-stored-values.ts';
import { confirmAction } from '../../../components/ui/popups.tsx';
import { EmptyState, QueryView } from '../../../components/ui/states.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInstant, formatLocalDate } from '../../../lib/format.ts';
import { deviceHistoryPath, deviceQuery, useRetireDevice, useRotateToken, useUpdateDevice } from '../api/devices-api.ts';
import { emptyMaintenanceForm, localDay, maintenanceFormRules, maintenanceNewestFirst, toMaintenanceBody, toMoveBody, toNoteBody } from '../model/device-form.ts';
import { deviceHistoryDetails, type DeviceHistoryWords } from '../model/device-history.ts';
import { InstallSpotForm, ReplaceHardwareForm } from './device-install-forms.tsx';
import { deviceName, useDeviceLabels } from './device-labels.ts';
import { DeviceRemoteActions } from './device-remote-actions.tsx';
import { TokenDialog } from './token-dialog.tsx';

interface DeviceDrawerProps {
  deviceId: string;
  /** The device's row of the status list (version, flags waiting); undefined until the list has it. */
  status: DeviceStatusItem | undefined;
  rooms: readonly StaticRoom[];
  onClose: () => void;
}

const READER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One device beside the table: its record, its remote actions, a move to another room, its
 * install spot and a hardware replacement, its note, its maintenance records, a new token,
 * retirement, and its history from the event log.
 */
export function DeviceDrawer({ deviceId, status, rooms, onClose }: DeviceDrawerProps) {
  const { t } = useTranslation('devices');
  const [retired, setRetired] = useState(false);
  const query = useQuery({ ...deviceQuery(deviceId), enabled: !retired });
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const panel = useRef<HTMLElement>(null);
  // Opened from a row far down the list (or, on a phone, below the drawer): bring it into view.
  useEffect(() => {
    void panel.current?.scrollIntoView({ block: 'nearest' });
  }, [deviceId]);
  const title = query.data ? deviceName(query.data) : deviceId;
  return (
    <aside ref={panel} className="admin-drawer device-drawer" aria-label={title} data-testid="device-drawer">
      <div className="device-drawer-head">
        <h2>
          <bdi translate="no">{title}</bdi>
        </h2>
        <button type="button" className="icon-button" aria-label={t('admin:admin.close')} onClick={onClose} data-testid="device-drawer-close">
          ✕
        </button>
      </div>
      {notFound ? (
        <EmptyState message={t('detail.notFound')} />
      ) : (
        <QueryView query={query}>
          {(device) => (
            <DeviceDetails
              device={device}
              status={status}
              rooms={rooms}
              onRetired={() => {
                setRetired(true);
                onClose();
              }}
            />
          )}
        </QueryView>
      )}
    </aside>
  );
}

interface DeviceDetailsProps {
  device: AdminDeviceDetail;
  status: DeviceStatusItem | undefined;
  rooms: readonly StaticRoom[];
  onRetired: () => void;
}

function DeviceDetails({ device, status, rooms, onRetired }: DeviceDetailsProps) {
  const { t, i18n } = useTranslation('devices');
  const labels = useDeviceLabels();
  const nameOf = useRoomName(device.siteId);
  const [token, setToken] = useState<DeviceTokenResponse | null>(null);
  const rotate = useRotateToken(device.device_id, setToken);
  const retire = useRetireDevice(device.device_id, onRetired);
  const name = deviceName(device);
  const historyWords: DeviceHistoryWords = {
    t: (key, options) => t(key, options ?? {}),
    deviceType: labels.type,
    roomName: (roomId) => {
      const room = rooms.find((candidate) => candidate.id === roomId);
      return room ? nameOf(room.id, room.displayName, room.room_name_en) : roomId;
    },
    date: (isoDate) => formatLocalDate(isoDate, i18n.language),
  };

  const askRotate = async () => {
    if (await confirmAction(t('token.confirmRotate', { name }))) rotate.mutate();
  };
  const askRetire = async () => {
    if (await confirmAction(t('retire.confirm', { name }))) retire.mutate();
  };

  const fact = (label: string, value: string | null, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <bdi>{value ?? '—'}</bdi>
      </dd>
    </div>
  );

  return (
    <div className="device-details">
      <dl className="device-facts" data-testid="device-facts">
        {fact(t('column.type'), labels.type(device.device_type), 'device-fact-type')}
        {fact(t('column.room'), device.roomName === null ? null : nameOf(device.roomId, device.roomName), 'device-fact-room')}
        {fact(t('detail.id'), device.device_id, 'device-fact-id')}
        {fact(t('detail.installSpot'), device.installSpot, 'device-fact-spot')}
        {fact(t('detail.macId'), device.mac_id, 'device-fact-mac')}
        {fact(t('detail.qrTag'), device.qr_tag, 'device-fact-qr')}
        {fact(t('column.version'), status?.version ?? null, 'device-fact-version')}
        {fact(t('detail.registeredAt'), formatInstant(device.registeredAt, i18n.language, READER_ZONE), 'device-fact-registered')}
      </dl>

      {status ? <DeviceRemoteActions key={device.device_id} status={status} /> : null}
      {/* Not keyed by what they show: a save's read-back would remount them and drop what was typed meanwhile. */}
      <MoveForm device={device} rooms={rooms} />
      <InstallSpotForm device={device} />
      <ReplaceHardwareForm device={device} />
      <NoteForm device={device} />
      <Maintenance device={device} />

      <div className="device-actions">
        <button type="button" className="button" disabled={rotate.isPending} onClick={() => void askRotate()} data-testid="device-rotate-token">
          {t('token.rotate')}
        </button>
        <button type="button" className="button button-danger" disabled={retire.isPending} onClick={() => void askRetire()} data-testid="device-retire">
          {t('retire.button')}
        </button>
      </div>

      <HistoryPanel path={deviceHistoryPath(device.device_id)} details={(entry) => deviceHistoryDetails(entry, historyWords)} />
      {token ? <TokenDialog name={name} token={token.token} deviceType={device.device_type} registered={false} onClose={() => setToken(null)} /> : null}
    </div>
  );
}

function MoveForm({ device, rooms }: { device: AdminDeviceDetail; rooms: readonly StaticRoom[] }) {
  const { t } = useTranslation('devices');
  const { values: roomId, edit, sending, saved } = useStoredValues(device.roomId, () => device.roomId);
  const update = useUpdateDevice(device.device_id);
  const refused = useRefusalToast();
  const body = toMoveBody(device, roomId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = sending();
    if (body) update.mutate(body, { onSuccess: () => saved(sent), onError: refused });
  };
  return (
    <form className="device-section device-inline-form" onSubmit={submit} data-testid="device-move">
      <h3 className="section-title">{t('move.title')}</h3>
      <ChoiceField
        label={t('move.room')}
        value={roomId}
        options={rooms.map((room) => ({ value: room.id, label: room.displayName }))}
        onChange={(next) => edit(() => next)}
        testId="device-move-room"
      />
      <button type="submit" className="button button-primary" disabled={!body || update.isPending} data-testid="device-move-submit">
        {t('move.submit')}
      </button>
    </form>
  );
}

function NoteForm({ device }: { device: AdminDeviceDetail }) {
  const { t, i18n } = useTranslation('devices');
  const stored = device.note ? `${device.note.date}\u0000${device.note.txt}` : '';
  const { values: text, edit, sending, saved } = useStoredValues(stored, () => device.note?.txt ?? '');
  const update = useUpdateDevice(device.device_id);
  const refused = useRefusalToast();
  const body = toNoteBody(device, text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = sending();
    if (body) update.mutate(body, { onSuccess: () => saved(sent), onError: refused });
  };
  return (
    <form className="device-section" onSubmit={submit} data-testid="device-note">
      <h3 className="section-title">{t('note.title')}</h3>
      <FieldFrame label={t('note.title')} hint={device.note ? t('note.setAt', { date: formatInstant(device.note.date, i18n.language, READER_ZONE) }) : t('note.hint')} wide>
        {({ id, describedBy }) => (
          <textarea
            id={id}
            value={text}
            maxLength={2000}
            dir="auto"
            aria-describedby={describedBy}
            onChange={(event) => {
              const next = event.target.value;
              edit(() => next);
            }}
            data-testid="device-note-text"
          />
        )}
      </FieldFrame>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={!body || update.isPending} data-testid="device-note-submit">
          {t('note.submit')}
        </button>
      </div>
    </form>
  );
}

function Maintenance({ device }: { device: AdminDeviceDetail }) {
  const { t, i18n } = useTranslation('devices');
  const records = maintenanceNewestFirst(device.maintenance);
  const headingId = useId();
  return (
    <section className="device-section" aria-labelledby={headingId} data-testid="device-maintenance">
      <h3 className="section-title" id={headingId}>
        {t('maintenance.title')}
      </h3>
      {records.length === 0 ? (
        <p className="muted" data-testid="device-maintenance-empty">
          {t('common:states.noMaintenanceHistory')}
        </p>
      ) : (
        <ul className="device-maintenance-list">
          {records.map((record) => (
            <li key={`${record.recordedAt}-${record.kind}`} data-testid="device-maintenance-entry" data-kind={record.kind}>
              <time dateTime={record.date}>{formatLocalDate(record.date, i18n.language)}</time>
              <strong>{t(`maintenanceKind.${record.kind}`)}</strong>
              <bdi>{record.byName}</bdi>
              {record.note ? (
                <span className="muted" dir="auto">
                  {record.note}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <MaintenanceForm deviceId={device.device_id} />
    </section>
  );
}

function MaintenanceForm({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation('devices');
  const today = localDay(new Date());
  const [rules] = useState(() => maintenanceFormRules(today));
  const form = useForm(emptyMaintenanceForm(today), rules);
  const { values, set, fieldError } = form;
  const update = useUpdateDevice(deviceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    update.mutate(toMaintenanceBody(values), {
      onSuccess: () => form.reset(emptyMaintenanceForm(today)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.refused(error);
      },
    });
  };
  return (
    <details className="device-maintenance-add" data-testid="device-maintenance-toggle">
      <summary>{t('maintenance.add')}</summary>
      <form className="admin-form device-maintenance-form" noValidate onSubmit={submit} data-testid="device-maintenance-form">
        <ChoiceField
          label={t('maintenance.kind')}
          value={values.kind}
          placeholder={t('admin:rules.pleaseSelect')}
          options={MAINTENANCE_KINDS.map((kind) => ({ value: kind, label: t(`maintenanceKind.${kind}`) }))}
          onChange={(kind) => set('kind', kind)}
          error={fieldError('kind')}
          testId="device-maintenance-kind"
        />
        <TextField type="date" label={t('maintenance.date')} value={values.date} max={today} onChange={(date) => set('date', date)} error={fieldError('date')} testId="device-maintenance-date" />
        <TextField label={t('maintenance.by')} value={values.byName} maxLength={100} dir="auto" onChange={(byName) => set('byName', byName)} error={fieldError('byName')} testId="device-maintenance-by" />
        <TextField label={t('maintenance.note')} value={values.note} maxLength={2000} dir="auto" onChange={(note) => set('note', note)} error={fieldError('note')} testId="device-maintenance-note" wide />
        <FormActions saving={update.isPending} error={form.formError} testId="device-maintenance" />
      </form>
    </details>
  );
}
