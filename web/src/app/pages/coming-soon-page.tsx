import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../hooks/use-current-route.ts';

/** Screens of later work: the route, guard and navigation entry exist; the screen says it is on its way. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { route } = useCurrentRoute();
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <h2>{t(`routes.${route?.name ?? 'overview'}`)}</h2>
      <p>{t('states.comingSoon')}</p>
    </section>
  );
}
