import type { Rule } from 'eslint';

/** The rule's type, for the test that lints code with it (tests/unit/noLiteralQueryKeys.test.ts). */
declare const rule: Rule.RuleModule;
export default rule;
