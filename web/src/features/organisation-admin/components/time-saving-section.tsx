import type { Site } from '@facility/contracts';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/admin/form-actions.tsx';
import { CheckboxField, ChoiceField, NumberField } from '../../../components/form/form-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useSaveTimeSaving } from '../api/time-saving-api.ts';
import { currencyOptions } from '../model/currencies.ts';
import { timeSavingBody, timeSavingRules, timeSavingToForm } from '../model/time-saving-form.ts';
import { keepFieldErrors } from './server-refusal.ts';

/**
 * "Time saving": whether the overview computes time saved and estimated ROI for the site,
 * and the parameters it uses, saved with `PUT /api/site/timeSaving/{id}`.
 */
export function TimeSavingSection({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('organisation');
  const form = useForm(timeSavingToForm(site), timeSavingRules);
  const save = useSaveTimeSaving(site.siteId, (saved) => form.reset(timeSavingToForm(saved)));
  const { values } = form;
  const currencies = useMemo(() => currencyOptions(i18n.language, values.currency), [i18n.language, values.currency]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) save.mutate(timeSavingBody(values), { onError: keepFieldErrors(form.refused) });
  };

  return (
    <section className="card org-section" aria-labelledby="site-saving-title">
      <h2 id="site-saving-title" className="org-section-title">{t('saving.title')}</h2>
      <p className="muted org-section-intro">{t('saving.intro')}</p>
      <form className="admin-form" noValidate onSubmit={onSubmit} data-testid="time-saving-form">
        <div className="field-wide">
          <CheckboxField label={t('saving.isTimeSave')} checked={values.isTimeSave} onChange={(checked) => form.set('isTimeSave', checked)} testId="saving-enabled" />
        </div>
        <NumberField
          label={t('saving.roundInterval')}
          value={values.roundIntervalMinutes}
          onChange={(value) => form.set('roundIntervalMinutes', value)}
          error={form.fieldError('roundIntervalMinutes')}
          min={1}
          max={1440}
          testId="saving-round-interval"
        />
        <NumberField
          label={t('saving.cleaningMinutes')}
          value={values.cleaningMinutesPerRoom}
          onChange={(value) => form.set('cleaningMinutesPerRoom', value)}
          error={form.fieldError('cleaningMinutesPerRoom')}
          step="any"
          min={0}
          testId="saving-cleaning-minutes"
        />
        <NumberField
          label={t('saving.employerCost')}
          value={values.employerCostPerHour}
          onChange={(value) => form.set('employerCostPerHour', value)}
          error={form.fieldError('employerCostPerHour')}
          step="any"
          min={0}
          testId="saving-employer-cost"
        />
        <ChoiceField
          label={t('saving.currency')}
          value={values.currency}
          options={currencies}
          onChange={(value) => form.set('currency', value)}
          error={form.fieldError('currency')}
          placeholder={t('form.choose')}
          testId="saving-currency"
        />
        <FormActions saving={save.isPending} error={form.formError} testId="time-saving-form" />
      </form>
    </section>
  );
}
