import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageSources } from '../../src/i18n/detectLanguage';

const nothing: LanguageSources = {
  query: null,
  cookie: null,
  localStorage: null,
  sessionStorage: null,
  browser: [],
  htmlTag: null,
};

describe('the visitor’s language (spec §9 order)', () => {
  it('is Norwegian when nothing says otherwise, or only unsupported languages are asked for', () => {
    expect(chooseLanguage(nothing)).toBe('no');
    expect(chooseLanguage({ ...nothing, browser: ['de-DE', 'fr'] })).toBe('no');
  });

  it('follows an English browser, and counts nb and nn as Norwegian ahead of a later English', () => {
    expect(chooseLanguage({ ...nothing, browser: ['en-US', 'en'] })).toBe('en');
    expect(chooseLanguage({ ...nothing, browser: ['nb-NO', 'nb', 'en-US'] })).toBe('no');
    expect(chooseLanguage({ ...nothing, browser: ['nn', 'en'] })).toBe('no');
    expect(chooseLanguage({ ...nothing, browser: ['de', 'en-GB'] })).toBe('en');
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
    expect(chooseLanguage(all)).toBe('en');
    expect(chooseLanguage({ ...all, query: null })).toBe('no');
    expect(chooseLanguage({ ...all, query: null, cookie: null })).toBe('en');
    expect(chooseLanguage({ ...all, query: null, cookie: null, localStorage: null })).toBe('no');
  });

  it('skips a value it does not know and takes the next source', () => {
    expect(chooseLanguage({ ...nothing, query: 'xx', cookie: 'en' })).toBe('en');
    expect(chooseLanguage({ ...nothing, htmlTag: 'en' })).toBe('en');
  });
});
