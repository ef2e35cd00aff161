/**
 * A client's chart at a moment, as every chart answer starts from it: the birth data of the client row and the
 * effective settings in, the engine's chart out, its significators and margins on first read. Pure: the
 * server casts it behind its caches, the browser from the practice kept on the device.
 */
import {
  formatMoment,
  parseMoment,
  withSeconds,
  type ClientRequest,
  type EffectiveSettings,
  type LocalMoment,
} from '@kpdesk/contract';
import {
  computeChart,
  computeChartSignificators,
  computeSubLordMargins,
  resolveSettings,
  type Chart,
  type ChartInput,
  type ChartMargins,
  type ChartSettings,
  type ChartSignificators,
} from '@kpdesk/astro/engine';

/** The birth data of a client row that the chart answers read (the server's row has more columns). */
export interface ChartClient {
  /** The client's visible number, unique per astrologer. */
  running_id: number;
  /** Local civil birth date 'yyyy-MM-dd' and time 'HH:mm' or 'HH:mm:ss', as entered. */
  dob_date: string;
  dob_time: string;
  /** 'yyyy-MM-dd HH:mm:ss' after a birth time correction, else null. */
  birth_time_corrected: string | null;
  /** Hours east of UTC. */
  birth_timezone: number;
  birth_latitude: number;
  birth_longitude: number;
}

/** What a client's chart is made of: the client row, the birth moment it is cast for and the settings. */
export interface BirthInputs<C extends ChartClient = ChartClient> {
  client: C;
  /** The birth moment the chart uses: the corrected birth time when there is one, else the recorded one. */
  birth: LocalMoment;
  /** The recorded birth date and time ('HH:mm:ss'), whatever the correction. */
  recordedBirth: LocalMoment;
  /** The saved correction in its stored form 'yyyy-MM-dd HH:mm:ss', null when none. */
  birthTimeCorrected: string | null;
  /** Client, else astrologer, else product default (the one place every chart asks). */
  settings: EffectiveSettings;
}

/** A client's chart with what the chart answers derive from it; the derived parts are built on first read. */
export interface CastChart<I extends BirthInputs = BirthInputs> {
  /** What the chart was cast from. */
  inputs: I;
  client: I['client'];
  settings: EffectiveSettings;
  /** The local moment the chart is cast for: the birth moment, or an override (preview, candidate). */
  moment: LocalMoment;
  input: ChartInput;
  chart: Chart;
  /** Every significator, aspect, conjunction and link table (domain §6–§10). */
  readonly significators: ChartSignificators;
  /** Sub-lord margins of bodies and cusps (about 500 ephemeris calls, so only for the position tables). */
  readonly margins: ChartMargins;
}

/** The birth data of a client as the chart pages read it (GET /userrequest/{runningId}, kept on a device). */
export function chartClientOf(client: ClientRequest): ChartClient {
  return {
    running_id: client.runningId,
    dob_date: client.dobDate,
    dob_time: client.dobTime,
    birth_time_corrected: client.birthTimeCorrected,
    birth_timezone: client.birthTimezone,
    birth_latitude: client.birthLatitude,
    birth_longitude: client.birthLongitude,
  };
}

/** The recorded birth date and time of a client row. */
export function recordedBirthOf(client: ChartClient): LocalMoment {
  return { date: client.dob_date, time: withSeconds(client.dob_time) };
}

/**
 * The typed inputs of a client row: the corrected birth time (stored 'yyyy-MM-dd HH:mm:ss') parsed once; a
 * stored text that is no moment falls back to the recorded birth.
 */
export function toBirthInputs<C extends ChartClient>(client: C, settings: EffectiveSettings): BirthInputs<C> {
  const recordedBirth = recordedBirthOf(client);
  const corrected = client.birth_time_corrected ? parseMoment(client.birth_time_corrected) : null;
  return {
    client,
    birth: corrected ?? recordedBirth,
    recordedBirth,
    birthTimeCorrected: corrected ? formatMoment(corrected) : null,
    settings,
  };
}

/** Engine settings of a client's effective settings (ephePath: the data files' folder, null = Moshier). */
export function toEngineSettings(
  settings: EffectiveSettings,
  ephePath: string | null,
): Partial<ChartSettings> {
  return {
    ayanamsa: settings.ayanamsa,
    correction: settings.ayanamsaCorrection,
    node: settings.nodeType,
    dashaYearDays: settings.dashaYearDays,
    sunrise: settings.sunrise,
    ephePath,
  };
}

/** The engine input of a client's chart at a moment, local at the client's birth place and zone. */
export function toClientChartInput(
  client: ChartClient,
  moment: LocalMoment,
  settings: EffectiveSettings,
  ephePath: string | null,
): ChartInput {
  return {
    ...moment,
    utcOffsetHours: client.birth_timezone,
    place: { latitude: client.birth_latitude, longitude: client.birth_longitude },
    settings: toEngineSettings(settings, ephePath),
  };
}

/** Computes a client's chart now (default: at the birth moment); significators and margins wait for a reader. */
export function castChart<I extends BirthInputs>(
  inputs: I,
  moment: LocalMoment,
  ephePath: string | null,
): CastChart<I> {
  const { client, settings } = inputs;
  const input = toClientChartInput(client, moment, settings, ephePath);
  const chart = computeChart(input);
  let significators: ChartSignificators | undefined;
  let margins: ChartMargins | undefined;
  return {
    inputs,
    client,
    settings,
    moment,
    input,
    chart,
    get significators() {
      return (significators ??= computeChartSignificators(chart));
    },
    get margins() {
      return (margins ??= computeSubLordMargins(
        chart.profile.julianDayUT,
        input.place,
        resolveSettings(input.settings),
        'sub',
        // The chart's own positions and speeds start each margin, sparing a second round of ephemeris calls.
        chart,
      ));
    },
  };
}
