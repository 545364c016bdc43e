import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first use, together with the data layer (query cache, HTTP client) in
 * parallel, so neither waits for the other and the landing page carries neither.
 */
export function lazyScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../api/QueryProvider')]);
    const Screen = pick(module);
    return {
      default: function ScreenWithData() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      },
    };
  });
}
