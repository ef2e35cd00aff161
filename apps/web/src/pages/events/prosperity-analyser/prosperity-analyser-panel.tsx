import type { ProsperityChart } from '@kpdesk/contract';
import { useState } from 'react';
import { Alert, Button, ButtonToolbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../api/client';
import { eventsApi } from '../../../api/events';
import { SaveDialog } from '../../../components/birth-time-correction/save-dialog';
import { LoadingText } from '../../../components/chart-page/chart-query';
import { useCombinedResults } from './prosperity-combined';
import { ProsperityLegend } from './prosperity-legend';
import { CombinedResultSelect, ProsperityTable, type ProsperityLook } from './prosperity-table';
import type { EventPanelProps } from '../shared/event-panel-props';
import { planetIndexOf, planetNameOf } from '../shared/event-planets';
import { useEventChart } from '../shared/use-event-chart';

function ProsperityGrid({
  chart,
  look,
  combined,
}: {
  chart: ProsperityChart;
  look: ProsperityLook;
  combined: ReturnType<typeof useCombinedResults> | null;
}) {
  return (
    // As many tables abreast as hold their seven columns unclipped (prosperity-table.css): one on a phone,
    // two at a desk, three on a wide screen without the side panels.
    <div className="prosperity-grid">
      {chart.map((table) => {
        const name = planetNameOf(table.planet);
        const index = planetIndexOf(table.planet);
        return (
          <div key={table.planet}>
            <ProsperityTable table={table} caption={name} look={look} />
            {combined && index >= 0 ? (
              <CombinedResultSelect
                planetName={name}
                value={combined.values[index] ?? 0}
                categories={look.categories}
                onChange={(value) => combined.setValue(index, value)}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function CombinedActions({ combined }: { combined: ReturnType<typeof useCombinedResults> }) {
  const { t } = useTranslation();
  return (
    <ButtonToolbar className="gap-2 mt-2" aria-label={t('Combined results')}>
      <Button onClick={combined.save} disabled={combined.isSaving}>
        {t('Save')}
      </Button>
      <Button variant="outline-secondary" onClick={combined.reset} disabled={combined.isSaving}>
        {t('Reset')}
      </Button>
      <Button variant="outline-secondary" onClick={combined.clear} disabled={combined.isSaving}>
        {t('Clear')}
      </Button>
    </ButtonToolbar>
  );
}

/**
 * The Prosperity Analyser (chart-screens spec; decisions.md "Prosperity"): nine tables, one per planet in
 * Vimshottari order, of the chain planet → star → sub → sub-sub lord with its houses marked by event group
 * and its category; Show/Hide Color, and Show/Hide Column for the astrologer's combined result per table
 * with Save, Reset (the saved values) and Clear (nothing chosen, the spec's "reset clears to zero").
 */
export function ProsperityAnalyserPanel({ runningId, eventData }: EventPanelProps) {
  const chart = useEventChart(runningId, eventData, 'prosperitychart', eventsApi.prosperityChart);
  const [isColorShown, setColorShown] = useState(true);
  const [isColumnShown, setColumnShown] = useState(false);
  const combined = useCombinedResults(runningId, eventData);
  const look: ProsperityLook = {
    colours: eventData.allEventCategoryColor,
    categories: eventData.allPlanetCategory,
    isColorShown,
  };
  const { t } = useTranslation();
  return (
    <section aria-label={t('Prosperity Analyser')}>
      <ButtonToolbar className="gap-2 mb-2 screen-only" aria-label={t('Prosperity display')}>
        <Button variant="outline-secondary" size="sm" onClick={() => setColorShown((shown) => !shown)}>
          {isColorShown ? t('Hide Color') : t('Show Color')}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => setColumnShown((shown) => !shown)}>
          {isColumnShown ? t('Hide Column') : t('Show Column')}
        </Button>
      </ButtonToolbar>
      <ProsperityLegend eventData={eventData} look={look} />
      {chart.isPending ? <LoadingText text="Loading - Prosperity Analyser" /> : null}
      {chart.isError ? <Alert variant="danger">{messageOf(chart.error)}</Alert> : null}
      {combined.failure ? <Alert variant="danger">{combined.failure}</Alert> : null}
      {chart.data ? (
        <ProsperityGrid chart={chart.data} look={look} combined={isColumnShown ? combined : null} />
      ) : null}
      {chart.data && isColumnShown ? <CombinedActions combined={combined} /> : null}
      <SaveDialog dialog={combined.dialog} onClose={combined.closeDialog} />
    </section>
  );
}
