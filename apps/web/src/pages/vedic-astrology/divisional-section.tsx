import {
  BODIES,
  FRAGILE_MARGIN_SECONDS,
  VARGA_DIVISION_NUMBERS,
  VARGA_METHODS,
  VARGA_NAMES,
  VIMSOPAKA_GROUP_NAMES,
  ZODIAC_SIGNS,
  type DisplayLanguage,
  type VargaChartAnswer,
  type VargaTableAnswer,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ClientRequest } from '../../api/charts';
import { vargasApi } from '../../api/vargas';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';
import { ChartTable } from '../../components/chart-tables/chart-table';

const LANGUAGES: readonly DisplayLanguage[] = ['en', 'hi', 'ta', 'te'];
const GROUPS = ['shadvarga', 'saptavarga', 'dasavarga', 'shodasavarga'] as const;
type Names = Readonly<Record<string | number, Record<DisplayLanguage, string>>>;

/** The divisions' words in the page's language, from the one vocabulary. */
function useVargaWords() {
  const { t, i18n } = useTranslation();
  const language = LANGUAGES.find((l) => l === i18n.language) ?? 'en';
  const pick = (names: Names, id: string | number) => names[id]?.[language] ?? String(id);
  return {
    t,
    division: (n: number) => `D${n} ${pick(VARGA_NAMES.names, n)}`,
    method: (id: string) => pick(VARGA_METHODS.names, id),
    group: (id: string) => pick(VIMSOPAKA_GROUP_NAMES.names, id),
    sign: (index: number) => pick(ZODIAC_SIGNS.names, index),
    body: (id: string) => pick(BODIES.names, id),
  };
}
type VargaWords = ReturnType<typeof useVargaWords>;

/** "12 min 05 s" of a margin, "over a day" beyond; a side under the fragile bound says so in words. */
function marginText(seconds: number | null, w: VargaWords): string {
  if (seconds === null) return w.t('over a day');
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return seconds < FRAGILE_MARGIN_SECONDS ? `${text} ⚠ ${w.t('fragile')}` : text;
}

function Positions({ chart, w }: { chart: VargaChartAnswer; w: VargaWords }) {
  return (
    <ChartTable caption={w.t('Positions and margins')}>
      <thead>
        <tr>
          {['Planet', 'Sign', 'Degree', 'Vargottama', 'Margin earlier', 'Margin later'].map((h) => (
            <th key={h} scope="col">
              {w.t(h)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.positions.map((p) => (
          <tr key={p.body}>
            <th scope="row">{w.body(p.body)}</th>
            <td>{w.sign(p.sign)}</td>
            <td>{p.degree.toFixed(2)}°</td>
            <td>{p.vargottama ? w.t('Yes') : w.t('No')}</td>
            <td>{marginText(p.margin.before, w)}</td>
            <td>{marginText(p.margin.after, w)}</td>
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}

function AllVargas({ table, w }: { table: VargaTableAnswer; w: VargaWords }) {
  return (
    <ChartTable caption={w.t('All divisional charts')}>
      <thead>
        <tr>
          <th scope="col">{w.t('Planet')}</th>
          {VARGA_DIVISION_NUMBERS.map((n) => (
            <th key={n} scope="col" title={w.division(n)}>
              D{n}
            </th>
          ))}
          <th scope="col">{w.t('Vargottama')}</th>
          {GROUPS.map((g) => (
            <th key={g} scope="col">
              {w.group(g)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.body}>
            <th scope="row">{w.body(row.body)}</th>
            {VARGA_DIVISION_NUMBERS.map((n) => (
              <td key={n}>{w.sign(row.signs[`D${n}`] ?? 0).slice(0, 3)}</td>
            ))}
            <td>{row.vargottamaCount}</td>
            {GROUPS.map((g) => (
              <td key={g}>{row.vimsopaka ? row.vimsopaka[g].toFixed(2) : '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}

/**
 * Divisional Charts: a picker of the sixteen (the address keeps it, `?division=`), the chart in the client's
 * chart style with its method named under it, the positions with the seconds of birth time each divisional
 * sign can bear (a side under two minutes marked fragile, in words), and every body in all sixteen with
 * vargottama and Vimsopaka strength.
 */
export function DivisionalSection({ client }: { client: ClientRequest }) {
  const w = useVargaWords();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('division') ?? 9);
  const division = (VARGA_DIVISION_NUMBERS as readonly number[]).includes(asked) ? asked : 9;
  const chart = useQuery({
    queryKey: ['varga', client.runningId, division],
    queryFn: () => vargasApi.varga(client.runningId, division),
  });
  const table = useQuery({
    queryKey: ['vargas', client.runningId],
    queryFn: () => vargasApi.table(client.runningId),
  });
  const choose = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('division', String(n));
    setParams(next);
  };
  const data = chart.data?.data;
  return (
    <Row className="g-3">
      <Col xs={12} md={6} xl={4}>
        <Form.Group className="mb-3 screen-only" controlId="varga-division">
          <Form.Label>{w.t('Divisional chart')}</Form.Label>
          <Form.Select value={division} onChange={(e) => choose(Number(e.target.value))}>
            {VARGA_DIVISION_NUMBERS.map((n) => (
              <option key={n} value={n}>
                {w.division(n)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {data ? (
          <>
            <ToggledChartFigure
              key={`${division}-${data.birthChart.birthChartType}`}
              chart={data.birthChart}
              caption={w.division(division)}
              title={w.division(division)}
              centre={[`D${division}`]}
              isKp={false}
            />
            <p className="small">
              {w.t('Method')}: {w.method(data.method)}
            </p>
          </>
        ) : (
          <p role="status">{w.t('Loading - {{table}}', { table: w.division(division) })}</p>
        )}
      </Col>
      <Col xs={12} md={6} xl={8}>
        {data ? <Positions chart={data} w={w} /> : null}
      </Col>
      <Col xs={12}>{table.data ? <AllVargas table={table.data.data} w={w} /> : null}</Col>
    </Row>
  );
}
