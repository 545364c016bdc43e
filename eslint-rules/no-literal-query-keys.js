import path from 'node:path';

/**
 * Query keys come from the `queryOptions` factories and `...Keys` helpers of src/api/ only
 * (docs/api.md): outside src/api/, an array literal as a query key is an error, so that a
 * key's shape is written once, beside the request it caches. Caught: `queryKey: [...]` and
 * `mutationKey: [...]` in any object (queryOptions, useQuery, invalidateQueries, refetchQueries,
 * removeQueries, cancelQueries, findAll …) and an array literal as the first argument of
 * getQueryData, setQueryData and getQueryState, which take a bare key.
 */
const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);
const KEY_FIRST_METHODS = new Set(['getQueryData', 'setQueryData', 'getQueryState']);
const MESSAGE =
  'Build query keys in src/api/ (a queryOptions factory or a ...Keys helper), not as array literals here.';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys only from the api modules (no array literals elsewhere)' },
    schema: [],
  },
  create(context) {
    const apiRoot = path.join(context.cwd, 'src', 'api') + path.sep;
    if (context.filename.startsWith(apiRoot)) return {};
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && KEY_PROPERTIES.has(name) && node.value.type === 'ArrayExpression')
          context.report({ node: node.value, message: MESSAGE });
      },
      CallExpression(node) {
        const { callee } = node;
        const first = node.arguments[0];
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          KEY_FIRST_METHODS.has(callee.property.name) &&
          first?.type === 'ArrayExpression'
        )
          context.report({ node: first, message: MESSAGE });
      },
    };
  },
};
