import { DevicePageShell } from './device-page-shell.tsx';
import { PadButtons } from './pad-buttons.tsx';
import { SurveyRunner } from './survey-runner.tsx';

/**
 * `/kiosk#<token>`: a wall tablet (or a pad) that is just a browser. It runs the assigned
 * survey, else offers the pad's buttons; presses queue locally and reach the ingest when
 * the network allows.
 */
export default function KioskPage() {
  return (
    <DevicePageShell kind="kiosk">
      {(context) =>
        context.page.survey ? (
          <SurveyRunner key={`${context.page.survey.surveyId}@${context.page.survey.dateUpdated}`} survey={context.page.survey} context={context} />
        ) : (
          <PadButtons context={context} />
        )
      }
    </DevicePageShell>
  );
}
