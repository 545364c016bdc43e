import { expect, type Page, type Route } from '@playwright/test';

/**
 * Markup that would run script or add elements if the app ever rendered server text as HTML.
 * Every vector sets `window.__xss` and/or opens an alert, and carries a marker attribute.
 */
export const HOSTILE = `<img src="x" data-xss="1" onerror="window.__xss=1;alert(1)"><script data-xss="1">window.__xss=1</script>"'><svg data-xss="1" onload="alert(2)"></svg>`;

/** Server text fields the app shows; every one of them is replaced by the payload. */
const TEXT_KEYS = new Set([
  'make',
  'model',
  'makeModel',
  'additionalInformation',
  'name',
  'organisationName',
  'streetAddress',
  'postalLocation',
  'country',
  'color',
  'bodywork',
  'engineType',
  'gearboxType',
  'operatingMode',
  'message',
]);

export function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(poison);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      TEXT_KEYS.has(key) && typeof inner === 'string' ? HOSTILE : poison(inner),
    ]),
  );
}

/** Answers matching API calls with the real answer, its text fields replaced by the payload. */
export async function poisonApi(page: Page, pattern: string | RegExp): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    let response;
    let text: string;
    try {
      response = await route.fetch();
      text = await response.text();
    } catch {
      // The page moved on (navigation, a refetch that replaced this one) and the request is gone.
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return route.fulfill({ response });
    }
    return route.fulfill({ response, json: poison(json) });
  });
}

/** Records alerts and lets the test check that nothing ran and nothing was injected. */
export function watchForScript(page: Page): { expectNothingRan: () => Promise<void> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    expectNothingRan: async () => {
      expect(dialogs, 'alerts opened by injected script').toEqual([]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      await expect(page.locator('[data-xss]')).toHaveCount(0);
    },
  };
}

/** Malformed answers an endpoint might give. */
export const MALFORMED: { name: string; contentType: string; body: string }[] = [
  {
    name: 'HTML instead of JSON',
    contentType: 'text/html',
    body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
  },
  { name: 'null', contentType: 'application/json', body: 'null' },
  { name: 'an empty object', contentType: 'application/json', body: '{}' },
  {
    name: 'wrong types',
    contentType: 'application/json',
    body: JSON.stringify({
      id: 5,
      items: 'none',
      totalPages: '2',
      name: 42,
      bids: {},
      highestBid: 'high',
      status: 7,
      make: [],
      role: null,
    }),
  },
  {
    name: 'nulls everywhere',
    contentType: 'application/json',
    body: JSON.stringify({
      id: null,
      items: null,
      totalPages: null,
      name: null,
      bids: null,
      autoBids: null,
      carDetails: null,
      status: null,
    }),
  },
  {
    name: 'huge arrays of junk',
    contentType: 'application/json',
    body: JSON.stringify({
      items: Array.from({ length: 20_000 }, (_, i) => ({ id: i })),
      totalPages: 1,
      bids: Array.from({ length: 20_000 }, () => null),
    }),
  },
];
