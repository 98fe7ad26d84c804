import { ROOM_GENDERS, ROOM_TYPES } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceField, TextField } from '../../../../components/form/form-fields.tsx';
import { GENERATOR_LIMITS, newKind, type KindDraft, type KindGender } from '../../model/generator-wizard.ts';
import { useRoomLabels } from '../room-labels.ts';

interface KindsEditorProps {
  kinds: readonly KindDraft[];
  onChange: (kinds: KindDraft[]) => void;
  /** The list's field path as the server names it (`roomsPerFloor`, `buildings/0/roomsPerFloor`). */
  path: string;
  /** Test id part: `shared` or the building's index. */
  scope: string;
  errorFor: (path: string) => string | null;
}

/** The rooms on each floor: one row per kind (type, whom it serves, how many, fixtures). */
export function KindsEditor({ kinds, onChange, path, scope, errorFor }: KindsEditorProps) {
  const { t } = useTranslation('room-admin');
  const labels = useRoomLabels();
  const change = (index: number, patch: Partial<KindDraft>) => onChange(kinds.map((kind, k) => (k === index ? { ...kind, ...patch } : kind)));
  const listError = errorFor(path);
  const genders: { value: Exclude<KindGender, ''>; label: string }[] = [
    ...ROOM_GENDERS.map((gender) => ({ value: gender, label: labels.gender(gender) })),
    { value: 'none', label: t('generate.genderNone') },
  ];

  return (
    <div className="kinds-editor" data-testid={`room-generate-kinds-${scope}`}>
      {kinds.map((kind, k) => {
        const at = (field: string) => `${path}/${k}/${field}`;
        const testId = (field: string) => `room-generate-kind-${scope}-${k}-${field}`;
        const number = (field: 'count' | 'cells_num' | 'sinks_num' | 'urinals_num', label: string) => (
          <TextField label={label} value={kind[field]} onChange={(value) => change(k, { [field]: value })} error={errorFor(at(field))} inputMode="numeric" placeholder={field === 'count' ? '' : '0'} testId={testId(field)} />
        );
        return (
          <div key={k} className="kind-row" data-testid="room-generate-kind">
            <ChoiceField
              label={t('field.roomType')}
              value={kind.roomType}
              options={ROOM_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
              onChange={(roomType) => {
                if (roomType !== '') change(k, { roomType });
              }}
              error={errorFor(at('roomType'))}
              testId={testId('type')}
            />
            <ChoiceField
              label={t('field.gender')}
              value={kind.gender}
              placeholder={t('generate.genderByType')}
              options={genders}
              onChange={(gender) => change(k, { gender })}
              error={errorFor(at('gender'))}
              testId={testId('gender')}
            />
            {number('count', t('generate.count'))}
            {number('cells_num', t('field.cells_num'))}
            {number('sinks_num', t('field.sinks_num'))}
            {number('urinals_num', t('field.urinals_num'))}
            <button
              type="button"
              className="button button-ghost kind-remove"
              disabled={kinds.length <= 1}
              aria-label={t('generate.removeKind', { n: k + 1 })}
              title={t('generate.removeKind', { n: k + 1 })}
              onClick={() => onChange(kinds.filter((_, i) => i !== k))}
              data-testid={testId('remove')}
            >
              ✕
            </button>
          </div>
        );
      })}
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      <button type="button" className="button" disabled={kinds.length >= GENERATOR_LIMITS.kinds} onClick={() => onChange([...kinds, newKind()])} data-testid={`room-generate-add-kind-${scope}`}>
        + {t('generate.addKind')}
      </button>
    </div>
  );
}
