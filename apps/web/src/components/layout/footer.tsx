import { useTranslation } from 'react-i18next';
import { PATHS } from '../../paths';

/** The one tag of the footer's sentence: the text before it, inside it and after it, in every language. */
const BRAND_TAG = /^(.*)<brand>(.*)<\/brand>(.*)$/s;

/**
 * The footer with the 2025 all-rights-reserved line (spec §1); the link keeps its place in every language.
 * The sentence's one tag is split here rather than by react-i18next's Trans, whose HTML parser (about 4 KB
 * gz) would otherwise be the sign-in script's (its budget: docs/offline.md).
 */
export function Footer() {
  const { t } = useTranslation();
  const sentence = t('© {{year}} <brand>KP Astro Desk</brand>. All rights reserved.', { year: 2025 });
  const [, before = sentence, brand, after = ''] = BRAND_TAG.exec(sentence) ?? [];
  return (
    <footer className="border-top py-3 mt-4 text-center small text-body-secondary screen-only">
      {before}
      {brand !== undefined && <a href={PATHS.signIn}>{brand}</a>}
      {after}
    </footer>
  );
}
