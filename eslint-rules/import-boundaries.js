import path from 'node:path';

/**
 * The import arrows of docs/shape.md ("The arrows"), which states them and says why; this is their code,
 * checked on resolved paths so that relative imports cannot sneak past it. build/ reads src/ only
 * through its declared entry, src/app/buildEntry.ts.
 */
const everywhere = ['config', 'fieldValues', 'paths', 'lazyScreen', 'i18n'];
const allowed = {
  main: '*',
  app: '*',
  features: ['product', 'rules', 'ui', 'core', 'lib', 'api', 'realtime', 'session', 'styles'],
  product: ['product', 'rules', 'ui', 'core', 'lib', 'api', 'realtime', 'session'],
  rules: ['rules', 'lib'],
  ui: ['ui', 'core', 'lib'],
  core: ['core', 'lib'],
  lib: ['lib'],
  api: ['api', 'rules', 'session', 'core', 'lib'],
  realtime: ['realtime', 'api', 'session', 'core', 'lib'],
  session: ['session', 'core', 'lib'],
  i18n: ['i18n'],
  config: ['settings'],
  fieldValues: [],
  paths: [],
  // The one lazy-screen helper wraps each screen in the query cache's provider (api/QueryProvider),
  // handing it the app instance (core/appInstance).
  lazyScreen: ['api', 'core', 'lib'],
  settings: [],
};
const BUILD_ENTRY = path.join('app', 'buildEntry');

function areaOf(srcRelative) {
  const [first = '', second = ''] = srcRelative.split(path.sep);
  const name = first.replace(/\.(tsx?|css)$/, '');
  if (name === 'features') return { area: 'features', feature: second };
  return { area: name };
}

const importListeners = (check) => ({
  // Dynamic import() counts too: a lazily loaded file is still a dependency.
  ImportDeclaration: check,
  ImportExpression: check,
  ExportNamedDeclaration: (node) => node.source && check(node),
  ExportAllDeclaration: check,
});

function resolvedSource(node, file) {
  const source = node.source.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return undefined;
  return path.resolve(path.dirname(file), source);
}

function checkBuild(context, srcRoot) {
  const file = context.filename;
  return importListeners((node) => {
    const target = resolvedSource(node, file);
    if (target === undefined || !target.startsWith(srcRoot + path.sep)) return;
    if (path.relative(srcRoot, target).replace(/\.tsx?$/, '') === BUILD_ENTRY) return;
    context.report({ node, message: 'build/ reads src/ only through src/app/buildEntry.ts.' });
  });
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between the folders of src/' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.join(context.cwd, 'src');
    if (file.startsWith(path.join(context.cwd, 'build') + path.sep)) return checkBuild(context, srcRoot);
    if (!file.startsWith(srcRoot + path.sep)) return {};
    const from = areaOf(path.relative(srcRoot, file));
    const rules = allowed[from.area];
    if (rules === undefined || rules === '*') return {};

    return importListeners((node) => {
      const target = resolvedSource(node, file);
      if (target === undefined || !target.startsWith(srcRoot + path.sep)) return;
      const to = areaOf(path.relative(srcRoot, target));
      if (from.area === 'features' && to.area === 'features') {
        if (to.feature !== from.feature) {
          context.report({
            node,
            message: `features/${from.feature} must not import features/${to.feature}; move what both need to product/, rules/, ui/ or lib/.`,
          });
        }
        return;
      }
      if (rules.includes(to.area) || everywhere.includes(to.area)) return;
      context.report({ node, message: `${from.area}/ must not import ${to.area}/ (docs/shape.md).` });
    });
  },
};
