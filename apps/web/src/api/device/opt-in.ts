/**
 * "Keep this practice on this device" (My Settings): a choice of this browser on this device, never sent to
 * the server, so a shared or borrowed computer keeps nothing unless asked to there.
 */
const KEY = 'kpdesk.keepOnDevice';

export function isKeptOnDevice(): boolean {
  return localStorage.getItem(KEY) === '1';
}

export function rememberKeptOnDevice(isOn: boolean): void {
  if (isOn) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
}
