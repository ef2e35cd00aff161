import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** A panel of the Import / Export page: a card whose header is the panel's heading. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-3">
      <Card.Header>
        <h2 className="h6 m-0">{title}</h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
