import {
  chartAbbreviation,
  EVENT_MESSAGES,
  planetaryPositionLayout,
  type ChartTable,
} from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi, type ClientRequest } from '../../../api/charts';
import { messageOf } from '../../../api/client';
import { LoadingText, useChartQuery } from '../../../components/chart-page/chart-query';
import { ClientChartDrawing } from '../../../components/chart-page/client-chart-drawing';
import { HighlightTable } from '../../../components/chart-tables/highlight-table';
import { KP_SECTION, KpSectionContent } from '../../../components/kp-sections/kp-section-content';

/** Which side of the main panel a side panel sits on (wide screens; on a phone, above or below). */
export type PanelSide = 'left' | 'right';

/**
 * A lord by its first three letters (spec "Natal Position panel"), the full name kept for readers; in
 * another display language by the abbreviation its panchangs write in the chart squares.
 */
function ShortLord({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const full = t(name, { defaultValue: name });
  const short = chartAbbreviation(i18n.language, name);
  const shown = i18n.language === 'en' || !short ? name.slice(0, 3) : short;
  return (
    <abbr title={full} className="text-decoration-none">
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </abbr>
  );
}

function LordsTable({ caption, head, table }: { caption: string; head: string; table: ChartTable }) {
  const rows = table.rows.map(planetaryPositionLayout.read);
  return (
    <HighlightTable
      caption={caption}
      columns={[head, 'Sign Lord', 'Star Lord', 'Sub Lord', 'Sub Sub Lord']}
      rows={rows.map((p) => [
        p.name,
        ...[p.signLord, p.starLord, p.subLord, p.subSubLord].map((lord, i) => (
          <ShortLord key={i} name={lord} />
        )),
      ])}
    />
  );
}

/**
 * The Natal Position panel (spec "Natal Position panel"): Planetary Position and House Position with the
 * four lords in three letters, and a button that moves the panel to the other side of the main panel.
 */
export function NatalPositionPanel({
  runningId,
  side,
  onMove,
}: {
  runningId: number;
  side: PanelSide;
  onMove: () => void;
}) {
  const planets = useChartQuery('planetaryPosition', runningId, () =>
    chartsApi.table('planetaryPosition', runningId),
  );
  const houses = useChartQuery('cuspalPosition', runningId, () =>
    chartsApi.table('cuspalPosition', runningId),
  );
  const failed = planets.error ?? houses.error;
  const { t } = useTranslation();
  return (
    <section aria-labelledby="natal-position-title" className="mb-3">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="natal-position-title" className="h6 mb-0">
          {t('Natal Position')}
        </h2>
        <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={onMove}>
          {side === 'left' ? t('Move right') : t('Move left')}
        </Button>
      </div>
      {failed ? <Alert variant="danger">{messageOf(failed)}</Alert> : null}
      {!failed && (!planets.data || !houses.data) ? (
        <LoadingText text={EVENT_MESSAGES.loadingPosition} />
      ) : null}
      {planets.data ? <LordsTable caption="Planetary Position" head="Planet" table={planets.data} /> : null}
      {houses.data ? <LordsTable caption="House Position" head="House" table={houses.data} /> : null}
    </section>
  );
}

/** A panel named by its heading (the heading may be for screen readers only). */
function NamedPanel({
  id,
  title,
  titleClassName,
  children,
}: {
  id: string;
  title: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mb-3">
      <h2 id={id} className={titleClassName}>
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** The Natal Chart panel (spec "Natal Chart panel"): the Rashi chart in the client's style, its toggles and legend. */
export function NatalChartPanel({ client }: { client: ClientRequest }) {
  return (
    <NamedPanel id="natal-chart-title" title="Natal Chart" titleClassName="h6">
      <ClientChartDrawing client={client} isKp />
    </NamedPanel>
  );
}

/** The Self Significators bottom panel (spec): Planet, the lords, CL, OCC, CST and CSL, with the chart legend. */
export function SelfSignificatorsPanel({ client }: { client: ClientRequest }) {
  return (
    <NamedPanel id="self-significators-title" title="Self Significators" titleClassName="visually-hidden">
      {/* The KP System page's own section, so both pages show the same table and legend. */}
      <KpSectionContent section={KP_SECTION.selfSignificators} client={client} />
    </NamedPanel>
  );
}
