import { describe, expect, it } from 'vitest';
import { resources } from '../../src/i18n/resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('have the same namespaces in Norwegian and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.no).sort());
  });

  it.each(Object.keys(resources.no))('namespace %s has the same keys in both languages', (namespace) => {
    const no = keysOf(resources.no[namespace as keyof typeof resources.no]).sort();
    const en = keysOf(resources.en[namespace as keyof typeof resources.en]).sort();
    expect(en).toEqual(no);
  });

  it('has no empty text', () => {
    for (const language of [resources.no, resources.en]) {
      for (const namespace of Object.values(language)) {
        const texts = JSON.stringify(namespace).match(/:""/g);
        expect(texts).toBeNull();
      }
    }
  });
});
