import { chromium } from '@playwright/test';
const base = 'http://localhost:4401';
const login = async (email) => {
  const r = await fetch(`${base}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demopass1' }) });
  return r.json();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [email, path, lng, width, name] = spec.split(',');
  const s = await login(email);
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await ctx.addInitScript(({ token, userId }) => { sessionStorage.setItem('token', token); sessionStorage.setItem('userId', userId); }, s);
  await ctx.addCookies([{ name: 'session', value: '1', url: base }]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`${base}${path}?lng=${lng}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/admin-a-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
