import type { Page } from '@playwright/test';

/**
 * The read paths the practice kept on the device holds (IndexedDB 'kpdesk-practice', table 'answers'). The
 * database is opened only once the app has made it (opening it first would make an empty one in the app's way),
 * and closed at once, so the app's next upgrade or wipe never waits for this connection.
 */
export function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('kpdesk-practice')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('kpdesk-practice');
      opening.onerror = () => reject(new Error('the kept practice does not open'));
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('answers')) {
          db.close();
          return resolve([]);
        }
        const keys = db.transaction('answers').objectStore('answers').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.map(String));
        };
      };
    });
  });
}

/** Whether the installed app's service worker controls the page (it then answers navigations offline). */
export const isControlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
