import { useTranslation } from 'react-i18next';
import { NumberField, TextField } from '../../../components/form/form-fields.tsx';
import { mapLink, type SiteLocationValues } from '../model/site-form.ts';

/** What the location inputs need of a form (the site form and the new-site form both have these fields). */
interface LocationForm {
  values: SiteLocationValues;
  // A method, so a form of a wider value type (the site form's) fits.
  set<K extends keyof SiteLocationValues>(field: K, value: SiteLocationValues[K]): void;
  fieldError: (field: string) => string | null;
}

/**
 * The site's location (spec §3: address, latitude, longitude, radius in metres). No map is
 * drawn: a link opens the point on OpenStreetMap so the admin can check it.
 */
export function LocationFields({ form }: { form: LocationForm }) {
  const { t } = useTranslation('organisation');
  const { values } = form;
  const link = mapLink(values['location/latitude'], values['location/longitude']);
  return (
    <fieldset className="org-location" data-testid="site-location">
      <legend>{t('site.location')}</legend>
      <TextField
        label={t('site.address')}
        value={values['location/address']}
        onChange={(value) => form.set('location/address', value)}
        error={form.fieldError('location/address')}
        maxLength={300}
        testId="site-address"
        wide
      />
      <NumberField
        label={t('site.latitude')}
        value={values['location/latitude']}
        onChange={(value) => form.set('location/latitude', value)}
        error={form.fieldError('location/latitude')}
        step="any"
        min={-90}
        max={90}
        dir="ltr"
        testId="site-latitude"
      />
      <NumberField
        label={t('site.longitude')}
        value={values['location/longitude']}
        onChange={(value) => form.set('location/longitude', value)}
        error={form.fieldError('location/longitude')}
        step="any"
        min={-180}
        max={180}
        dir="ltr"
        testId="site-longitude"
      />
      <NumberField
        label={t('site.radius')}
        value={values['location/radius']}
        onChange={(value) => form.set('location/radius', value)}
        error={form.fieldError('location/radius')}
        step="any"
        min={1}
        testId="site-radius"
      />
      <div className="org-map-link">
        {link ? (
          <a href={link} target="_blank" rel="noreferrer noopener" data-testid="site-map-link">
            {t('site.openMap')} ↗
          </a>
        ) : (
          <span className="muted">{t('site.mapNeedsPoint')}</span>
        )}
      </div>
    </fieldset>
  );
}
