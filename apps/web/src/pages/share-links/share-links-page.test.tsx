import { SHARE_MESSAGES, type ShareLink } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { ShareLinksPage } from './share-links-page';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

const link = (id: number, state: ShareLink['state'], sections: ShareLink['sections']): ShareLink => ({
  id,
  sections,
  match: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  revokedAt: state === 'revoked' ? '2026-11-21T10:00:00.000Z' : null,
  state,
});

/** The requests of a method to a path, with their bodies. */
function sentTo(method: string, path: string): unknown[] {
  const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit | undefined][];
  return calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

function serveLinks(links: ShareLink[]) {
  serve({
    '/api/user/12': ok(CLIENT),
    '/api/share/list/12': ok(links),
    '/api/share/12': ok({
      id: 9,
      token: TOKEN,
      url: `/shared.html?t=${TOKEN}`,
      expiresAt: '2026-12-05T10:00:00.000Z',
    }),
    '/api/share/12/4': ok(null),
  });
}

describe('Share page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses no section and a day count out of range under their fields, sending nothing', async () => {
    serveLinks([]);
    renderAt('/share.html?client=12', <ShareLinksPage />);
    const days = await screen.findByRole('spinbutton', { name: 'Expires in (days)' });
    expect(days).toHaveValue(7);
    await userEvent.clear(days);
    await userEvent.type(days, '91');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('group', { name: 'Sections to share' })).toHaveAccessibleDescription(
      SHARE_MESSAGES.sectionsRequired,
    );
    expect(days).toHaveAccessibleDescription(SHARE_MESSAGES.expiresInDays);
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No share links of this client yet.')).toBeInTheDocument();
    expect(sentTo('POST', '/api/share/12')).toEqual([]);
  });

  it('creates a link of two sections and shows it once, whole, with Copy', async () => {
    const user = userEvent.setup();
    serveLinks([]);
    renderAt('/share.html?client=12', <ShareLinksPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Share — Meena Iyer (12)');
    await user.click(screen.getByRole('checkbox', { name: 'Client details' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dasha periods' }));
    const days = screen.getByRole('spinbutton', { name: 'Expires in (days)' });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const shown = await screen.findByRole('textbox', { name: 'Share link' });
    expect(shown).toHaveValue(`${window.location.origin}/shared.html?t=${TOKEN}`);
    expect(sentTo('POST', '/api/share/12')).toEqual([{ sections: ['details', 'dasha'], expiresInDays: 30 }]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared.html?t=${TOKEN}`);
  });

  it('lists links with their state in words and revokes an active one after confirming', async () => {
    serveLinks([
      link(4, 'active', ['chart', 'kp']),
      link(3, 'revoked', ['report']),
      link(2, 'expired', ['dasha']),
    ]);
    renderAt('/share.html?client=12', <ShareLinksPage />);
    const table = await screen.findByRole('table', { name: 'Share links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Active',
      'Revoked',
      'Expired',
    ]);
    expect(within(table).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^Revoke the link of Birth chart/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(sentTo('DELETE', '/api/share/12/4')).toHaveLength(1));
  });
});

describe('Share page in Telugu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('names the page, the form, the created link and the list in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    serveLinks([link(4, 'active', ['chart', 'kp']), link(3, 'revoked', ['report'])]);
    renderAt('/share.html?client=12', <ShareLinksPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('పంచుకోండి — Meena Iyer (12)');
    const form = screen.getByRole('form', { name: 'పంచుకునే లింక్ సృష్టించండి' });
    const sections = within(form).getByRole('group', { name: 'పంచుకోవలసిన భాగాలు' });
    await userEvent.click(within(sections).getByRole('checkbox', { name: 'దశా కాలాలు' }));
    expect(within(form).getByRole('spinbutton', { name: 'గడువు (రోజుల్లో)' })).toHaveValue(7);
    await userEvent.click(within(form).getByRole('button', { name: 'లింక్ సృష్టించు' }));
    expect(await screen.findByRole('textbox', { name: 'పంచుకునే లింక్' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^లింక్ సృష్టించబడింది, .* వరకు చెల్లుతుంది$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'కాపీ చేయి' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'పంచుకునే లింకులు' });
    expect(within(table).getByRole('columnheader', { name: 'గడువు' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'జన్మ చక్రం, కె.పి. పట్టికలు (స్థానాలు, కారకాలు, పాలక గ్రహాలు)',
    );
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'చెల్లుబాటులో',
      'రద్దయింది',
    ]);
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^\d.* నాడు సృష్టించిన జన్మ చక్రం/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'లింక్ రద్దు చేయి' });
    expect(within(dialog).getByRole('button', { name: 'ఉంచు' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'రద్దు చేయి' })).toBeInTheDocument();
  });
});
