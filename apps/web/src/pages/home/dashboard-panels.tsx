import type { ClientListItem } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { HoraryPanel } from './horary-panel';
import { ListItemTable } from './list-item-table';
import { OptionsPanel } from './options-panel';
import { QuickAddForm } from './quick-add-form';

function ClientList({
  title,
  rows,
  emptyText,
  isLoading,
  error,
}: {
  title: string;
  rows: ClientListItem[];
  emptyText: string;
  isLoading: boolean;
  error: unknown;
}) {
  const openClient = useOpenClient();
  const open = (runningId: number) => {
    void clientsApi.recordVisit(runningId).catch(() => undefined);
    openClient(PATHS.kpSystem, runningId);
  };
  let body;
  if (isLoading)
    body = <Spinner animation="border" size="sm" role="status" aria-label={`Loading ${title}`} />;
  else if (error) body = <Alert variant="danger">{messageOf(error)}</Alert>;
  else if (rows.length === 0) body = <p className="mb-0 text-body-secondary">{emptyText}</p>;
  else body = <ListItemTable rows={rows} caption={title} onOpen={open} />;
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6">
        {title}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}

/** The dashboard panels of spec §2: Recently Viewed, Quick View, Options Theory and Upcoming Birthdays. */
export function DashboardPanels() {
  const recent = useQuery({ queryKey: ['recent'], queryFn: clientsApi.recent });
  const birthdays = useQuery({ queryKey: ['birthdays'], queryFn: clientsApi.birthdays });
  return (
    <Row className="g-3">
      <Col lg={6} xl={4}>
        <ClientList
          title="Recently Viewed"
          rows={recent.data?.data ?? []}
          emptyText="You have not viewed any user recently."
          isLoading={recent.isPending}
          error={recent.error}
        />
      </Col>
      <Col lg={6} xl={4}>
        <Card className="mb-3 h-100">
          <Card.Header as="h2" className="h6">
            Quick View
          </Card.Header>
          <Card.Body>
            <QuickAddForm />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6} xl={4}>
        <OptionsPanel />
      </Col>
      <HoraryPanel />
      <Col lg={6} xl={4}>
        <ClientList
          title="Upcoming Birthdays"
          rows={birthdays.data?.data ?? []}
          emptyText="No upcoming birthdays."
          isLoading={birthdays.isPending}
          error={birthdays.error}
        />
      </Col>
    </Row>
  );
}
