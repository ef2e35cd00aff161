import type { ClientListItem } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../selected-client';
import { HoraryPanel } from './horary-panel';
import { ListItemTable } from './list-item-table';
import { OptionsPanel } from './options-panel';
import { QuickAddForm } from './quick-add-form';

/** A dashboard panel: a card headed by its title, in the display language. */
function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6">
        {t(title)}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** Where a dashboard list of clients comes from, and what it says when empty. */
interface ClientListSource {
  title: string;
  queryKey: string;
  load: () => Promise<{ data: ClientListItem[] }>;
  emptyText: string;
}

const RECENTLY_VIEWED: ClientListSource = {
  title: 'Recently Viewed',
  queryKey: 'recent',
  load: clientsApi.recent,
  emptyText: 'You have not viewed any user recently.',
};

const UPCOMING_BIRTHDAYS: ClientListSource = {
  title: 'Upcoming Birthdays',
  queryKey: 'birthdays',
  load: clientsApi.birthdays,
  emptyText: 'No upcoming birthdays.',
};

/** A list of clients the dashboard loads (recently viewed, upcoming birthdays); a row opens the client. */
function ClientList({ title, queryKey, load, emptyText }: ClientListSource) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [queryKey], queryFn: load });
  const openClient = useOpenClient();
  const open = (runningId: number) => {
    void clientsApi.recordVisit(runningId).catch(() => undefined);
    openClient(PATHS.kpSystem, runningId);
  };
  const rows = list.data?.data ?? [];
  let body;
  if (list.isPending)
    body = (
      <Spinner
        animation="border"
        size="sm"
        role="status"
        aria-label={t('Loading {{panel}}', { panel: t(title) })}
      />
    );
  else if (list.error) body = <Alert variant="danger">{messageOf(list.error)}</Alert>;
  else if (rows.length === 0) body = <p className="mb-0 text-body-secondary">{t(emptyText)}</p>;
  else body = <ListItemTable rows={rows} caption={title} onOpen={open} />;
  return <DashboardCard title={title}>{body}</DashboardCard>;
}

/** The dashboard panels of spec §2: Recently Viewed, Quick View, Options Theory and Upcoming Birthdays. */
export function DashboardPanels() {
  return (
    <Row className="g-3">
      <Col lg={6} xl={4}>
        <ClientList {...RECENTLY_VIEWED} />
      </Col>
      <Col lg={6} xl={4}>
        <DashboardCard title="Quick View">
          <QuickAddForm />
        </DashboardCard>
      </Col>
      <Col lg={6} xl={4}>
        <OptionsPanel />
      </Col>
      <HoraryPanel />
      <Col lg={6} xl={4}>
        <ClientList {...UPCOMING_BIRTHDAYS} />
      </Col>
    </Row>
  );
}
