import {
  BIRTH_TIME_MESSAGES,
  EVENT_DIALOG_TITLES,
  EVENT_MESSAGES,
  type BirthTimeChart,
} from '@kpdesk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import type { ClientRequest } from '../../api/charts';
import { chartsApi } from '../../api/charts';
import { ApiError, messageOf } from '../../api/client';
import { transitApi } from '../../api/transit';
import { LoadingText, useChartQuery } from '../chart-page/chart-query';
import { ToggledChartFigure } from '../chart-page/toggled-chart-figure';
import { savedBirthMoment, secondsBetween, shiftMoment, type DateTime } from '../interval-search/moments';
import { CorrectionTable } from './correction-tables';
import { BirthTimeInputs } from './birth-time-inputs';
import { SaveDialog, type DialogText } from './save-dialog';
import { TimeScrubber } from './time-scrubber';

function PreviewDrawing({ chart, name }: { chart: BirthTimeChart; name: string }) {
  return (
    <ToggledChartFigure
      chart={chart.birthChart}
      caption="Preview chart"
      title={`Preview chart of ${name} at ${chart.dateStd} ${chart.time24}`}
      centre={[
        name,
        `${chart.dateStd} ${chart.day}`,
        `${chart.time24} (UTC${chart.timezone >= 0 ? '+' : ''}${chart.timezone})`,
        chart.city,
        `${chart.latitude.toFixed(4)}, ${chart.longitude.toFixed(4)}`,
        `${chart.ayanamsaName} ${chart.ayanamsaDegree}`,
      ]}
      isKp
      toggleSet="degreeAndCuspal"
    />
  );
}

function usePreview(runningId: number, candidate: DateTime) {
  return useQuery({
    queryKey: ['chart', 'birthtime-preview', runningId, candidate.date, candidate.time],
    queryFn: () => transitApi.birthTimePreview(runningId, `${candidate.date}_${candidate.time}`),
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
    mutationFn: (input: { moment: DateTime; isReset: boolean }) =>
      transitApi.updateBirthTime(runningId, `${input.moment.date}_${input.moment.time}`),
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

/**
 * The Birth Time Correction panel (chart-screens spec; the Advanced Stellar System page reuses it): date and
 * time inputs, a preview for every complete change, tables that flag each lord differing from the saved
 * chart with its sub-lord margin, the time scrubber, Save and Reset with the spec's dialogs. A save reloads
 * the client and every chart of it.
 */
export function BirthTimeCorrectionPanel({ client }: { client: ClientRequest }) {
  const runningId = client.runningId;
  const original: DateTime = { date: client.birthDate, time: client.birthTime };
  const [candidate, setCandidate] = useState<DateTime>(() => savedBirthMoment(client));
  const [centre, setCentre] = useState<DateTime>(candidate);
  const { save, dialog, closeDialog, failure } = useBirthTimeSave(runningId);
  const preview = usePreview(runningId, candidate);
  const savedPlanets = useChartQuery('planetaryPosition', runningId, () =>
    chartsApi.table('planetaryPosition', runningId),
  );
  const savedCusps = useChartQuery('cuspalPosition', runningId, () =>
    chartsApi.table('cuspalPosition', runningId),
  );
  const choose = (moment: DateTime, isCentre: boolean) => {
    setCandidate(moment);
    if (isCentre) setCentre(moment);
  };
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return (
    <section aria-label="Birth Time Correction">
      <BirthTimeInputs
        value={candidate}
        original={original}
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
          <Col xs={12} lg={5}>
            <PreviewDrawing key={preview.data.birthChart.birthChartType} chart={preview.data} name={name} />
          </Col>
          <Col xs={12} lg={7}>
            <p className="small mb-2" role="status">
              Preview of {preview.data.dateStd} {preview.data.time24}; saved chart:{' '}
              {client.birthTimeCorrected
                ? `corrected to ${client.birthTimeCorrected}`
                : `recorded ${original.date} ${original.time}`}
            </p>
            <CorrectionTable
              caption="Planets"
              preview={preview.data.planetPosition}
              saved={savedPlanets.data}
            />
            <CorrectionTable caption="Cuspal" preview={preview.data.cuspalPosition} saved={savedCusps.data} />
          </Col>
        </Row>
      ) : null}
      <SaveDialog dialog={dialog} onClose={closeDialog} />
    </section>
  );
}
