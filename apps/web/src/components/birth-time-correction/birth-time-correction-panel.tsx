import {
  BIRTH_TIME_MESSAGES,
  EVENT_DIALOG_TITLES,
  EVENT_MESSAGES,
  formatDate,
  formatTime,
  momentParam,
  parseMoment,
  secondsBetween,
  shiftMoment,
  type BirthTimeChart,
  type LocalMoment,
} from '@kpdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ClientRequest } from '../../api/charts';
import { chartsApi } from '../../api/charts';
import { ApiError, messageOf } from '../../api/client';
import { transitApi } from '../../api/transit';
import { LoadingText, useChartQuery } from '../chart-page/chart-query';
import { ToggledChartFigure } from '../chart-page/toggled-chart-figure';
import type { DisplayFormats } from '../../api/use-display-formats';
import { showMoment, useClientFormats } from '../chart-tables/moment-display';
import { savedBirthMoment } from '../interval-search/moments';
import { CorrectionTable } from './correction-tables';
import { BirthTimeInputs } from './birth-time-inputs';
import { SaveDialog, type DialogText } from './save-dialog';
import { TimeScrubber } from './time-scrubber';

/** The candidate of a preview, typed. */
const candidateOf = (chart: BirthTimeChart): LocalMoment => ({ date: chart.dateStd, time: chart.time24 });

function PreviewDrawing({
  chart,
  name,
  formats,
}: {
  chart: BirthTimeChart;
  name: string;
  formats: DisplayFormats;
}) {
  const date = formatDate(chart.dateStd, formats.dateFormat);
  const time = formatTime(chart.time24, formats.timeFormat);
  const { t } = useTranslation();
  return (
    <ToggledChartFigure
      chart={chart.birthChart}
      caption={t('Preview chart')}
      title={t('Preview chart of {{name}} at {{date}} {{time}}', { name, date, time })}
      centre={[
        name,
        `${date} ${t(chart.day, { defaultValue: chart.day })}`,
        `${time} (UTC${chart.timezone >= 0 ? '+' : ''}${chart.timezone})`,
        chart.city,
        `${chart.latitude.toFixed(4)}, ${chart.longitude.toFixed(4)}`,
        `${chart.ayanamsaName} ${chart.ayanamsaDegree}`,
      ]}
      isKp
      toggleSet="degreeAndCuspal"
    />
  );
}

function usePreview(runningId: number, candidate: LocalMoment) {
  return useQuery({
    queryKey: ['chart', 'birthtime-preview', runningId, candidate.date, candidate.time],
    queryFn: () => transitApi.birthTimePreview(runningId, momentParam(candidate)),
    placeholderData: keepPreviousData,
  });
}

/** The dialog title of the panel's own save texts (spec §8: "a dialog titled by the panel"). */
const PANEL_TITLE = 'Birth Time Correction';

/**
 * Save or Reset (spec §8): success opens the panel's dialog and reloads every chart of the client; an
 * answered failure (another code) the panel's 'Error occurred while updating Birth Time.'; a failed request
 * the Error dialog 'Error occurred while saving', its message raised to the panel's error alert.
 */
function useBirthTimeSave(runningId: number) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const [failure, setFailure] = useState('');
  const save = useMutation({
    mutationFn: (input: { moment: LocalMoment; isReset: boolean }) =>
      transitApi.updateBirthTime(runningId, momentParam(input.moment)),
    onMutate: () => setFailure(''),
    onSuccess: async (_answer, { isReset }) => {
      setDialog({
        title: PANEL_TITLE,
        text: isReset ? BIRTH_TIME_MESSAGES.reset : BIRTH_TIME_MESSAGES.updated,
      });
      await queryClient.invalidateQueries({ queryKey: ['chart'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'refused') {
        setDialog({ title: PANEL_TITLE, text: BIRTH_TIME_MESSAGES.updateFailed });
        return;
      }
      setDialog({ title: EVENT_DIALOG_TITLES.error, text: EVENT_MESSAGES.saveRequestFailed });
      setFailure(messageOf(error));
    },
  });
  return { save, dialog, closeDialog: () => setDialog(null), failure };
}

/** Props of {@link PreviewResults}. */
interface PreviewResultsProps {
  client: ClientRequest;
  preview: BirthTimeChart;
  formats: DisplayFormats;
}

/** The preview of the candidate: its drawing, and its tables flagged against the saved chart. */
function PreviewResults({ client, preview, formats }: PreviewResultsProps) {
  const runningId = client.runningId;
  const savedPlanets = useChartQuery('planetaryPosition', runningId, () =>
    chartsApi.table('planetaryPosition', runningId),
  );
  const savedCusps = useChartQuery('cuspalPosition', runningId, () =>
    chartsApi.table('cuspalPosition', runningId),
  );
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const corrected = client.birthTimeCorrected ? parseMoment(client.birthTimeCorrected) : null;
  const recorded = { date: client.birthDate, time: client.birthTime };
  const { t } = useTranslation();
  const candidate = showMoment(candidateOf(preview), formats);
  return (
    <>
      <Col xs={12} lg={5}>
        <PreviewDrawing
          key={preview.birthChart.birthChartType}
          chart={preview}
          name={name}
          formats={formats}
        />
      </Col>
      <Col xs={12} lg={7}>
        <p className="small mb-2" role="status">
          {corrected
            ? t('Preview of {{candidate}}; saved chart: corrected to {{saved}}', {
                candidate,
                saved: showMoment(corrected, formats),
              })
            : t('Preview of {{candidate}}; saved chart: recorded {{saved}}', {
                candidate,
                saved: showMoment(recorded, formats),
              })}
        </p>
        <CorrectionTable caption="Planets" preview={preview.planetPosition} saved={savedPlanets.data} />
        <CorrectionTable caption="Cuspal" preview={preview.cuspalPosition} saved={savedCusps.data} />
      </Col>
    </>
  );
}

/**
 * The candidate moment and the scrubber's centre: a typed moment moves both, a scrubber step or slide the
 * candidate alone.
 */
function useCandidate(client: ClientRequest, opening: LocalMoment | undefined) {
  const [candidate, setCandidate] = useState<LocalMoment>(() => opening ?? savedBirthMoment(client));
  const [centre, setCentre] = useState<LocalMoment>(candidate);
  const choose = (moment: LocalMoment, isCentre: boolean) => {
    setCandidate(moment);
    if (isCentre) setCentre(moment);
  };
  return { candidate, centre, choose };
}

/**
 * The Birth Time Correction panel (chart-screens spec; the Advanced Stellar System page reuses it): date and
 * time inputs, a preview for every complete change, tables that flag each lord differing from the saved
 * chart with its sub-lord margin, the time scrubber, Save and Reset with the spec's dialogs. A save reloads
 * the client and every chart of it. It opens on the saved birth moment, or on `opening` (a rectification
 * candidate of the Life Events page).
 */
export function BirthTimeCorrectionPanel({
  client,
  opening,
}: {
  client: ClientRequest;
  opening?: LocalMoment;
}) {
  const original: LocalMoment = { date: client.birthDate, time: client.birthTime };
  const { candidate, centre, choose } = useCandidate(client, opening);
  const { save, dialog, closeDialog, failure } = useBirthTimeSave(client.runningId);
  const preview = usePreview(client.runningId, candidate);
  const formats = useClientFormats(client.runningId);
  const { t } = useTranslation();
  return (
    <section aria-label={t('Birth Time Correction')}>
      <BirthTimeInputs
        value={candidate}
        original={original}
        formats={formats}
        isSaving={save.isPending}
        onComplete={(moment) => choose(moment, true)}
        onSave={() => save.mutate({ moment: candidate, isReset: false })}
        onReset={() => {
          choose(original, true);
          save.mutate({ moment: original, isReset: true });
        }}
      />
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <TimeScrubber
        offset={secondsBetween(centre, candidate)}
        onStep={(seconds) => choose(shiftMoment(candidate, seconds), false)}
        onSlide={(offset) => choose(shiftMoment(centre, offset), false)}
      />
      {preview.isError ? <Alert variant="danger">{BIRTH_TIME_MESSAGES.previewFailed}</Alert> : null}
      {preview.isPending ? <LoadingText text="Loading - Birth Time Correction" /> : null}
      {preview.data ? (
        <Row className="g-3" aria-busy={preview.isFetching}>
          <PreviewResults client={client} preview={preview.data} formats={formats} />
        </Row>
      ) : null}
      <SaveDialog dialog={dialog} onClose={closeDialog} />
    </section>
  );
}
