import type { DisplayLanguage } from '@kpdesk/contract';
import './script-fonts.css';

/** A script's Noto family and a few of its letters, which make the browser fetch the script's own file. */
interface ScriptFont {
  family: string;
  sample: string;
  load: () => Promise<unknown>;
}

/**
 * The self-hosted Noto font of each Indian script, bundled by vite as same-origin files, so the
 * page makes no third-party request and the CSP stays same-origin. A script's font loads only when its
 * language is chosen; English needs none.
 */
const SCRIPT_FONTS: Partial<Record<DisplayLanguage, ScriptFont>> = {
  hi: {
    family: 'Noto Sans Devanagari',
    sample: 'ग्रह',
    load: () => import('@fontsource/noto-sans-devanagari/400.css'),
  },
  ta: {
    family: 'Noto Sans Tamil',
    sample: 'கிரகம்',
    load: () => import('@fontsource/noto-sans-tamil/400.css'),
  },
  te: {
    family: 'Noto Sans Telugu',
    sample: 'గ్రహం',
    load: () => import('@fontsource/noto-sans-telugu/400.css'),
  },
};

/**
 * Loads the font of `language`'s script, if it needs one, and resolves once its letters can be drawn (or the
 * load failed), so the page switches to the language with the font in place: text first drawn while the
 * font was still on its way stayed as empty boxes in Chromium.
 */
export async function loadScriptFont(language: DisplayLanguage): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font) return;
  try {
    await font.load();
    if ('fonts' in document) await document.fonts.load(`16px "${font.family}"`, font.sample);
  } catch {
    // The page still reads in the language with the system's fonts.
  }
}
