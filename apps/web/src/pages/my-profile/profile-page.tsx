import { findTimeZoneLabel, formatCoordinate, toDegreesMinutesSeconds } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { messageOf } from '../../api/client';
import { PATHS } from '../../paths';

/** A term of the profile (its English text, shown in the display language) and its value. */
function Line({ term, children }: { term: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Row as="div" className="mb-1">
      <Col as="dt" xs={5} sm={4} className="fw-normal text-body-secondary">
        {t(term)}
      </Col>
      <Col as="dd" xs={7} sm={8} className="mb-0">
        {children}
      </Col>
    </Row>
  );
}

/** A coordinate as degrees, minutes, seconds with its hemisphere, plus the raw value (spec §2 My Profile). */
function Coordinate({ value, axis }: { value: number | null; axis: 'latitude' | 'longitude' }) {
  const { t } = useTranslation();
  if (value === null) return <>{t('Not set')}</>;
  const { degrees, minutes, seconds } = toDegreesMinutesSeconds(value);
  return (
    <>
      {formatCoordinate(value, 'N', axis)} <span className="text-body-secondary">({value})</span>
      <span className="visually-hidden">
        {t('{{degrees}} degrees {{minutes}} minutes {{seconds}} seconds', { degrees, minutes, seconds })}
      </span>
    </>
  );
}

/**
 * A card of the profile with its title and, for what can be changed, the link to change it; the title and the
 * link's words are English texts, shown in the display language.
 */
function ProfileCard({
  title,
  edit,
  children,
}: {
  title: string;
  edit?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="mb-3">
      <Card.Header className={edit ? 'd-flex justify-content-between align-items-center' : undefined}>
        <h2 className="h6 m-0">{t(title)}</h2>
        {edit ? <Link to={edit.to}>{t(edit.label)}</Link> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

type Profile = Awaited<ReturnType<typeof accountsApi.viewProfile>>['data'];
type Contact = Awaited<ReturnType<typeof accountsApi.viewContact>>['data'];

function PersonalDetailsCard({ profile: p }: { profile: Profile }) {
  const { t } = useTranslation();
  const notSet = t('Not set');
  return (
    <ProfileCard
      title="Personal Details"
      edit={{ to: PATHS.changePersonalDetails, label: 'Edit personal details' }}
    >
      <dl className="mb-0">
        <Line term="Name">{`${p.firstName} ${p.lastName}`.trim()}</Line>
        <Line term="Address">{p.address ?? notSet}</Line>
        <Line term="City">{p.city ?? notSet}</Line>
        <Line term="Timezone">{t(findTimeZoneLabel(p.timezone))}</Line>
        <Line term="Latitude">
          <Coordinate value={p.latitude} axis="latitude" />
        </Line>
        <Line term="Longitude">
          <Coordinate value={p.longitude} axis="longitude" />
        </Line>
      </dl>
    </ProfileCard>
  );
}

function CommunicationCard({ contact }: { contact: Contact }) {
  return (
    <ProfileCard
      title="Communication"
      edit={{ to: PATHS.changeEmailAndMobile, label: 'Edit email and mobile' }}
    >
      <dl className="mb-0">
        <Line term="Email">{contact.email}</Line>
        <Line term="Mobile">{contact.mobile}</Line>
      </dl>
    </ProfileCard>
  );
}

/** Pin and password are never shown, only the links to change them. */
function SecurityCard() {
  const { t } = useTranslation();
  return (
    <ProfileCard title="Security">
      <dl className="mb-0">
        <Line term="Pin">
          <span aria-label={t('Pin hidden')}>••••••</span> <Link to={PATHS.changePin}>{t('Change pin')}</Link>
        </Line>
        <Line term="Password">
          <span aria-label={t('Password hidden')}>••••••••</span>{' '}
          <Link to={PATHS.changePassword}>{t('Change password')}</Link>
        </Line>
      </dl>
    </ProfileCard>
  );
}

function PracticeCard() {
  const { t } = useTranslation();
  return (
    <ProfileCard title="Practice">
      <Link to={PATHS.importExport}>{t('Import and export clients')}</Link>
      <span className="text-body-secondary small">
        {' — '}
        {t('take the whole practice out as JSON or CSV, bring clients in from CSV or Jagannatha Hora files')}
      </span>
    </ProfileCard>
  );
}

/** My Profile (/profile.html): personal details, communication and security cards. */
export function ProfilePage() {
  const profile = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  const contact = useQuery({ queryKey: ['contact'], queryFn: accountsApi.viewContact });
  const { t } = useTranslation();
  if (profile.isPending || contact.isPending) {
    return (
      <p>
        <Spinner as="span" animation="border" size="sm" /> {t('Loading - Profile')}
      </p>
    );
  }
  if (profile.isError || contact.isError)
    return <Alert variant="danger">{messageOf(profile.error ?? contact.error)}</Alert>;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="h4 mb-3">
        {t('My Profile')}
      </h1>
      <PersonalDetailsCard profile={profile.data.data} />
      <CommunicationCard contact={contact.data.data} />
      <SecurityCard />
      <PracticeCard />
    </section>
  );
}
