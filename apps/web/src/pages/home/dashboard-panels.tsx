import type { ClientListItem } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { clientsApi } from '../../api/clients';
import { messageOf } from '../../api/client';
import { useDateFormatter } from '../../api/use-display-formats';
import { PATHS } from '../../app/paths';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { QuickAddForm } from './quick-add-form';

/** Options Theory name search rules (spec §5 "Search"); there are no saved options yet. */
export function checkOptionsSearch(keyword: string): string {
  const text = keyword.trim();
  if (text === '') return 'Please enter Name to search';
  if (text.length < 3) return 'Please enter few more characters to search';
  return `No Options found for the name ${text}`;
}

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
  const showDate = useDateFormatter();
  const open = (runningId: number) => {
    void clientsApi.recordVisit(runningId).catch(() => undefined);
    openClient(PATHS.kpSystem, runningId);
  };
  let body;
  if (isLoading)
    body = <Spinner animation="border" size="sm" role="status" aria-label={`Loading ${title}`} />;
  else if (error) body = <Alert variant="danger">{messageOf(error)}</Alert>;
  else if (rows.length === 0) body = <p className="mb-0 text-body-secondary">{emptyText}</p>;
  else
    body = (
      <Table hover size="sm" className="mb-0">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={`${r.runningId}-${r.date}`}
              role="button"
              tabIndex={0}
              onClick={() => open(r.runningId)}
              onKeyDown={(e) => e.key === 'Enter' && open(r.runningId)}
            >
              <td>{r.runningId}</td>
              <td>{[r.firstName, r.lastName].filter(Boolean).join(' ')}</td>
              <td>{showDate(r.date)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6">
        {title}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}

function OptionsPanel() {
  const [keyword, setKeyword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Card className="mb-3 h-100">
      <Card.Header as="h2" className="h6 d-flex justify-content-between">
        Options Theory <Link to={PATHS.optionsTheory}>Add</Link>
      </Card.Header>
      <Card.Body>
        <Form
          className="d-flex gap-2 mb-2"
          onSubmit={(e) => {
            e.preventDefault();
            setMessage(checkOptionsSearch(keyword));
          }}
        >
          <Form.Control
            size="sm"
            aria-label="Option name"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <Button size="sm" type="submit" aria-label="Search options">
            Search
          </Button>
        </Form>
        {message ? (
          <p className="small" role="status">
            {message}
          </p>
        ) : null}
        <p className="mb-0 text-body-secondary">You have not done any options recently.</p>
      </Card.Body>
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
