import { test } from '@playwright/test';
import { createStoredResult } from './support/checkout.ts';

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
test('probe', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() =>
    localStorage.setItem('reading-preferences', JSON.stringify({ 'text-size': '200', spacing: 'widest' })),
  );
  const result = await createStoredResult(page, 'audhd');
  const sheet = await browser.newPage({ viewport: { width: 1940, height: 1400 } });
  for (const [path, name] of (process.env.PROBE_PAGES ?? '/ home')
    .split(',')
    .map((entry) => entry.split(' ').map((part) => part.replace('RESULT', String(result.id))))) {
    await page.goto(path!);
    await page.waitForTimeout(1500);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const shots: string[] = [];
    for (let y = 0; y < height; y += 1300) {
      const buffer = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y, width: 320, height: Math.min(1300, height - y) },
      });
      shots.push(buffer.toString('base64'));
    }
    for (let sheetIndex = 0; sheetIndex * 6 < shots.length; sheetIndex++) {
      const images = shots
        .slice(sheetIndex * 6, sheetIndex * 6 + 6)
        .map(
          (shot) =>
            `<img style="border:1px solid red;vertical-align:top" src="data:image/png;base64,${shot}">`,
        )
        .join('');
      await sheet.setContent(`<body style="margin:0;display:flex;gap:2px">${images}</body>`);
      await sheet.screenshot({ path: `/tmp/sheet-${name}-${sheetIndex}.png` });
    }
  }
});
