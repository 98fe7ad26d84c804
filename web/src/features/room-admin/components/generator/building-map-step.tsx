import { ROOM_FLOOR_MIN } from '@facility/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ChoiceField, TextField } from '../../../../components/form/form-fields.tsx';
import { GENERATOR_LIMITS, kindsOf, newBuilding, plannedRoomCount, type BuildingDraft, type WizardState } from '../../model/generator-wizard.ts';
import { useRoomLabels } from '../room-labels.ts';
import { KindsEditor } from './kinds-editor.tsx';

interface BuildingMapStepProps {
  state: WizardState;
  onChange: (state: WizardState) => void;
  errorFor: (path: string) => string | null;
  /** Whether the map passes every local check (the preview button asks the server only then). */
  valid: boolean;
  busy: boolean;
  onPreview: () => void;
}

const FLOORS = Array.from({ length: GENERATOR_LIMITS.lastFloor - ROOM_FLOOR_MIN + 1 }, (_, i) => ROOM_FLOOR_MIN + i);

/** Step 1: the buildings, their floors and the rooms on each floor. */
export function BuildingMapStep({ state, onChange, errorFor, valid, busy, onPreview }: BuildingMapStepProps) {
  const { t } = useTranslation('room-admin');
  const total = plannedRoomCount(state);
  const totalError = errorFor('buildings');
  const sharedUsed = state.buildings.some((building) => !building.ownKinds);
  const changeBuilding = (index: number, building: BuildingDraft) => onChange({ ...state, buildings: state.buildings.map((entry, b) => (b === index ? building : entry)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPreview();
  };

  return (
    <form className="generator-map" noValidate onSubmit={submit} data-testid="room-generate-map">
      <section className="admin-drawer" aria-labelledby="generate-buildings-title">
        <h2 id="generate-buildings-title">{t('generate.buildingsTitle')}</h2>
        <p className="muted generator-intro">{t('generate.buildingsIntro')}</p>
        <ol className="building-list" data-testid="room-generate-buildings">
          {state.buildings.map((building, b) => (
            <BuildingCard
              key={b}
              index={b}
              building={building}
              perFloor={kindsOf(state, building)}
              onChange={(next) => changeBuilding(b, next)}
              onRemove={state.buildings.length > 1 ? () => onChange({ ...state, buildings: state.buildings.filter((_, i) => i !== b) }) : null}
              errorFor={errorFor}
            />
          ))}
        </ol>
        <button
          type="button"
          className="button"
          disabled={state.buildings.length >= GENERATOR_LIMITS.buildings}
          onClick={() => onChange({ ...state, buildings: [...state.buildings, newBuilding(nextBuildingName(state))] })}
          data-testid="room-generate-add-building"
        >
          + {t('generate.addBuilding')}
        </button>
      </section>

      <section className="admin-drawer" aria-labelledby="generate-kinds-title">
        <h2 id="generate-kinds-title">{t('generate.kindsTitle')}</h2>
        <p className="muted generator-intro">{sharedUsed ? t('generate.kindsIntro') : t('generate.kindsUnused')}</p>
        <KindsEditor kinds={state.kinds} onChange={(kinds) => onChange({ ...state, kinds })} path="roomsPerFloor" scope="shared" errorFor={errorFor} />
      </section>

      <section className="admin-drawer generator-footer">
        <TextField
          label={t('generate.firstRefId')}
          hint={t('generate.firstRefHint')}
          value={state.firstRefId}
          onChange={(firstRefId) => onChange({ ...state, firstRefId })}
          error={errorFor('firstRefId')}
          inputMode="numeric"
          maxLength={3}
          testId="room-generate-first-ref"
        />
        <div className={totalError ? 'generator-total is-over' : 'generator-total'} data-testid="room-generate-total" aria-live="polite">
          <strong>{t('generate.total', { count: total })}</strong>
          <span className="muted">{t('generate.limit', { max: GENERATOR_LIMITS.rooms })}</span>
          {totalError ? (
            <span className="field-error" role="alert" data-testid="room-generate-total-error">
              {totalError}
            </span>
          ) : null}
        </div>
        <button type="submit" className="button button-primary" disabled={!valid || busy} data-testid="room-generate-preview">
          {t('generate.preview')}
        </button>
      </section>
    </form>
  );
}

/** The next free single letter (A, B, C...) for a new building, or nothing after Z. */
function nextBuildingName(state: WizardState): string {
  const taken = new Set(state.buildings.map((building) => building.name.trim()));
  for (let code = 65; code <= 90; code++) {
    const name = String.fromCharCode(code);
    if (!taken.has(name)) return name;
  }
  return '';
}

interface BuildingCardProps {
  index: number;
  building: BuildingDraft;
  perFloor: readonly { count: string }[];
  onChange: (building: BuildingDraft) => void;
  onRemove: (() => void) | null;
  errorFor: (path: string) => string | null;
}

function BuildingCard({ index, building, perFloor, onChange, onRemove, errorFor }: BuildingCardProps) {
  const { t } = useTranslation('room-admin');
  const labels = useRoomLabels();
  const path = `buildings/${index}`;
  const testId = (field: string) => `room-generate-building-${index}-${field}`;
  const floorOptions = FLOORS.map((floor) => ({ value: String(floor), label: labels.floor(floor) }));
  const floors = Math.max(0, building.toFloor - building.fromFloor + 1);
  const rooms = floors * perFloor.reduce((n, kind) => n + (/^\d+$/.test(kind.count.trim()) ? Number(kind.count) : 0), 0);

  return (
    <li className="building-card" data-testid="room-generate-building">
      <div className="building-card-head">
        <h3>{t('generate.buildingN', { n: index + 1 })}</h3>
        <span className="muted" data-testid={testId('summary')}>
          {t('generate.buildingSummary', { count: rooms, floors })}
        </span>
        {onRemove ? (
          <button type="button" className="button button-ghost" onClick={onRemove} data-testid={testId('remove')}>
            {t('generate.removeBuilding')}
          </button>
        ) : null}
      </div>
      <div className="building-fields">
        <TextField label={t('generate.buildingName')} value={building.name} onChange={(name) => onChange({ ...building, name })} error={errorFor(`${path}/name`)} maxLength={GENERATOR_LIMITS.nameLength} dir="auto" testId={testId('name')} />
        <TextField
          label={t('generate.buildingNameEn')}
          hint={t('generate.buildingNameEnHint')}
          value={building.nameEn}
          onChange={(nameEn) => onChange({ ...building, nameEn })}
          error={errorFor(`${path}/nameEn`)}
          maxLength={GENERATOR_LIMITS.nameLength}
          testId={testId('nameEn')}
        />
        <ChoiceField
          label={t('generate.fromFloor')}
          value={String(building.fromFloor)}
          options={floorOptions}
          onChange={(floor) => floor !== '' && onChange({ ...building, fromFloor: Number(floor), toFloor: Math.max(building.toFloor, Number(floor)) })}
          error={errorFor(`${path}/firstFloor`)}
          testId={testId('from')}
        />
        <ChoiceField
          label={t('generate.toFloor')}
          value={String(building.toFloor)}
          options={floorOptions}
          onChange={(floor) => floor !== '' && onChange({ ...building, toFloor: Number(floor) })}
          error={errorFor(`${path}/floors`)}
          testId={testId('to')}
        />
      </div>
      <CheckboxField label={t('generate.ownKinds')} checked={building.ownKinds} onChange={(ownKinds) => onChange({ ...building, ownKinds })} testId={testId('own')} />
      {building.ownKinds ? (
        <KindsEditor kinds={building.kinds} onChange={(kinds) => onChange({ ...building, kinds })} path={`${path}/roomsPerFloor`} scope={String(index)} errorFor={errorFor} />
      ) : null}
    </li>
  );
}
