import { SHARE_SECTION_NAMES } from '@kpdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Badge, Button } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { shareApi, shareLinksKey, type ShareLink, type ShareState } from '../../api/share';
import { useDisplayFormats } from '../../api/use-display-formats';
import { QueryView } from '../../components/chart-page/chart-query';
import { ChartTable } from '../../components/chart-tables/chart-table';
import { ConfirmModal } from '../../components/layout/message-modal';
import { formatInstantOnClock, useProfileOffset } from '../../components/share-links/instant-text';

/** A link's state in words, with a badge colour that only repeats what the word says. */
const STATE_WORDS: Record<ShareState, { text: string; colour: string }> = {
  active: { text: 'Active', colour: 'success' },
  expired: { text: 'Expired', colour: 'secondary' },
  revoked: { text: 'Revoked', colour: 'danger' },
};

/** The link's sections by name in the display language. */
const sectionsText = (t: TFunction, link: ShareLink) =>
  link.sections
    .map((s) =>
      s === 'match' && link.match
        ? `${t(SHARE_SECTION_NAMES[s])} (${link.match.partnerRunningId})`
        : t(SHARE_SECTION_NAMES[s]),
    )
    .join(', ');

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const formats = useDisplayFormats();
  const offset = useProfileOffset();
  const { t } = useTranslation();
  const state = STATE_WORDS[link.state];
  const sections = sectionsText(t, link);
  const created = formatInstantOnClock(link.createdAt, formats, offset);
  return (
    <tr>
      <th scope="row">{sections}</th>
      <td>
        <Badge bg={state.colour}>{t(state.text)}</Badge>
      </td>
      <td className="text-nowrap">{formatInstantOnClock(link.expiresAt, formats, offset)}</td>
      <td className="text-nowrap">{created}</td>
      <td>
        {link.state === 'active' ? (
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t('Revoke the link of {{sections}} created {{created}}', { sections, created })}
            onClick={() => onRevoke(link)}
          >
            {t('Revoke')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Revokes a link after the astrologer confirms; the list is read again either way. */
function useRevoke(runningId: number) {
  const queries = useQueryClient();
  const [asked, setAsked] = useState<ShareLink | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => shareApi.revoke(runningId, id),
    onSettled: () => queries.invalidateQueries({ queryKey: shareLinksKey(runningId) }),
  });
  const confirm = () => {
    if (asked) revoke.mutate(asked.id);
    setAsked(null);
  };
  return { asked, ask: setAsked, confirm, decline: () => setAsked(null), revoke };
}

function LinkTable({
  links,
  onRevoke,
}: {
  links: readonly ShareLink[];
  onRevoke: (link: ShareLink) => void;
}) {
  const { t } = useTranslation();
  if (links.length === 0) return <p>{t('No share links of this client yet.')}</p>;
  return (
    <ChartTable caption="Share links" columns={['Sections', 'State', 'Expires', 'Created', 'Action']}>
      {links.map((link) => (
        <LinkRow key={link.id} link={link} onRevoke={onRevoke} />
      ))}
    </ChartTable>
  );
}

/**
 * The client's links, newest first: sections, the state in words (beside the sections, so a phone shows it
 * without scrolling), when they expire and were created (on the astrologer's clock and formats), and Revoke
 * (after a confirmation) on the active ones.
 */
export function ShareLinkList({ runningId }: { runningId: number }) {
  const links = useQuery({ queryKey: shareLinksKey(runningId), queryFn: () => shareApi.list(runningId) });
  const { asked, ask, confirm, decline, revoke } = useRevoke(runningId);
  const { t } = useTranslation();
  return (
    <section aria-labelledby="share-links-title" className="mt-4">
      <h2 id="share-links-title" className="h5">
        {t('Links of this client')}
      </h2>
      {revoke.isError ? <Alert variant="danger">{messageOf(revoke.error)}</Alert> : null}
      <QueryView query={links} loadingText={t('Loading - Share links')}>
        {(list) => <LinkTable links={list} onRevoke={ask} />}
      </QueryView>
      <ConfirmModal
        isOpen={asked !== null}
        title={t('Revoke link')}
        titleId="revoke-link-title"
        confirm={{ label: t('Revoke'), variant: 'danger' }}
        decline={t('Keep')}
        onConfirm={confirm}
        onDecline={decline}
      >
        {t(
          'The link of {{sections}} stops opening at once, for everyone who has it. It stays in the list as revoked.',
          { sections: asked ? sectionsText(t, asked) : '' },
        )}
      </ConfirmModal>
    </section>
  );
}
