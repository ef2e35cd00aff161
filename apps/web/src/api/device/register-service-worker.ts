import { registerSW } from 'virtual:pwa-register';

// The service worker of the installed app (vite.config.ts), registered as this module loads: device-status.ts
// imports it when this device keeps the practice, so the sign-in screen's scripts do not carry it. A new version takes over
// at once (autoUpdate): the app shell is static, and the next navigation loads it.
void registerSW({ immediate: true });
