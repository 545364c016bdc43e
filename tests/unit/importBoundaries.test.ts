import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RuleTester, type Rule } from 'eslint';
import { describe, it } from 'vitest';

// The rule is plain JavaScript, as ESLint loads it; imported by its URL, typed here.
const rule = pathToFileURL(resolve(import.meta.dirname, '../../eslint-rules/import-boundaries.js')).href;
const { default: importBoundaries } = (await import(rule)) as { default: Rule.RuleModule };

/** The import arrows of docs/shape.md, as the lint rule checks them on resolved paths. */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const at = (file: string) => join(process.cwd(), file);
const importing = (source: string) => `import x from '${source}';\nexport default x;`;

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('src/features/desk/DeskRow.tsx'), code: importing('../../product/useBid') },
    { filename: at('src/features/desk/DeskRow.tsx'), code: importing('./QuickBid') },
    { filename: at('src/product/useBid.ts'), code: importing('../api/auctions') },
    { filename: at('src/ui/Button.tsx'), code: importing('../lib/listeners') },
    { filename: at('src/realtime/followAuction.ts'), code: importing('../api/auctions') },
    { filename: at('src/lib/money.ts'), code: importing('../config') },
    { filename: at('src/app/AppRoutes.tsx'), code: importing('../features/desk/screens') },
    { filename: at('src/lazyScreen.ts'), code: importing('./core/appInstance') },
    { filename: at('build/prerender.ts'), code: importing('../src/app/buildEntry') },
  ],
  invalid: [
    {
      filename: at('src/ui/Button.tsx'),
      code: importing('../api/auctions'),
      errors: [{ message: 'ui/ must not import api/ (docs/shape.md).' }],
    },
    {
      filename: at('src/lib/money.ts'),
      code: importing('../product/useBid'),
      errors: [{ message: /^lib\/ must not import / }],
    },
    {
      filename: at('src/features/desk/DeskRow.tsx'),
      code: importing('../auctions/FinderToolbar'),
      errors: [{ message: /^features\/desk must not import features\/auctions/ }],
    },
    {
      filename: at('src/product/useBid.ts'),
      code: importing('../features/desk/DeskRow'),
      errors: [{ message: /must not import features\// }],
    },
    {
      filename: at('build/prerender.ts'),
      code: importing('../src/app/renderPage'),
      errors: [{ message: 'build/ reads src/ only through src/app/buildEntry.ts.' }],
    },
  ],
});
