import type { DisplayLanguage } from '@kpdesk/contract';
import { i18next } from './setup';

type TranslatedLanguage = Exclude<DisplayLanguage, 'en'>;

/**
 * Each translated language's resource as a chunk of its own: the first screen carries English only (the
 * keys are the English texts), and a language's texts arrive when it is chosen.
 */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ table: Record<string, string> }>> = {
  hi: () => import('./languages/hi'),
  ta: () => import('./languages/ta'),
  te: () => import('./languages/te'),
};

/** Makes `language`'s texts available to i18next (once); English is always there. */
export async function loadLanguageResources(language: DisplayLanguage): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { table } = await LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', table);
}
