import { describe, expect, it, vi } from 'vitest';
import { detectLanguage, rememberLanguage } from '../../src/i18n/detectLanguage';

interface Sources {
  query?: string;
  cookie?: string;
  localStorage?: string;
  sessionStorage?: string;
  browser?: string[];
  htmlTag?: string;
}

/** Puts the visitor's signals where a browser keeps them, then asks for the language. */
function detectWith(sources: Sources): string {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', sources.query ? `/?lng=${sources.query}` : '/');
  document.cookie = sources.cookie ? `i18next=${sources.cookie}; path=/` : 'i18next=; path=/; max-age=0';
  if (sources.localStorage) localStorage.setItem('i18nextLng', sources.localStorage);
  if (sources.sessionStorage) sessionStorage.setItem('i18nextLng', sources.sessionStorage);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(sources.browser ?? []);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(sources.browser?.[0] ?? '');
  if (sources.htmlTag) document.documentElement.setAttribute('lang', sources.htmlTag);
  else document.documentElement.removeAttribute('lang');
  return detectLanguage();
}

describe('the visitor’s language (spec §9 order)', () => {
  it('is Norwegian when nothing says otherwise, or only unsupported languages are asked for', () => {
    expect(detectWith({})).toBe('no');
    expect(detectWith({ browser: ['de-DE', 'fr'] })).toBe('no');
  });

  it('follows an English browser, and counts nb and nn as Norwegian ahead of a later English', () => {
    expect(detectWith({ browser: ['en-US', 'en'] })).toBe('en');
    expect(detectWith({ browser: ['nb-NO', 'nb', 'en-US'] })).toBe('no');
    expect(detectWith({ browser: ['nn', 'en'] })).toBe('no');
    expect(detectWith({ browser: ['de', 'en-GB'] })).toBe('en');
  });

  it('puts the query string before the cookie, the cookie before storage, storage before the browser', () => {
    const all = {
      query: 'en',
      cookie: 'no',
      localStorage: 'en',
      sessionStorage: 'no',
      browser: ['en'],
      htmlTag: 'no',
    };
    expect(detectWith(all)).toBe('en');
    expect(detectWith({ ...all, query: undefined })).toBe('no');
    expect(detectWith({ ...all, query: undefined, cookie: undefined })).toBe('en');
    expect(detectWith({ ...all, query: undefined, cookie: undefined, localStorage: undefined })).toBe('no');
  });

  it('skips a value it does not know and takes the next source', () => {
    expect(detectWith({ query: 'xx', cookie: 'en' })).toBe('en');
    expect(detectWith({ htmlTag: 'en' })).toBe('en');
  });

  it('remembers a choice in local storage and in a cookie a server can read', () => {
    detectWith({ browser: ['nb-NO'] });
    rememberLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
    expect(detectLanguage()).toBe('en');
  });
});
