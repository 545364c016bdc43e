import path from 'node:path';

/**
 * The import direction of DESIGN.md §1, checked on resolved paths so that relative imports
 * cannot sneak past it: features → ui, lib, api, realtime, session, config (and app/paths);
 * ui → lib; api, realtime → session, config; nothing imports features except app.
 */
const allowed = {
  main: '*',
  app: '*',
  features: ['ui', 'lib', 'api', 'realtime', 'session', 'config', 'i18n', 'app/paths'],
  ui: ['ui', 'lib', 'config'],
  lib: ['lib', 'config'],
  api: ['api', 'session', 'config', 'i18n', 'lib'],
  realtime: ['realtime', 'api', 'session', 'config', 'i18n', 'lib'],
  session: ['session', 'config', 'lib'],
  i18n: ['i18n', 'config'],
  config: ['settings'],
  settings: [],
  settingsSchema: ['settings'],
};

function areaOf(srcRelative) {
  const [first = '', second = ''] = srcRelative.split(path.sep);
  const name = first.replace(/\.(tsx?|css)$/, '');
  if (name === 'features') return { area: 'features', feature: second };
  if (name === 'app' && second.replace(/\.tsx?$/, '') === 'paths') return { area: 'app', sub: 'app/paths' };
  return { area: name };
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
    if (!file.startsWith(srcRoot + path.sep)) return {};
    const from = areaOf(path.relative(srcRoot, file));
    const rules = allowed[from.area];
    if (rules === undefined || rules === '*') return {};

    const check = (node) => {
      const source = node.source.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(srcRoot + path.sep)) return;
      const to = areaOf(path.relative(srcRoot, target));
      if (from.area === 'features' && to.area === 'features') {
        if (to.feature !== from.feature) {
          context.report({
            node,
            message: `features/${from.feature} must not import features/${to.feature}; move what both need to ui/ or lib/.`,
          });
        }
        return;
      }
      if (rules.includes(to.area) || (to.sub !== undefined && rules.includes(to.sub))) return;
      context.report({
        node,
        message: `${from.area}/ must not import ${to.sub ?? to.area}/ (DESIGN.md §1).`,
      });
    };

    // Dynamic import() counts too: a lazily loaded file is still a dependency.
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: (node) => node.source && check(node),
      ExportAllDeclaration: check,
    };
  },
};
