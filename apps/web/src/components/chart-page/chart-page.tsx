import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { chartsApi, type ClientRequest } from '../../api/charts';
import type { DownloadedFile } from '../../api/download';
import { pdfApi } from '../../api/pdf';
import { ClientMenu } from '../client-menu/client-menu';
import { NoClientChosen } from '../client-menu/loaded-client';
import { useSelectedClient } from '../../selected-client';
import { CalculationProfileLine } from './calculation-profile';
import { clientNameOf } from './client-display';
import { QueryView, useChartQuery } from './chart-query';
import { PdfButton } from './pdf-button';
import { PrintButton } from './print-button';
import { PrintFooter } from './print-footer';
import { SectionMenu, type ChartSection } from './section-menu';
import { useUrlParam } from './url-param';

/** What a chart page's body receives once its client is loaded. */
export interface ChartPageContext {
  client: ClientRequest;
  runningId: number;
  /** The active section's index. */
  section: number;
}

/** Props of {@link ChartPage}. */
export interface ChartPageProps {
  /** The menu's title, e.g. "KP System". */
  title: string;
  /** Loading text until the client record arrives; 'Loading - <title>' unless the spec words it otherwise. */
  loadingText?: string;
  /** The menu's sections; a page of one section has the title alone. */
  sections?: readonly ChartSection[];
  /** The section the page opens on; the first unless given. */
  defaultSection?: number;
  /** What the page's Download PDF gives; the KP sheet unless the page prints something of its own. */
  downloadPdf?: (runningId: number) => Promise<DownloadedFile>;
  children: (context: ChartPageContext) => ReactNode;
}

/** A chart page's props with every default filled in. */
type FullChartPageProps = Required<ChartPageProps>;

function withDefaults(props: ChartPageProps): FullChartPageProps {
  const sections = props.sections ?? [{ index: 0, label: props.title }];
  return {
    ...props,
    sections,
    loadingText: props.loadingText ?? `Loading - ${props.title}`,
    defaultSection: props.defaultSection ?? sections[0]?.index ?? 0,
    downloadPdf: props.downloadPdf ?? pdfApi.kpSheet,
  };
}

/** The query parameter of the chosen section, so a reload or a bookmark reopens it. */
export const SECTION_PARAM = 'section';

/**
 * The chosen section, kept in the URL (`?section=` with the section's index, and `?client=` beside it so the
 * address alone reopens the page); a missing or unknown index gives the page's opening section. A choice
 * adds a history entry, so Back returns to the section read before.
 */
function useSectionInUrl(runningId: number, props: FullChartPageProps): [number, (index: number) => void] {
  const [asked, setAsked] = useUrlParam(SECTION_PARAM, 'push');
  const index = Number(asked ?? Number.NaN);
  const section = props.sections.some((s) => s.index === index) ? index : props.defaultSection;
  return [section, (chosen) => setAsked(String(chosen), { client: String(runningId) })];
}

function LoadedChartPage({ client, props }: { client: ClientRequest; props: FullChartPageProps }) {
  const [section, setSection] = useSectionInUrl(client.runningId, props);
  const { t } = useTranslation();
  const active = props.sections.find((s) => s.index === section);
  const heading = t('{{page}} — {{client}} ({{id}})', {
    page:
      active && props.sections.length > 1
        ? t('{{title}} · {{section}}', { title: t(props.title), section: t(active.label) })
        : t(props.title),
    client: clientNameOf(client),
    id: client.runningId,
  });
  return (
    <section aria-labelledby="chart-page-title" className="chart-page mb-3">
      <ClientMenu runningId={client.runningId} />
      <SectionMenu title={props.title} sections={props.sections} active={section} onSelect={setSection} />
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <h1 id="chart-page-title" className="h5 mb-1">
          {heading}
        </h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <PrintButton />
          <PdfButton label="Download PDF" download={() => props.downloadPdf(client.runningId)} />
        </div>
      </div>
      <CalculationProfileLine runningId={client.runningId} />
      {props.children({ client, runningId: client.runningId, section })}
      <PrintFooter client={client} />
    </section>
  );
}

/**
 * The frame every chart page shares (chart-screens spec §1): the client from navigation state (or
 * `?client=`), loading text with spinner until the client record returns, an error alert on failure,
 * the client page menu, the sticky section menu (hidden while no client is loaded; the chosen section kept
 * in `?section=`), the title with Print and Download PDF (the one-page KP sheet), the calculation profile
 * line and the print-only footer.
 */
export function ChartPage(props: ChartPageProps) {
  const runningId = useSelectedClient();
  if (runningId === null) {
    return <NoClientChosen />;
  }
  return <ChartPageFor runningId={runningId} props={withDefaults(props)} />;
}

function ChartPageFor({ runningId, props }: { runningId: number; props: FullChartPageProps }) {
  const client = useChartQuery('client', runningId, () => chartsApi.clientRequest(runningId));
  return (
    <QueryView query={client} loadingText={props.loadingText}>
      {(loaded) => <LoadedChartPage key={runningId} client={loaded} props={props} />}
    </QueryView>
  );
}
