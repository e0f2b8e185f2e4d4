import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const brand of ['clubstay', 'wirex']) {
  for (const [w, h] of [[1366, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    const base = brand === 'clubstay' ? 'http://localhost:3100' : `http://${brand}.localhost:3100`;
    await page.goto(`${base}/skipAccessCheck`);
    await page.waitForURL((u) => !u.pathname.includes('skip'));
    await page.getByRole('button', { name: 'Search' }).first().waitFor();
    const requested = [];
    page.on('request', (r) => r.url().endsWith('.js') && requested.push(r.url().split('/').pop()));
    await page.screenshot({ path: `/tmp/shots/${brand}-${w}-1-light.png` });
    const dest = page.getByRole('combobox').first();
    await dest.click();
    await dest.pressSequentially('lon', { delay: 80 });
    await page.getByRole('option').first().waitFor({ timeout: 15000 });
    await page.screenshot({ path: `/tmp/shots/${brand}-${w}-2-dest.png` });
    await page.getByRole('option').first().click();
    const dates = page.getByRole('button', { name: /dates|check-in/i }).first();
    if (await dates.count()) { await dates.click(); await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/shots/${brand}-${w}-3-dates.png` }); await page.keyboard.press('Escape'); }
    // header currency picker
    const cur = page.getByRole('button', { name: /Currency/ }).first();
    if (await cur.isVisible().catch(() => false)) { await cur.click(); await page.getByRole('listbox').waitFor({ timeout: 10000 }); await page.screenshot({ path: `/tmp/shots/${brand}-${w}-4-currency.png` }); await page.keyboard.press('Escape'); }
    console.log(brand, w, 'loaded on interaction:', requested.join(' '));
    await ctx.close();
  }
}
await browser.close();
