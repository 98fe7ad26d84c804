import type { DevicePageProblem } from '@facility/contracts';
import { useTranslation } from 'react-i18next';
import { ratingScore } from '../model/survey-run.ts';
import type { DevicePageContext } from './device-page-context.ts';
import { RatingFace } from './rating-face.tsx';

const SCALE = [1, 2, 3, 4, 5] as const;

/** The site's problem buttons, cleaning then maintenance, each a `ComplaintReported`. */
export function ProblemButtons({ problems, report }: { problems: readonly DevicePageProblem[]; report: DevicePageContext['report'] }) {
  const { t } = useTranslation(['device-page', 'labels']);
  const groups = (['cleaning', 'maintenance'] as const).map((category) => ({ category, problems: problems.filter((entry) => entry.category === category) }));
  return (
    <section className="device-section" aria-labelledby="device-problems-title">
      <h2 id="device-problems-title">{t('pad.problems')}</h2>
      {groups
        .filter((group) => group.problems.length > 0)
        .map((group) => (
          <div key={group.category} className="device-problem-group">
            <h3>{t(`labels:category_${group.category}`)}</h3>
            <div className="device-grid">
              {group.problems.map(({ problem, category }) => (
                <button
                  key={problem}
                  type="button"
                  className={`device-button device-problem device-problem-${category}`}
                  onClick={() => report('ComplaintReported', { problem, category })}
                  data-testid={`problem-${problem}`}
                >
                  {t(`labels:${problem}`, { defaultValue: problem.replaceAll('_', ' ') })}
                </button>
              ))}
            </div>
          </div>
        ))}
    </section>
  );
}

/** Rate the room 1..5 (`RatingGiven` 0..100). */
export function RatingRow({ report }: { report: DevicePageContext['report'] }) {
  const { t } = useTranslation('device-page');
  return (
    <section className="device-section" aria-labelledby="device-rating-title">
      <h2 id="device-rating-title">{t('pad.rate')}</h2>
      <div className="device-rating" role="group" aria-labelledby="device-rating-title">
        {SCALE.map((value) => (
          <button
            key={value}
            type="button"
            className="device-button device-rating-button"
            aria-label={t('pad.ratingValue', { value })}
            onClick={() => report('RatingGiven', { score: ratingScore(value) })}
            data-testid={`rating-${value}`}
          >
            <RatingFace value={value} />
          </button>
        ))}
      </div>
    </section>
  );
}

/** "Call a cleaner" (`CleanerCallRequested`). */
export function CallCleanerButton({ report }: { report: DevicePageContext['report'] }) {
  const { t } = useTranslation('device-page');
  return (
    <button type="button" className="device-button device-call" onClick={() => report('CleanerCallRequested')} data-testid="call-cleaner">
      {t('pad.callCleaner')}
    </button>
  );
}

/** What a pad offers without a survey: problems, a rating, the call button. */
export function PadButtons({ context }: { context: DevicePageContext }) {
  return (
    <div className="device-pad">
      <ProblemButtons problems={context.page.problems} report={context.report} />
      <div className="device-pad-row">
        <RatingRow report={context.report} />
        <CallCleanerButton report={context.report} />
      </div>
    </div>
  );
}
