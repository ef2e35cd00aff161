import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartStyleSwitch } from './chart-style-switch';

/** Client 12's stored settings: a date format of its own, everything else Default (null). */
const STORED = {
  userId: 12,
  config0: null,
  config1: 'dd/MM/yyyy',
  config2: null,
  config3: null,
  config4: null,
  config5: null,
  config6: null,
  config7: null,
  config8: null,
  config9: null,
  config10: null,
};

function stubServer() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/config/user/edit')
        saved.push(JSON.parse(typeof init?.body === 'string' ? init.body : ''));
      const data = url === '/api/config/user/12' ? STORED : null;
      return Response.json({ code: '200', message: 'Settings are updated successfully', data });
    }),
  );
  return saved;
}

describe('the chart style switch on the chart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves the chosen style as the client's setting, keeping every other setting as stored", async () => {
    const saved = stubServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChartStyleSwitch runningId={12} style={0} />
      </QueryClientProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Chart style' });
    expect(select).toHaveDisplayValue('South India');
    await userEvent.selectOptions(select, 'North India');
    await waitFor(() => expect(saved).toEqual([{ ...STORED, config8: 1 }]));
  });
});
