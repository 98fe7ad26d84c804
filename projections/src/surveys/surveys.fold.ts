import type { RecordedEvent, SurveyKind, SurveyStage, UserLanguage } from '@facility/contracts';

/** A survey definition as the read model keeps it (times in epoch ms). */
export interface SurveyDefinition {
  surveyId: string;
  siteId: string;
  name: string;
  kind: SurveyKind;
  languages: UserLanguage[];
  stages: SurveyStage[];
  restartSeconds: number;
  deleted: boolean;
  createdAt: number;
  updatedAt: number;
  /** The user who made the latest change (event metadata's actor); null for system or device actors. */
  updatedBy: string | null;
}

/** The survey a device shows, since when. */
export interface SurveyAssignment {
  deviceId: string;
  surveyId: string;
  siteId: string;
  assignedAt: number;
}

/** One `SurveyAnswered` event: a visitor went through the survey on a device. */
export interface SurveySubmission {
  eventId: string;
  surveyId: string;
  siteId: string;
  roomId: string;
  deviceId: string;
  answeredAt: number;
  items: number;
}

/** One answered item of a submission. */
export interface SurveyAnswer {
  eventId: string;
  item: number;
  surveyId: string;
  siteId: string;
  roomId: string;
  deviceId: string;
  answeredAt: number;
  stage: number;
  button: string | null;
  rating: number | null;
  text: string | null;
}

/**
 * What a batch needs of the read model: the surveys it names, and the assignments of the
 * devices it names together with every device currently showing a survey it names (an
 * assignment replaces the survey's whole set, so the devices it drops must be known).
 * A device mapped to null shows no survey.
 */
export interface SurveysState {
  surveys: Map<string, SurveyDefinition>;
  devices: Map<string, SurveyAssignment | null>;
}

export interface SurveysFold {
  changedSurveys: Set<string>;
  /** Devices whose assignment changed; their entry in `state.devices` is the new one (null: none). */
  changedDevices: Set<string>;
  submissions: SurveySubmission[];
  answers: SurveyAnswer[];
  /** Sites whose surveys, assignments or answers moved (live kind `surveys`), with the answering rooms. */
  siteIds: Set<string>;
  roomIds: Set<string>;
}

const DEFINITION = ['SurveyCreated', 'SurveyUpdated', 'SurveyAssigned', 'SurveyDeleted'] as const;
/** The event types the survey read model reads. */
export const SURVEYS_EVENT_TYPES: ReadonlySet<string> = new Set([...DEFINITION, 'SurveyAnswered']);

const PROFILE_FIELDS = ['name', 'kind', 'languages', 'stages', 'restartSeconds'] as const;

const userOf = (event: RecordedEvent): string | null => (event.metadata.actor?.kind === 'user' ? event.metadata.actor.id : null);
const isIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The survey ids a batch names (definitions and answers), and the device ids its assignments name. */
export function surveyKeysOf(events: readonly RecordedEvent[]): { surveyIds: string[]; deviceIds: string[] } {
  const surveyIds = new Set<string>();
  const deviceIds = new Set<string>();
  for (const { type, data } of events) {
    if (!SURVEYS_EVENT_TYPES.has(type) || typeof data.surveyId !== 'string') continue;
    if (type === 'SurveyAnswered') continue;
    surveyIds.add(data.surveyId);
    if (type === 'SurveyAssigned' && Array.isArray(data.deviceIds)) {
      for (const deviceId of data.deviceIds) if (typeof deviceId === 'string') deviceIds.add(deviceId);
    }
  }
  return { surveyIds: [...surveyIds], deviceIds: [...deviceIds] };
}

/**
 * Folds a batch (in global order) into the survey read model (pure; `state` is updated in
 * place). A definition keeps who changed it last; an assignment gives the survey exactly
 * the devices it names, taking each from whatever survey showed it before (a device shows
 * one survey, the latest assignment in the log wins); a deleted survey frees its devices.
 * Answers are kept whatever the survey's state: an unknown survey may be created later in
 * the log, and a deleted one keeps its results.
 */
export function foldSurveys(state: SurveysState, events: readonly RecordedEvent[]): SurveysFold {
  const fold: SurveysFold = { changedSurveys: new Set(), changedDevices: new Set(), submissions: [], answers: [], siteIds: new Set(), roomIds: new Set() };
  const free = (deviceId: string) => {
    if (state.devices.get(deviceId) == null) return;
    state.devices.set(deviceId, null);
    fold.changedDevices.add(deviceId);
  };

  for (const event of events) {
    if (!SURVEYS_EVENT_TYPES.has(event.type)) continue;
    const data = event.data;
    const { surveyId, siteId } = data;
    if (typeof surveyId !== 'string' || typeof siteId !== 'string') continue;
    const at = event.occurredAt.getTime();

    if (event.type === 'SurveyAnswered') {
      foldAnswered(fold, event, surveyId, siteId, at);
      continue;
    }

    const survey = state.surveys.get(surveyId);
    switch (event.type) {
      case 'SurveyCreated':
        state.surveys.set(surveyId, {
          surveyId,
          siteId,
          name: String(data.name),
          kind: data.kind as SurveyKind,
          languages: data.languages as UserLanguage[],
          stages: data.stages as SurveyStage[],
          restartSeconds: Number(data.restartSeconds),
          deleted: false,
          createdAt: at,
          updatedAt: at,
          updatedBy: userOf(event),
        });
        break;
      case 'SurveyUpdated': {
        // A stream is read in order, so an update of an unknown survey cannot happen; ignore it if it does.
        if (!survey) continue;
        const changed: Partial<SurveyDefinition> = {};
        for (const field of PROFILE_FIELDS) if (field in data) Object.assign(changed, { [field]: data[field] });
        state.surveys.set(surveyId, { ...survey, ...changed, updatedAt: at, updatedBy: userOf(event) });
        break;
      }
      case 'SurveyAssigned': {
        const wanted = new Set(Array.isArray(data.deviceIds) ? data.deviceIds.filter((id): id is string => typeof id === 'string') : []);
        for (const [deviceId, assignment] of state.devices) {
          if (assignment?.surveyId === surveyId && !wanted.has(deviceId)) free(deviceId);
        }
        for (const deviceId of wanted) {
          if (state.devices.get(deviceId)?.surveyId === surveyId) continue;
          state.devices.set(deviceId, { deviceId, surveyId, siteId, assignedAt: at });
          fold.changedDevices.add(deviceId);
        }
        if (survey) state.surveys.set(surveyId, { ...survey, updatedAt: at, updatedBy: userOf(event) });
        break;
      }
      case 'SurveyDeleted':
        for (const [deviceId, assignment] of state.devices) if (assignment?.surveyId === surveyId) free(deviceId);
        if (survey) state.surveys.set(surveyId, { ...survey, deleted: true, updatedAt: at, updatedBy: userOf(event) });
        break;
    }
    if (state.surveys.has(surveyId)) fold.changedSurveys.add(surveyId);
    fold.siteIds.add(siteId);
  }
  return fold;
}

/** A submission and its well-formed items (an item without a stage index says nothing and is skipped). */
function foldAnswered(fold: SurveysFold, event: RecordedEvent, surveyId: string, siteId: string, at: number): void {
  const { roomId, deviceId, answers } = event.data;
  if (typeof roomId !== 'string' || typeof deviceId !== 'string') return;
  const place = { eventId: event.id, surveyId, siteId, roomId, deviceId, answeredAt: at };
  const items = Array.isArray(answers) ? (answers as Record<string, unknown>[]) : [];
  fold.submissions.push({ ...place, items: items.length });
  items.forEach((answer, item) => {
    if (typeof answer !== 'object' || answer === null || !isIndex(answer.stage)) return;
    fold.answers.push({
      ...place,
      item,
      stage: answer.stage,
      button: typeof answer.button === 'string' ? answer.button : null,
      rating: typeof answer.rating === 'number' && Number.isFinite(answer.rating) ? Math.round(answer.rating) : null,
      // PostgreSQL text cannot hold NUL; nothing a visitor meant to say is lost with it.
      text: typeof answer.text === 'string' ? answer.text.replaceAll('\u0000', '') : null,
    });
  });
  fold.siteIds.add(siteId);
  fold.roomIds.add(roomId);
}
