import type { ChartTable as ChartTableData, SharedSections } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../components/chart';
import { LegendedTable, spaceCommas } from '../../components/chart-tables/chart-table-view';
import { PositionTable } from '../../components/chart-tables/position-table';
import {
  CUSPAL_SIGNIFICATOR_LEGENDS,
  PLANET_SIGNIFICATOR_LEGENDS,
  type Legend,
} from '../../components/chart-tables/significator-legends';
import { shapeSelf } from '../../components/kp-sections/kp-section-content';
import { RulingPlanetsTable } from '../../components/ruling-planets/ruling-planets-table';

/** The KP section as the server sends it. */
type SharedKp = NonNullable<SharedSections['kp']>;

/** A significator table (cuspal view) as the KP pages show it, every column, with its legend. */
function SignificatorTable({
  caption,
  table,
  legend,
}: {
  caption: string;
  table: ChartTableData;
  legend: Legend;
}) {
  return (
    <LegendedTable
      caption={caption}
      columns={table.columns}
      rows={table.rows.map((row) => row.map(spaceCommas))}
      legend={legend}
    />
  );
}

/**
 * The KP tables of a link, drawn by the KP pages' own tables: cusp and planet positions with their lords
 * (the sub-lord margins left out: a reader of a link does not correct the birth time), the self, planet and
 * cuspal significators, and the ruling planets of the birth moment.
 */
export function SharedKpSection({ kp }: { kp: SharedKp }) {
  const { t } = useTranslation();
  const self = shapeSelf(kp.selfSignificators);
  const cuspalView = (name: string) => t('{{name}}: Cuspal View', { name: t(name) });
  return (
    <>
      <PositionTable caption="Cuspal Position" table={kp.cuspalPositions} hasMargins={false} />
      <PositionTable caption="Planetary Position" table={kp.planetaryPositions} hasMargins={false} />
      <LegendedTable caption="Self Significators" columns={self.columns} rows={self.rows} />
      <ChartLegend />
      <Row className="g-3">
        <Col xs={12} lg={6}>
          <SignificatorTable
            caption={cuspalView('Planet Significators')}
            table={kp.planetSignificators}
            legend={PLANET_SIGNIFICATOR_LEGENDS.cuspal}
          />
        </Col>
        <Col xs={12} lg={6}>
          <SignificatorTable
            caption={cuspalView('Cuspal Significators')}
            table={kp.cuspalSignificators}
            legend={CUSPAL_SIGNIFICATOR_LEGENDS.cuspal}
          />
        </Col>
      </Row>
      <RulingPlanetsTable caption="Birth Time Ruling Planets" table={kp.rulingPlanets} />
    </>
  );
}
