/**
 * A horary question cast in the browser (POST /horary/chart offline), as the server casts it: with its
 * client's effective settings when it names a client the device keeps, else with the astrologer's, through
 * the server's own answer code (@kpdesk/chart-answers). Loaded only on first use, with the engine.
 */
import { buildHoraryChart, HoraryInputError } from '@kpdesk/chart-answers';
import { EVENT_CATALOGUE, WASM_EPHE_FOLDER } from '@kpdesk/astro/wasm';
import {
  EVENT_MESSAGES,
  horaryCalls,
  resolveEffectiveSettings,
  type HoraryChartData,
} from '@kpdesk/contract';
import { loadEngine } from './answer-call';
import type { OfflinePractice } from './practice';

/** What the device answers: the chart, a refusal as the server words it, or null (it waits for the network). */
export type HoraryOfflineAnswer =
  { data: HoraryChartData } | { refused: { code: string; message: string } } | null;

/**
 * The horary chart of `body`; a refusal the server would give (an unknown event, a degree that never rises
 * at the latitude) with its code and message; null when the question names a client the device does not keep.
 * A body the call's schema refuses throws its ZodError, which names the field.
 */
export async function answerHoraryCast(
  body: unknown,
  practice: OfflinePractice,
): Promise<HoraryOfflineAnswer> {
  const question = horaryCalls.cast.body.parse(body);
  if (question.eventId !== null && !EVENT_CATALOGUE.some((event) => event.id === question.eventId)) {
    return { refused: { code: '404', message: EVENT_MESSAGES.eventNotFound } };
  }
  const runningId = question.clientRunningId;
  const [own, client, theirs] = await Promise.all([
    practice.astrologerSettings(),
    runningId === null ? null : practice.client(runningId),
    runningId === null ? null : practice.clientSettings(runningId),
  ]);
  if (runningId !== null && !client) return null;
  const named = client && {
    runningId: client.runningId,
    name: [client.firstName, client.lastName ?? ''].join(' ').trim(),
  };
  await loadEngine();
  const ephePath = practice.usesDataFiles ? WASM_EPHE_FOLDER : null;
  try {
    return { data: buildHoraryChart(question, resolveEffectiveSettings(own, theirs), ephePath, named) };
  } catch (error) {
    if (error instanceof HoraryInputError) return { refused: { code: '400', message: error.message } };
    throw error;
  }
}
