/* global window, document, requestAnimationFrame, MutationObserver, localStorage, Event -- run inside the page */
// Long table benchmark: a full-day Cuspal In Interval search (about 2,700 rows) in Debian's Chromium against
// the BUILT app (run `npm run build` first). Prints the milliseconds from pressing Calculate to the first
// row on screen and to every row in the table, measured in the page (performance.now), for each run, drawn in
// steps as the table does and, as the baseline, every row at once.
//   node bench/long-table.js [runs]
import { chromium } from '@playwright/test';
import { setProfilePlace, signUpWithClient, withServer } from './support/server.js';

const RUNS = Number(process.argv[2] ?? 5);
const DAY = '2026-01-01';

/** The Cuspal In Interval table in the page, if one is shown. */
const findTable = () =>
  [...document.querySelectorAll('table')].find((t) =>
    /^Cuspal In Interval: /.test(t.caption?.textContent ?? ''),
  );

/**
 * Installed in the page before Calculate: marks the press, the first frame after the new answer's first body
 * row appears, and the first frame after its body holds as many rows as its caption counts ("…: 2663 rows, …").
 * The page opens with a search of its own, so a table whose caption has not changed is the old answer.
 */
function watchTable({ findTableSource, isAtOnce }) {
  const findTable = new Function(`return (${findTableSource})();`);
  const marks = { oldCaption: findTable()?.caption.textContent ?? '' };
  window.__longTable = marks;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target.closest('button')?.textContent?.trim() === 'Calculate')
        marks.click = performance.now();
    },
    true,
  );
  const afterFrame = (key) => {
    marks[key] = -1;
    requestAnimationFrame(() => (marks[key] = performance.now()));
  };
  const check = () => {
    const table = findTable();
    if (!table || marks.click === undefined || table.caption.textContent === marks.oldCaption) return;
    const drawn = table.tBodies[0]?.rows.length ?? 0;
    const total = Number((table.caption.textContent.match(/: ([\d,]+) rows/)?.[1] ?? '0').replace(/,/g, ''));
    if (drawn > 0 && marks.firstRow === undefined) {
      // The baseline: every row drawn in one go, as before the steps (and as printing still does).
      if (isAtOnce) window.dispatchEvent(new Event('beforeprint'));
      afterFrame('firstRow');
    }
    if (total > 0 && drawn >= total && marks.allRows === undefined) {
      marks.total = total;
      afterFrame('allRows');
    }
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
}

async function measureOnce(page, base, isAtOnce) {
  await page.goto(`${base}/transitchart.html?client=1`);
  await page.getByRole('button', { name: 'Cuspal In Interval', exact: true }).click();
  const section = page.getByRole('region', { name: 'Cuspal In Interval', exact: true });
  await section.getByLabel('Date', { exact: true }).fill(DAY);
  await section.getByLabel('Start time').fill('00:00:00');
  await section.getByLabel('End date').fill(DAY);
  await section.getByLabel('End time').fill('23:59:59');
  await page.evaluate(watchTable, { findTableSource: findTable.toString(), isAtOnce });
  await section.getByRole('button', { name: 'Calculate' }).click();
  await page.waitForFunction(() => window.__longTable?.allRows > 0 && window.__longTable.firstRow > 0, null, {
    timeout: 120_000,
  });
  // LONG_TABLE_SCREENSHOT=<file.png> keeps a picture of the page after the run, to check what was measured.
  if (process.env.LONG_TABLE_SCREENSHOT) await page.screenshot({ path: process.env.LONG_TABLE_SCREENSHOT });
  return page.evaluate(() => window.__longTable);
}

await withServer(async (base) => {
  const headers = await signUpWithClient(base);
  await setProfilePlace(base, headers);
  const token = headers.authorization.replace('Bearer ', '');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Generous waits: on a busy machine the first page load alone can take many seconds.
    page.setDefaultTimeout(120_000);
    await page.goto(base);
    await page.evaluate((t) => localStorage.setItem('kpdesk.token', t), token);
    // Alternating runs: drawn in steps (the table as it is) and every row at once (the baseline), so a
    // busy machine slows both alike.
    const modes = { steps: { firsts: [], alls: [] }, 'at once': { firsts: [], alls: [] } };
    for (let run = 0; run < RUNS; run++) {
      for (const [mode, times] of Object.entries(modes)) {
        const m = await measureOnce(page, base, mode === 'at once');
        times.firsts.push(m.firstRow - m.click);
        times.alls.push(m.allRows - m.click);
        console.log(
          `run ${run + 1} ${mode.padEnd(7)}: ${m.total} rows; first row on screen ${(m.firstRow - m.click).toFixed(0)} ms, all rows ${(m.allRows - m.click).toFixed(0)} ms after Calculate`,
        );
      }
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [mode, times] of Object.entries(modes)) {
      console.log(
        `median ${mode.padEnd(7)}: first row ${median(times.firsts).toFixed(0)} ms (target < 300 ms), all rows ${median(times.alls).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
});
