import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../api/token';
import { WithQueries } from './query-client';

/** Shows what the answer cache holds for the astrologer's settings, as a page reading it would get it. */
function CachedSettings({ fill }: { fill?: string }) {
  const client = useQueryClient();
  if (fill) client.setQueryData(['settings'], fill);
  return <output aria-label="cached settings">{client.getQueryData<string>(['settings']) ?? 'none'}</output>;
}

describe('the answer cache', () => {
  it('starts empty for the next astrologer signed in on the same tab', () => {
    storeToken('token-of-meena');
    const first = render(
      <WithQueries>
        <CachedSettings fill="Meena's settings" />
      </WithQueries>,
    );
    expect(screen.getByRole('status', { name: 'cached settings' })).toHaveTextContent("Meena's settings");
    first.unmount();

    storeToken('token-of-lakshmi');
    render(
      <WithQueries>
        <CachedSettings />
      </WithQueries>,
    );
    expect(screen.getByRole('status', { name: 'cached settings' })).toHaveTextContent('none');
  });

  it('keeps its answers while the same sign-in goes on', () => {
    storeToken('token-of-meena');
    render(
      <WithQueries>
        <CachedSettings fill="Meena's settings" />
      </WithQueries>,
    ).unmount();
    render(
      <WithQueries>
        <CachedSettings />
      </WithQueries>,
    );
    expect(screen.getByRole('status', { name: 'cached settings' })).toHaveTextContent("Meena's settings");
  });
});
