import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/form/form-fields.tsx';
import { useSectors } from '../api/sectors-api.ts';
import { sectorChoices } from '../model/sectors.ts';

interface SectorFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The site's sector: the server's list (or the defaults), each named in the reader's language when known. */
export function SectorField({ value, onChange, error }: SectorFieldProps) {
  const { t } = useTranslation('organisation');
  const { data } = useSectors();
  const options = sectorChoices(data, value).map((sector) => ({ value: sector, label: t(`sector.${sector}`, { defaultValue: sector }) }));
  return <ChoiceField label={t('site.sector')} value={value} options={options} onChange={onChange} error={error} placeholder={t('form.choose')} testId="site-sector" />;
}
