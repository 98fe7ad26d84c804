import type { GeneratedRooms } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR, type ServerFieldErrors } from '../../../../components/form/server-errors.ts';
import { Loading } from '../../../../components/ui/states.tsx';
import type { WizardState } from '../../model/generator-wizard.ts';
import { errorPlace, groupPreview, type PreviewBuilding } from '../../model/preview-groups.ts';
import { useRoomLabels } from '../room-labels.ts';

interface PreviewStepProps {
  state: WizardState;
  /** The dry run's answer, once there. */
  plan: GeneratedRooms | null;
  loading: boolean;
  /** The server's 400 reasons (dry run or commit), by field path; `_form` for a reason of no field. */
  reasons: ServerFieldErrors;
  committing: boolean;
  onBack: () => void;
  onCommit: () => void;
}

/** Step 2: the rooms the map would make (nothing is written yet), or why the server refuses the map; then step 3, the commit. */
export function PreviewStep({ state, plan, loading, reasons, committing, onBack, onCommit }: PreviewStepProps) {
  const { t } = useTranslation('room-admin');
  const refused = Object.keys(reasons).length > 0;
  return (
    <section className="admin-drawer generator-preview" aria-labelledby="generate-preview-title" data-testid="room-generate-plan">
      <h2 id="generate-preview-title">{t('generate.previewTitle')}</h2>
      {loading ? <Loading /> : null}
      {refused ? <RefusalList state={state} reasons={reasons} /> : null}
      {plan && !loading ? (
        <>
          <p className="generator-plan-count" data-testid="room-generate-preview-count">
            <strong>{t('generate.willCreate', { count: plan.count })}</strong> <span className="muted">{t('generate.nothingYet')}</span>
          </p>
          {groupPreview(plan.rooms).map((group) => (
            <PreviewGroup key={group.building} group={group} />
          ))}
        </>
      ) : null}
      <div className="form-actions generator-actions">
        <button type="button" className="button" onClick={onBack} disabled={committing} data-testid="room-generate-back">
          {t('generate.back')}
        </button>
        <button type="button" className="button button-primary" disabled={!plan || loading || refused || committing || plan.count === 0} onClick={onCommit} data-testid="room-generate-commit">
          {committing ? t('admin:admin.saving') : plan ? t('generate.commit', { count: plan.count }) : t('generate.stepCommit')}
        </button>
      </div>
    </section>
  );
}

/** The server's reasons, each with the place in the map it names (building 2, room kind 1, English name). */
function RefusalList({ state, reasons }: { state: WizardState; reasons: ServerFieldErrors }) {
  const { t } = useTranslation('room-admin');
  const fieldLabel = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);
  const describe = (path: string): string => {
    if (path === FORM_ERROR) return '';
    const place = errorPlace(path);
    const parts: string[] = [];
    if (place.building !== undefined) {
      const name = state.buildings[place.building]?.name.trim();
      parts.push(t('generate.buildingN', { n: place.building + 1 }) + (name ? ` (${name})` : ''));
    }
    if (place.kind !== undefined) parts.push(t('generate.kindN', { n: place.kind + 1 }));
    if (place.field !== '') parts.push(fieldLabel(place.field));
    return parts.join(' › ');
  };
  return (
    <div className="generator-refusal" role="alert" data-testid="room-generate-errors">
      <strong>{t('generate.refused')}</strong>
      <ul>
        {Object.entries(reasons).map(([path, reason]) => {
          const where = describe(path);
          return (
            <li key={path} data-testid="room-generate-error">
              {where ? <span className="refusal-place">{where}: </span> : null}
              {/* The server's reason is English: isolated so it keeps its order in a Hebrew or Arabic sentence. */}
              <bdi>{reason || t('common:errors.somethingWentWrong')}</bdi>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Dictionary keys of the map's fields, as a 400 names them. */
const FIELD_LABELS: Record<string, string> = {
  name: 'generate.buildingName',
  nameEn: 'generate.buildingNameEn',
  floors: 'generate.toFloor',
  firstFloor: 'generate.fromFloor',
  roomsPerFloor: 'generate.kindsTitle',
  roomType: 'field.roomType',
  gender: 'field.gender',
  count: 'generate.count',
  cells_num: 'field.cells_num',
  sinks_num: 'field.sinks_num',
  urinals_num: 'field.urinals_num',
  firstRefId: 'generate.firstRefId',
  buildings: 'generate.buildingsTitle',
};

function PreviewGroup({ group }: { group: PreviewBuilding }) {
  const { t } = useTranslation('room-admin');
  const labels = useRoomLabels();
  return (
    <details className="preview-group" open data-testid="room-generate-preview-building">
      <summary>
        <strong translate="no">{group.building}</strong>{' '}
        <span className="muted">
          {t('generate.groupSummary', { count: group.count, first: group.refs.first, last: group.refs.last })}
        </span>
      </summary>
      {group.floors.map((floor) => (
        <div key={floor.floor} className="preview-floor">
          <h4>{labels.floor(floor.floor)}</h4>
          <div className="table-wrap">
            <table className="data-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('field.ref_id')}</th>
                  <th scope="col">{t('field.displayName')}</th>
                  <th scope="col" className="optional">
                    {t('field.room_name_en')}
                  </th>
                  <th scope="col">{t('field.roomType')}</th>
                  <th scope="col" className="optional">
                    {t('field.gender')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {floor.rooms.map((room) => (
                  <tr key={room.ref_id} data-testid="room-generate-preview-room">
                    <td translate="no">{room.ref_id}</td>
                    <td>{room.displayName}</td>
                    <td className="optional" translate="no">
                      {room.room_name_en}
                    </td>
                    <td>{labels.type(room.roomType)}</td>
                    <td className="optional">{labels.gender(room.gender)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </details>
  );
}
