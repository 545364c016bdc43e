import { afterEach, describe, expect, it } from 'vitest';
import { fitsVisitor } from '../../src/app/fitsVisitor';
import {
  CLIENT_RENDER_ATTRIBUTE,
  PAGE_PATH_ATTRIBUTE,
  RENDERED_AT_ATTRIBUTE,
  hydratablePage,
} from '../../src/app/prerenderedPage';

const html = document.documentElement;

/** <html> as build/prerender.ts writes it for a page, at the browser's current path. */
function prerendered(language: string, renderedAt = '1763884800000'): void {
  html.lang = language;
  html.setAttribute(PAGE_PATH_ATTRIBUTE, window.location.pathname);
  html.setAttribute(RENDERED_AT_ATTRIBUTE, renderedAt);
}

afterEach(() => {
  for (const name of [PAGE_PATH_ATTRIBUTE, RENDERED_AT_ATTRIBUTE, CLIENT_RENDER_ATTRIBUTE])
    html.removeAttribute(name);
  html.lang = 'no';
  sessionStorage.clear();
  localStorage.clear();
});

describe('which page the app hydrates (the head script decides, the app goes by it)', () => {
  it('hydrates a prerendered page the head script let through, in the page’s language', () => {
    prerendered('en');
    expect(hydratablePage()).toEqual({ language: 'en', renderedAt: 1763884800000 });
  });

  it('renders in the browser where the head script hid the page, or nothing was prerendered', () => {
    prerendered('en');
    html.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
    expect(hydratablePage()).toBeNull();
    html.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
    html.removeAttribute(PAGE_PATH_ATTRIBUTE);
    expect(hydratablePage()).toBeNull();
  });

  it('renders in the browser when the page names a language or an instant it cannot use', () => {
    prerendered('de');
    expect(hydratablePage()).toBeNull();
    prerendered('no', 'yesterday');
    expect(hydratablePage()).toBeNull();
  });

  it('lets a guest’s page through in the visitor’s language only, and never with a session', () => {
    prerendered('no');
    document.cookie = 'i18next=; path=/; max-age=0';
    localStorage.setItem('i18nextLng', 'no');
    expect(fitsVisitor()).toBe(true);
    localStorage.setItem('i18nextLng', 'en');
    expect(fitsVisitor()).toBe(false);
    localStorage.setItem('i18nextLng', 'no');
    sessionStorage.setItem('token', 'a.b.c');
    expect(fitsVisitor()).toBe(false);
  });
});
