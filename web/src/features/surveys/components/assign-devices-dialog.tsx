import type { Survey } from '@facility/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalToast } from '../../../components/form/use-refusal-toast.ts';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states.tsx';
import { useRoomName } from '../../../hooks/use-room-names.ts';
import { formatInstant } from '../../../lib/format.ts';
import { siteDevicesQuery, surveySensorsQuery, useAssignDevices } from '../api/surveys-api.ts';
import { deviceChoices, devicesChanged, toggleDevice } from '../model/device-choices.ts';

interface AssignDevicesDialogProps {
  siteId: string;
  survey: Survey;
  /** The site's surveys: a device showing another one is marked (assigning moves it here). */
  surveys: readonly Survey[];
  timezone: string | null;
  onClose: () => void;
}

/**
 * Which of the site's tablets, pads and QR tags show the survey: a modal dialog of
 * checkboxes (the current devices ticked) with each device's state and last answer, saved
 * as the whole set with `PUT /api/survey/{id}/devices`.
 */
export function AssignDevicesDialog({ siteId, survey, surveys, timezone, onClose }: AssignDevicesDialogProps) {
  const { t, i18n } = useTranslation(['surveys', 'admin', 'labels']);
  const dialog = useRef<HTMLDialogElement>(null);
  const devices = useQuery(siteDevicesQuery(siteId));
  const sensors = useQuery(surveySensorsQuery(survey.surveyId));
  const [chosen, setChosen] = useState<string[]>(() => [...survey.deviceIds]);
  const save = useAssignDevices(survey.surveyId, onClose);
  const refused = useRefusalToast();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Room names in the reader's language (issue 19) before the rows sort by them.
  const nameOf = useRoomName(siteId);
  const rows = useMemo(
    () =>
      deviceChoices(
        (devices.data ?? []).map((device) => (device.roomName === null ? device : { ...device, roomName: nameOf(device.roomId, device.roomName) })),
        survey,
        surveys,
        sensors.data ?? [],
      ),
    [devices.data, survey, surveys, sensors.data, nameOf],
  );
  const body = () => {
    if (devices.error) return <ErrorState onRetry={() => void devices.refetch()} />;
    if (!devices.data) return <Loading />;
    if (rows.length === 0) return <EmptyState message={t('assign.none')} />;
    return (
      <ul className="survey-assign-list" data-testid="survey-assign-list">
        {rows.map((row) => (
          <li key={row.deviceId} className="survey-assign-row">
            <label className="check-field">
              <input
                type="checkbox"
                checked={chosen.includes(row.deviceId)}
                onChange={() => setChosen((current) => toggleDevice(current, row.deviceId))}
                data-testid="survey-assign-device"
                data-device-id={row.deviceId}
              />
              <span className="survey-assign-name">
                <bdi>{row.name}</bdi> <span className="muted">· {t(`labels:sensor_${row.type}`, { defaultValue: row.type })}</span>
              </span>
            </label>
            <span className="survey-assign-meta muted">
              {row.roomName ? <bdi>{row.roomName}</bdi> : t('assign.noRoom')}
              {row.status ? (
                <span className={`status-pill ${row.status === 'online' ? 'is-active' : 'is-off'}`} data-testid="survey-assign-status">
                  {t(`assign.${row.status}`)}
                </span>
              ) : null}
              {row.status ? (
                <span>
                  {row.lastAnswerAt ? t('assign.lastAnswer', { when: formatInstant(row.lastAnswerAt, i18n.language, timezone ?? 'UTC') }) : t('assign.noAnswer')}
                </span>
              ) : null}
              {row.otherSurvey ? <span className="survey-assign-other">{t('assign.showsOther', { name: row.otherSurvey })}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <dialog
      ref={dialog}
      className="popup survey-assign-dialog"
      aria-labelledby="survey-assign-title"
      data-testid="survey-assign-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="survey-assign-title">
        {t('assign.title')}: <bdi>{survey.name}</bdi>
      </h2>
      <p className="muted">{t('assign.intro')}</p>
      {body()}
      <p className="muted survey-assign-count" role="status">
        {t('assign.count', { count: chosen.length })}
      </p>
      <div className="popup-actions">
        <button type="button" className="button" onClick={onClose} data-testid="survey-assign-cancel">
          {t('admin:admin.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={save.isPending || !devicesChanged(chosen, survey.deviceIds)}
          onClick={() => save.mutate(chosen, { onError: refused })}
          data-testid="survey-assign-save"
        >
          {save.isPending ? t('admin:admin.saving') : t('admin:admin.save')}
        </button>
      </div>
    </dialog>
  );
}
