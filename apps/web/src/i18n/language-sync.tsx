import { resolveEffectiveSettings } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsApi } from '../api/settings';
import { useSelectedClient } from '../selected-client';
import { readRememberedLanguage, rememberLanguage } from './remembered-language';
import { useDisplayLanguage } from './use-display-language';

/**
 * Keeps the page in the display language of what it shows (config11): the client's on a client page (a
 * client may inherit or override it, like every setting), else the astrologer's. Until the astrologer's
 * settings have answered, the language the browser remembers holds, so the page does not flash English
 * between a translated sign-in screen and the dashboard. The astrologer's own language (never a client's) is
 * remembered for the screens before sign-in (remembered-language.ts). Renders nothing.
 */
export function LanguageSync() {
  const runningId = useSelectedClient();
  const astrologer = useQuery({ queryKey: ['settings'], queryFn: settingsApi.getAstrologer });
  const client = useQuery({
    queryKey: ['settings', runningId],
    queryFn: () => settingsApi.getClient(runningId ?? 0),
    enabled: runningId !== null,
  });
  const saved = astrologer.data;
  // The astrologer's own language, known once their settings have answered.
  const ownLanguage = saved && resolveEffectiveSettings(saved.data, null).displayLanguage;
  const clientSettings = runningId === null ? null : (client.data?.data ?? null);
  useDisplayLanguage(
    saved ? resolveEffectiveSettings(saved.data, clientSettings).displayLanguage : readRememberedLanguage(),
  );
  useEffect(() => {
    if (ownLanguage) rememberLanguage(ownLanguage);
  }, [ownLanguage]);
  return null;
}
