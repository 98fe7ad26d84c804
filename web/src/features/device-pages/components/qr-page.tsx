import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePageShell } from './device-page-shell.tsx';
import type { DevicePageContext } from './device-page-context.ts';
import { PadButtons } from './pad-buttons.tsx';
import { StaffPanel } from './staff-panel.tsx';
import { SurveyRunner } from './survey-runner.tsx';

/**
 * `/qr#<token>`: the page a phone opens by scanning a room's QR tag, with no login. Visitors
 * report a problem, rate the room or call a cleaner (or answer the tag's survey); staff
 * check in and confirm the room's tasks.
 */
export default function QrPage() {
  return <DevicePageShell kind="qr">{(context) => <QrScreen context={context} />}</DevicePageShell>;
}

function QrScreen({ context }: { context: DevicePageContext }) {
  const { t } = useTranslation('device-page');
  const [part, setPart] = useState<'visitor' | 'staff'>('visitor');
  const survey = context.page.survey;
  return (
    <>
      <div className="qr-tabs" role="tablist">
        {(['visitor', 'staff'] as const).map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={part === candidate}
            className={`qr-tab${part === candidate ? ' is-active' : ''}`}
            onClick={() => setPart(candidate)}
            data-testid={`qr-tab-${candidate}`}
          >
            {t(`qr.${candidate}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {part === 'staff' ? (
          <StaffPanel context={context} />
        ) : survey ? (
          <SurveyRunner key={`${survey.surveyId}@${survey.dateUpdated}`} survey={survey} context={context} />
        ) : (
          <PadButtons context={context} />
        )}
      </div>
    </>
  );
}
