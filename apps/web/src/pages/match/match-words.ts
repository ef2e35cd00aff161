import {
  BODIES,
  DOSHA_RULES,
  DOSHAS,
  GANAS,
  KOOTA_RULES,
  KOOTAS,
  MANGLIK_RULES,
  MARRIAGE_VERDICTS,
  MATCH_BANDS,
  MATCH_LABELS,
  NADIS,
  PORUTHAMS,
  STARS,
  TARAS,
  VARNAS,
  VASHYA_GROUPS,
  YONIS,
  ZODIAC_SIGNS,
  type DisplayLanguage,
  type MatchLabelKey,
} from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';

const LANGUAGES: readonly DisplayLanguage[] = ['en', 'hi', 'ta', 'te'];
type Names = Readonly<Record<string | number, Record<DisplayLanguage, string>>>;

/** The vocabulary each koota's partner values are words of (Bhakoot: the Moon's sign). */
const VALUE_NAMES: Readonly<Record<string, Names>> = {
  varna: VARNAS.names,
  vashya: VASHYA_GROUPS.names,
  tara: TARAS.names,
  yoni: YONIS.names,
  grahaMaitri: BODIES.names,
  gana: GANAS.names,
  bhakoot: ZODIAC_SIGNS.names,
  nadi: NADIS.names,
};

/** The Match page's words in the display language, every name from the one vocabulary. */
export function useMatchWords() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l === i18n.language) ?? 'en';
  const pick = (names: Names, id: string | number) => names[id]?.[language] ?? String(id);
  return {
    t,
    label: (key: MatchLabelKey) => MATCH_LABELS.names[key][language],
    koota: (key: string) => pick(KOOTAS.names, key),
    kootaRule: (key: string) => pick(KOOTA_RULES.names, key),
    kootaValue: (key: string, value: unknown) => pick(VALUE_NAMES[key] ?? {}, value as string | number),
    porutham: (key: string) => pick(PORUTHAMS.names, key),
    dosha: (key: string) => pick(DOSHAS.names, key),
    doshaRule: (key: string) => pick(DOSHA_RULES.names, key),
    manglikRule: (key: string) => pick(MANGLIK_RULES.names, key),
    verdict: (key: string) => pick(MARRIAGE_VERDICTS.names, key),
    band: (key: string) => pick(MATCH_BANDS.names, key),
    planet: (id: string) => pick(BODIES.names, id),
    star: (n: number) => pick(STARS.names, n),
    sign: (n: number) => pick(ZODIAC_SIGNS.names, n),
  };
}

/** The page's words. */
export type MatchWords = ReturnType<typeof useMatchWords>;
