import { registerSW } from 'virtual:pwa-register';

// The service worker of the installed app (vite.config.ts), registered as this module loads: main.tsx imports
// it after the first render, so the sign-in screen's entry script does not carry it. A new version takes over
// at once (autoUpdate): the app shell is static, and the next navigation loads it.
void registerSW({ immediate: true });
