import type { Rule } from 'eslint';

/** The rule's type, for the test that lints code with it (tests/unit/noRoleLiterals.test.ts). */
declare const rule: Rule.RuleModule;
export default rule;
