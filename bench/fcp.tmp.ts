import { launchChromium } from '../e2e/support/chromium.ts';
import { serve } from '../scripts/serve.ts';
const browser = await launchChromium();
for (const dir of ['dist', '/tmp/vA', '/tmp/vB']) {
  const app = await serve({ port: 0, dir });
  const fcps: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${app.url}/tabs/home`);
    await page.waitForTimeout(1500);
    fcps.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
    await context.close();
  }
  console.log(dir, fcps.map(Math.round).sort((a, b) => a - b));
  await app.close();
}
await browser.close();
