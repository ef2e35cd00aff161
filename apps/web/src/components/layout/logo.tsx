import { useTranslation } from 'react-i18next';

/** The product's logo with its full title on wide screens and its short title on narrow ones. */
export function BrandTitle() {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex align-items-center gap-2 text-decoration-none">
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span className="fw-semibold fs-5 d-none d-md-inline">{t('KP Astro Desk')}</span>
      <span className="fw-semibold fs-5 d-inline d-md-none">{t('KP Desk')}</span>
    </span>
  );
}
