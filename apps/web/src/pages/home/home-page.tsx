/**
 * The signed-in home (/home.html). Its dashboard panels (recently viewed, quick add, options theory,
 * birthdays) belong to the clients area and are rendered by `DashboardPanels`.
 */
import { useTranslation } from 'react-i18next';
import { DashboardPanels } from './dashboard-panels';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h4">
        {t('Dashboard')}
      </h1>
      <DashboardPanels />
    </section>
  );
}
