import { useTranslation } from 'react-i18next';
import { CategoryBarChart } from '../../../components/charts/category-bar-chart.tsx';
import { formatInstant, formatNumber } from '../../../lib/format.ts';
import type { StageCard } from '../model/survey-results.ts';

/** One stage's answers in the period: the presses per button, the rating scale and mean, or the latest texts. */
export function StageResultCard({ card, timezone }: { card: StageCard; timezone: string | null }) {
  const { t, i18n } = useTranslation('surveys');
  const language = i18n.language;
  const title = card.title ?? t('builder.stageNumber', { number: card.stage + 1 });
  const count = (value: number) => formatNumber(value, language, 0);
  // Counts are whole: the axis leaves out the fractional ticks a small scale would get.
  const tick = (value: number) => (Number.isInteger(value) ? count(value) : '');
  return (
    <article className="card survey-stage-result" data-testid="survey-stage-result" data-stage={card.stage}>
      <header className="survey-stage-result-head">
        <span className="muted">
          {t('builder.stageNumber', { number: card.stage + 1 })} · {t(`stageKinds.${card.kind}`, { defaultValue: card.kind })}
        </span>
        <h3>
          <bdi>{title}</bdi>
        </h3>
        <span className="survey-stage-answers" data-testid="survey-stage-answers">
          {t('results.answers', { count: card.answers })}
        </span>
      </header>
      {card.ratings ? (
        <div className="survey-rating-result">
          <p className="survey-rating-average" data-testid="survey-rating-average">
            {card.averageOnFive === null ? t('results.noRating') : t('results.average', { value: formatNumber(card.averageOnFive, language, 1) })}
          </p>
          <CategoryBarChart
            items={card.ratings.map((bar) => ({ ...bar, label: t('results.ratingStep', { step: bar.label }) }))}
            formatValue={count}
            formatTick={tick}
            orientation="horizontal"
            ariaLabel={t('results.ratingChart', { title })}
            testId="survey-rating-chart"
          />
        </div>
      ) : null}
      {card.buttons && card.buttons.length > 0 ? (
        <CategoryBarChart items={card.buttons} formatValue={count} formatTick={tick} orientation="horizontal" ariaLabel={t('results.buttonChart', { title })} testId="survey-button-chart" />
      ) : null}
      {card.texts ? (
        card.texts.length === 0 ? (
          <p className="muted">{t('results.noTexts')}</p>
        ) : (
          <ul className="survey-texts" data-testid="survey-texts">
            {card.texts.map((entry, index) => (
              <li key={`${entry.answeredAt}-${index}`}>
                <p dir="auto">{entry.text}</p>
                <span className="muted">
                  <bdi>{entry.roomName}</bdi> · {formatInstant(entry.answeredAt, language, timezone ?? 'UTC')}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </article>
  );
}
