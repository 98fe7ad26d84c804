import type { SiteService } from '@facility/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField, FieldFrame, TextField } from '../../../components/form/form-fields.tsx';
import { newService, withCategory } from '../model/call-form.ts';
import { problemOptions, problemOwners } from '../model/problem-keys.ts';
import type { SectionProps } from './call-rule-sections.tsx';

const CATEGORIES: readonly SiteService['category'][] = ['cleaning', 'maintenance'];

/**
 * The site's named services (spec §3 servikName and servikCategory): each answers for some
 * problem buttons, which the analyses' service filter narrows to. A problem belongs to one
 * service at most: another row shows it taken.
 */
export function ServicesSection({ form, readOnly }: SectionProps) {
  const { t } = useTranslation(['callSettings', 'labels']);
  const { values, change, removeService, fieldError } = form;
  const id = useId();
  const owners = problemOwners(values.services);
  const patch = (index: number, path: string, next: (service: SiteService) => SiteService) =>
    change(`services/${index}/${path}`, (current) => ({ ...current, services: current.services.map((service, i) => (i === index ? next(service) : service)) }));
  const toggle = (index: number, problem: string) =>
    patch(index, 'problems', (service) => ({
      ...service,
      problems: service.problems.includes(problem) ? service.problems.filter((entry) => entry !== problem) : [...service.problems, problem],
    }));

  return (
    <section className="card call-rules-section" aria-labelledby={`${id}-title`} data-testid="call-settings-services">
      <header className="call-services-head">
        <h2 id={`${id}-title`}>{t('services.title')}</h2>
        {readOnly ? null : (
          <button
            type="button"
            className="button"
            onClick={() => change('services', (current) => ({ ...current, services: [...current.services, newService()] }))}
            disabled={values.services.length >= 50}
            data-testid="call-settings-service-add"
          >
            + {t('services.add')}
          </button>
        )}
      </header>
      <p className="field-hint call-intro">{t('services.intro')}</p>
      {values.services.length === 0 ? <p className="muted call-none">{t('services.none')}</p> : null}
      {values.services.map((service, index) => (
        <fieldset key={index} className="call-service" disabled={readOnly} data-testid={`call-settings-service-${index}`}>
          <legend>{service.name.trim() || t('services.untitled', { number: index + 1 })}</legend>
          <div className="call-service-fields">
            <TextField
              label={t('services.name')}
              value={service.name}
              maxLength={50}
              onChange={(name) => patch(index, 'name', (current) => ({ ...current, name }))}
              error={fieldError(`services/${index}/name`)}
              testId={`call-settings-service-${index}-name`}
            />
            <ChoiceField<SiteService['category']>
              label={t('services.category')}
              value={service.category}
              options={CATEGORIES.map((category) => ({ value: category, label: t(`services.categories.${category}`) }))}
              onChange={(category) => category && patch(index, 'category', (current) => withCategory(current, category))}
              testId={`call-settings-service-${index}-category`}
            />
            {readOnly ? null : (
              <button type="button" className="button call-service-remove" onClick={() => removeService(index)} data-testid={`call-settings-service-${index}-remove`}>
                {t('services.remove')}
              </button>
            )}
          </div>
          <FieldFrame label={t('services.problems')} error={fieldError(`services/${index}/problems`)} wide>
            {({ describedBy }) => (
              <div className="call-problems" role="group" aria-describedby={describedBy}>
                {problemOptions(service.category, service.problems).map((problem) => {
                  const owner = owners.get(problem);
                  const taken = owner !== undefined && owner !== index;
                  const on = service.problems.includes(problem);
                  const ownerName = taken ? values.services[owner]!.name.trim() || t('services.untitled', { number: owner + 1 }) : '';
                  return (
                    <button
                      key={problem}
                      type="button"
                      className={on ? 'call-problem is-on' : 'call-problem'}
                      aria-pressed={on}
                      disabled={taken}
                      title={taken ? t('services.takenBy', { service: ownerName }) : undefined}
                      onClick={() => toggle(index, problem)}
                      data-testid={`call-settings-service-${index}-problem-${problem}`}
                    >
                      {t(problem, { ns: 'labels', defaultValue: problem })}
                    </button>
                  );
                })}
              </div>
            )}
          </FieldFrame>
        </fieldset>
      ))}
    </section>
  );
}
