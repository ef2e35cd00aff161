import { useMatch } from 'react-router';
import { PATHS } from '../paths';
import { readRememberedLanguage } from './remembered-language';
import { useDisplayLanguage } from './use-display-language';

/**
 * The signed-out layout's display language: the one the browser remembers (remembered-language.ts), applied
 * on load once its texts and font are in. The shared page is left alone: it reads in the language its answer
 * names (useSharedLanguage). Renders nothing.
 */
export function RememberedLanguageSync() {
  const isSharedPage = useMatch(PATHS.shared) !== null;
  useDisplayLanguage(isSharedPage ? null : readRememberedLanguage());
  return null;
}
