import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker of the installed app (vite.config.ts). A module of its own, imported after
 * the first render, so the sign-in screen's entry script does not carry it. A new version takes over at once
 * (autoUpdate): the app shell is static, and the next navigation loads it.
 */
export function registerServiceWorker(): void {
  void registerSW({ immediate: true });
}
