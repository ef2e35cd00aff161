import type { DisplayLanguage } from '@kpdesk/contract';
import './script-fonts.css';

/**
 * The self-hosted Noto font of each Indian script (issue 26), bundled by vite as same-origin files, so the
 * page makes no third-party request and the CSP stays same-origin. A script's font loads only when its
 * language is chosen; English needs none.
 */
const SCRIPT_FONTS: Partial<Record<DisplayLanguage, () => Promise<unknown>>> = {
  hi: () => import('@fontsource/noto-sans-devanagari/400.css'),
  ta: () => import('@fontsource/noto-sans-tamil/400.css'),
  te: () => import('@fontsource/noto-sans-telugu/400.css'),
};

/** Loads the font of `language`'s script, if it needs one. */
export function loadScriptFont(language: DisplayLanguage): void {
  void SCRIPT_FONTS[language]?.();
}
