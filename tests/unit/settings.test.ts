import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/settings';

const valid = {
  VITE_API_BASE_URL: 'https://api.bilbud.no/',
  VITE_SUPPORT_EMAIL: 'support@bilbud.no',
  VITE_SUPPORT_PHONE: '+47 22 12 34 56',
  VITE_BRAND_NAME: 'Bilbud',
};

describe('build settings', () => {
  it('derives the raw WebSocket URL the production SockJS endpoint serves (contract §8.1)', () => {
    const settings = parseSettings(valid);
    expect(settings.apiBaseUrl).toBe('https://api.bilbud.no');
    expect(settings.wsUrl).toBe('wss://api.bilbud.no/ws-auction/websocket');
  });

  it('keeps an explicit WebSocket URL, and leaves a same-origin one to the browser', () => {
    expect(parseSettings({ ...valid, VITE_WS_URL: 'wss://ws.bilbud.no/x' }).wsUrl).toBe(
      'wss://ws.bilbud.no/x',
    );
    expect(parseSettings({ ...valid, VITE_API_BASE_URL: '/' })).toMatchObject({
      apiBaseUrl: '',
      wsUrl: undefined,
    });
  });

  it.each([
    ['VITE_API_BASE_URL', { VITE_API_BASE_URL: undefined }],
    ['VITE_API_BASE_URL', { VITE_API_BASE_URL: 'api.bilbud.no' }],
    ['VITE_WS_URL', { VITE_WS_URL: 'http://x' }],
    ['VITE_SUPPORT_EMAIL', { VITE_SUPPORT_EMAIL: 'support' }],
    ['VITE_SUPPORT_PHONE', { VITE_SUPPORT_PHONE: undefined }],
    ['VITE_BRAND_NAME', { VITE_BRAND_NAME: ' ' }],
  ])('fails naming %s when it is wrong or missing', (name, change) => {
    expect(() => parseSettings({ ...valid, ...change })).toThrow(name);
  });
});
