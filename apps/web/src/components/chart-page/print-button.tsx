import { useTranslation } from 'react-i18next';
import { Button } from 'react-bootstrap';

/**
 * Print: the browser's print of the page, which the A4 print layout lays out (the screen-only parts, this
 * button among them, are left out of the print).
 */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline-secondary" size="sm" className="screen-only" onClick={() => window.print()}>
      {t(label)}
    </Button>
  );
}
