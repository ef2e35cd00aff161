import { useTranslation } from 'react-i18next';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

/** Import and export (/importexport.html): the practice out as JSON or CSV, clients in from files. */
export function ImportExportPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="import-export-title">
      <h1 id="import-export-title" className="h4 mb-3">
        {t('Import and export')}
      </h1>
      <ExportPanel />
      <ImportPanel />
    </section>
  );
}
