import { SHARE_MESSAGES, SHARE_SECTION_NAMES, type ShareSection, type SharedView } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError, messageOf } from '../../api/client';
import { shareApi } from '../../api/share';
import { LoadingText } from '../../components/chart-page/chart-query';
import { PrintButton } from '../../components/chart-page/print-button';
import { formatInstant } from '../../components/share-links/instant-text';
import { MatchReport } from '../../components/match-report/match-blocks';
import { useMatchWords } from '../../components/match-report/match-words';
import { SharedDashaSection } from './shared-dasha';
import { SHARED_FORMATS, SharedChartSection, SharedDetailsSection } from './shared-details';
import { SharedKpSection } from './shared-kp';
import { useNoIndex } from './use-no-index';
import { useSharedLanguage } from './use-shared-language';

/** The saved event reports of a link: each event's name and the astrologer's comment. */
function ReportSection({ reports }: { reports: NonNullable<SharedView['sections']['report']> }) {
  const { t } = useTranslation();
  if (reports.length === 0) return <p>{t('No event report has been written yet.')}</p>;
  return reports.map((report) => (
    <article key={report.eventKey} className="mb-3" aria-labelledby={`report-${report.eventKey}`}>
      <h3 id={`report-${report.eventKey}`} className="h6">
        {t(report.eventName, { defaultValue: report.eventName })}
      </h3>
      <p style={{ whiteSpace: 'pre-wrap' }}>{report.prediction}</p>
    </article>
  ));
}

/** The client's match with the chosen partner, as the Match page shows it, in the page's language. */
function SharedMatchSection({ match }: { match: NonNullable<SharedView['sections']['match']> }) {
  const w = useMatchWords();
  return <MatchReport match={match} w={w} isNested />;
}

/** The content of one shared section; a section the answer lacks shows nothing. */
function SectionContent({ section, view }: { section: ShareSection; view: SharedView }): ReactNode {
  const { details, chart, kp, dasha, report, match } = view.sections;
  switch (section) {
    case 'details':
      return details ? <SharedDetailsSection details={details} /> : null;
    case 'chart':
      return chart ? (
        <SharedChartSection chart={chart} clientName={view.clientName} details={details} />
      ) : null;
    case 'kp':
      return kp ? <SharedKpSection kp={kp} /> : null;
    case 'dasha':
      return dasha ? <SharedDashaSection dasha={dasha} /> : null;
    case 'report':
      return report ? <ReportSection reports={report} /> : null;
    case 'match':
      return match ? <SharedMatchSection match={match} /> : null;
  }
}

function SharedChart({ view }: { view: SharedView }) {
  const { t } = useTranslation();
  const { astrologer } = view;
  return (
    <article aria-labelledby="shared-title" className="mb-3">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <h1 id="shared-title" className="h4">
          {view.clientName}
        </h1>
        <PrintButton />
      </div>
      <p className="mb-1">
        {astrologer.contact
          ? t('Shared by {{name}} · {{contact}}', { name: astrologer.name, contact: astrologer.contact })
          : t('Shared by {{name}}', { name: astrologer.name })}
      </p>
      <p className="small text-body-secondary">
        {t('Read-only; this link is valid until {{date}}.', {
          date: formatInstant(view.expiresAt, SHARED_FORMATS),
        })}
      </p>
      {view.sectionOrder.map((section) => (
        <section key={section} aria-labelledby={`shared-${section}`} className="mb-4">
          <h2 id={`shared-${section}`} className="h5 border-bottom pb-1">
            {t(SHARE_SECTION_NAMES[section])}
          </h2>
          <SectionContent section={section} view={view} />
        </section>
      ))}
    </article>
  );
}

/** A 404 of the public read: unknown, expired and revoked links alike, in the one sentence of the contract. */
const isNotValid = (error: unknown) => error instanceof ApiError && error.code === '404';

function InvalidLink({ message = SHARE_MESSAGES.sharedNotFound }: { message?: string }) {
  return (
    <Alert variant="warning" role="alert" className="my-3">
      {message}
    </Alert>
  );
}

/**
 * The public read-only page of a share link (/shared.html?t=TOKEN): no sign-in, no menus, no
 * other client. It shows the client's name, the astrologer's name and only the sections the link shares, by
 * the chart pages' own drawings and tables, in the display language the answer names; unknown,
 * expired and revoked links show one message. Search engines are asked not to index it.
 */
export function SharedPage() {
  useNoIndex();
  const token = useSearchParams()[0].get('t') ?? '';
  const shared = useQuery({
    queryKey: ['shared', token],
    queryFn: () => shareApi.read(token),
    enabled: token !== '',
  });
  const isLanguageReady = useSharedLanguage(shared.data?.language);
  if (token === '') return <InvalidLink />;
  // The language is known only with the answer: the loading line stays English.
  if (shared.isPending || !isLanguageReady) return <LoadingText text="Loading - Shared chart" />;
  if (shared.isError)
    return <InvalidLink message={isNotValid(shared.error) ? undefined : messageOf(shared.error)} />;
  return <SharedChart view={shared.data} />;
}
