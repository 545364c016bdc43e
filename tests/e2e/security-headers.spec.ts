import { expect, test } from './support/fixtures';
import { LandingPage } from './pages/LandingPage';

// The headers do not depend on the screen's size.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('security headers', () => {
  test('the app is served with a Content-Security-Policy that allows script from its own origin only', async ({
    page,
  }) => {
    const answer = await page.goto('/');
    const headers = answer?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('an injected inline script does not run, and the run reports the violation', async ({
    page,
    cspViolations,
  }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toContain('script-src');
    // The fixture fails every test with a violation; this one was provoked on purpose.
    cspViolations.length = 0;
  });
});
