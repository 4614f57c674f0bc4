/*
 * What differs between the assessments (a currency, every answer required, the headline figure,
 * their names and pages) is said once, in the instrument descriptors of
 * packages/shared/src/instruments.ts. This rule fails code elsewhere that decides such a thing by
 * comparing a `kind` (or `something.kind`) with a kind's name: `kind === 'roi'`, `case 'brand':`.
 * Tests may compare freely: they check what a kind does.
 */

/** The kinds of packages/shared/src/content/assessments/types.ts (instrument-descriptors.test.ts checks they agree). */
export const assessmentKindNames = ['brand', 'roi', 'diagnostic'];

const kindNames = new Set(assessmentKindNames);

/** `x as T`, `x!` and `a?.kind` read as the expression inside. */
function unwrap(node) {
  let current = node;
  while (
    current.type === 'ChainExpression' ||
    current.type === 'TSAsExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSSatisfiesExpression'
  ) {
    current = current.expression;
  }
  return current;
}

function isKind(node) {
  const expression = unwrap(node);
  if (expression.type === 'Identifier') return expression.name === 'kind';
  return (
    expression.type === 'MemberExpression' &&
    !expression.computed &&
    expression.property.type === 'Identifier' &&
    expression.property.name === 'kind'
  );
}

function kindName(node) {
  const expression = unwrap(node);
  if (expression.type === 'Literal' && typeof expression.value === 'string' && kindNames.has(expression.value)) {
    return expression.value;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    const text = expression.quasis[0]?.value.cooked;
    if (text !== undefined && kindNames.has(text)) return text;
  }
  return null;
}

const noKindComparison = {
  meta: {
    type: 'problem',
    docs: { description: 'Decide what differs between assessments through their descriptors, not by kind name.' },
    messages: {
      compared:
        "instrument-descriptors: do not compare a kind with '{{name}}'. What differs between the assessments is said once, in packages/shared/src/instruments.ts: read the descriptor (instrumentDescriptor(kind).carriesCurrency, .everyAnswerRequired, .headline, …), or add the field there.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, name) => context.report({ node, messageId: 'compared', data: { name } });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const name = isKind(node.left) ? kindName(node.right) : isKind(node.right) ? kindName(node.left) : null;
        if (name) report(node, name);
      },
      SwitchStatement(node) {
        if (!isKind(node.discriminant)) return;
        for (const branch of node.cases) {
          const name = branch.test ? kindName(branch.test) : null;
          if (name) report(branch, name);
        }
      },
    };
  },
};

export const instrumentDescriptorsPlugin = { rules: { 'no-kind-comparison': noKindComparison } };

/** The config objects eslint.config.js spreads in. */
export const instrumentDescriptorConfigs = [
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/instruments.ts', '**/*.test.{ts,tsx}', 'apps/*/test/**'],
    plugins: { 'instrument-descriptors': instrumentDescriptorsPlugin },
    rules: { 'instrument-descriptors/no-kind-comparison': 'error' },
  },
];
