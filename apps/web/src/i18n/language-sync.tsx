import { resolveEffectiveSettings } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsApi } from '../api/settings';
import { useSelectedClient } from '../components/client-menu/use-selected-client';
import { applyDisplayLanguage } from './setup';
import { loadLanguageResources } from './language-resources';
import { loadScriptFont } from './script-fonts';

/**
 * Keeps the page in the display language of what it shows (config11): the client's on a client page (a
 * client may inherit or override it, like every setting), else the astrologer's. Renders nothing.
 */
export function LanguageSync() {
  const runningId = useSelectedClient();
  const astrologer = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const client = useQuery({
    queryKey: ['settings', runningId],
    queryFn: () => settingsApi.getClient(runningId ?? 0),
    enabled: runningId !== null,
  });
  const language = resolveEffectiveSettings(
    astrologer.data?.data ?? null,
    runningId === null ? null : (client.data?.data ?? null),
  ).displayLanguage;
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([loadScriptFont(language), loadLanguageResources(language)]).then(() => {
      // A later choice may have come in while this font loaded; only the latest language applies.
      if (isCurrent) applyDisplayLanguage(language);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return null;
}
