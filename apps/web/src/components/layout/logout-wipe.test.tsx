import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adoptDeviceKey, openDeviceStore } from '../../api/device/device-store';
import { isKeptOnDevice, rememberKeptOnDevice } from '../../api/device/opt-in';
import { readToken, storeToken } from '../../api/token';
import { LogoutButton } from './logout-button';

describe('signing out with the practice kept on the device', () => {
  it('wipes the kept practice, its outbox and key, and the choice to keep it', async () => {
    storeToken('a-token');
    rememberKeptOnDevice(true);
    const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    const store = await adoptDeviceKey({ key, keyId: 'k' });
    await store.keep('/user/1', { firstName: 'Ravi' });
    await store.enqueue({ method: 'DELETE', path: '/lifeevents/1/2' });
    const router = createMemoryRouter([{ path: '*', element: <LogoutButton /> }]);
    render(<RouterProvider router={router} />);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    await waitFor(async () => expect(await openDeviceStore()).toBeNull());
    expect(isKeptOnDevice()).toBe(false);
    expect(readToken()).toBeNull();
  });
});
