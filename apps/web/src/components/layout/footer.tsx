import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '../../paths';

/** The footer with the 2025 all-rights-reserved line (spec §1); the link keeps its place in every language. */
export function Footer() {
  // Trans alone does not redraw on a language change; the hook's t does.
  const { t } = useTranslation();
  return (
    <footer className="border-top py-3 mt-4 text-center small text-body-secondary screen-only">
      <Trans
        t={t}
        i18nKey="© {{year}} <brand>KP Astro Desk</brand>. All rights reserved."
        values={{ year: 2025 }}
        components={{ brand: <a href={PATHS.signIn} /> }}
      />
    </footer>
  );
}
