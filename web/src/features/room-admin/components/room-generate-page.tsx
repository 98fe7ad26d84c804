import type { GeneratedRooms, UserLanguage } from '@facility/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { errorUnder, serverFieldErrors, type ServerFieldErrors } from '../../../components/form/server-errors.ts';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useCurrentSite } from '../../../hooks/use-current-site.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useGenerateRooms, usePreviewRooms } from '../api/room-admin-api.ts';
import { INITIAL_WIZARD, wizardErrors, wizardToBody, type WizardState } from '../model/generator-wizard.ts';
import { ROOM_PATHS } from '../room-paths.ts';
import { BuildingMapStep } from './generator/building-map-step.tsx';
import { PreviewStep } from './generator/preview-step.tsx';
import { PlacePicker } from '../../../components/ui/place-picker.tsx';
import { serverReasonText } from '../../../components/form/server-reason.ts';
import { isLanguage } from '../../../i18n/languages.ts';
import './room-admin.css';

type Step = 'map' | 'preview';

/**
 * The building-map wizard (/admin/room/generate): 1) the map, checked as it is typed;
 * 2) the server's dry run of it (the rooms it would make, or its reasons); 3) the same
 * request for real, all rooms or none, then back to the list.
 */
export default function RoomGeneratePage() {
  const { t, i18n } = useTranslation(['room-admin', 'admin']);
  const [, navigate] = useLocation();
  const site = useCurrentSite();
  const siteId = site?.id ?? null;
  const [state, setState] = useState<WizardState>(INITIAL_WIZARD);
  const [step, setStep] = useState<Step>('map');
  /** The site the preview was asked for: another site's preview is no preview. */
  const [previewSite, setPreviewSite] = useState<string | null>(null);
  const [plan, setPlan] = useState<GeneratedRooms | null>(null);
  /** The language the preview's names were made in: the rooms made are the ones previewed. */
  const [planLanguage, setPlanLanguage] = useState<UserLanguage | undefined>(undefined);
  const [reasons, setReasons] = useState<ServerFieldErrors>({});
  const preview = usePreviewRooms();
  const commit = useGenerateRooms(() => navigate(ROOM_PATHS.list));

  const errors = wizardErrors(state);
  const valid = Object.keys(errors).length === 0;
  const onPreview = step === 'preview' && previewSite !== null && previewSite === siteId;

  /** A local rule's message, else the server's last reason for the field. */
  const errorFor = (path: string): string | null => {
    const local = errors[path];
    if (local) return t(local.key, local.values ?? {});
    const reason = errorUnder(reasons, path);
    return reason === null ? null : serverReasonText(t, reason);
  };

  // Any change to the map makes the last answer stale.
  const change = (next: WizardState) => {
    setState(next);
    setReasons({});
    setPlan(null);
  };

  const askPreview = () => {
    if (siteId === null || !valid) return;
    setStep('preview');
    setPreviewSite(siteId);
    setPlan(null);
    setReasons({});
    const language = isLanguage(i18n.language) ? i18n.language : undefined;
    setPlanLanguage(language);
    preview.mutate({ ...wizardToBody(state, siteId, true), language }, {
      onSuccess: setPlan,
      onError: (error) => setReasons(serverFieldErrors(error)),
    });
  };

  const askCommit = () => {
    if (siteId === null || !plan) return;
    commit.mutate({ ...wizardToBody(state, siteId, false), language: planLanguage }, {
      // The kit toasts other failures; a 400 (a reference taken meanwhile) shows with the preview.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setReasons(serverFieldErrors(error));
      },
    });
  };

  const current = commit.isPending || commit.isSuccess ? 3 : onPreview ? 2 : 1;

  return (
    <AdminPage id="room-generate" tools={<PlacePicker testId="room-admin" />}>
      <div className="room-page-bar">
        <Link href={ROOM_PATHS.list} className="button button-ghost" data-testid="room-back">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t('details.back')}
        </Link>
      </div>
      <ol className="wizard-steps" aria-label={t('generate.steps')} data-testid="room-generate-steps">
        {(['stepMap', 'stepPreview', 'stepCommit'] as const).map((key, i) => (
          <li key={key} className={i + 1 === current ? 'is-current' : i + 1 < current ? 'is-done' : undefined} aria-current={i + 1 === current ? 'step' : undefined}>
            <span className="wizard-step-number">{i + 1}</span> {t(`generate.${key}`)}
          </li>
        ))}
      </ol>
      {siteId === null ? (
        <EmptyState message={t('admin:rules.selectCompanyAndSite')} />
      ) : onPreview ? (
        <PreviewStep
          state={state}
          plan={plan}
          loading={preview.isPending}
          reasons={reasons}
          committing={commit.isPending || commit.isSuccess}
          onBack={() => setStep('map')}
          onCommit={askCommit}
        />
      ) : (
        <BuildingMapStep state={state} onChange={change} errorFor={errorFor} valid={valid} busy={preview.isPending} onPreview={askPreview} />
      )}
    </AdminPage>
  );
}
