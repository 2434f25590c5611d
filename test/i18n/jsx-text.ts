import { readFileSync } from "node:fs";
import ts from "typescript";

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "aria-description"]);
const WORDS = /[A-Za-z]{2,}/;

export interface LeftText {
  line: number;
  text: string;
}

/** A string literal written straight into JSX as what is shown: `{pending && "Sending…"}`, `{a ? "Yes" : "No"}`. */
function inJsxExpression(node: ts.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (parent) {
    if (ts.isParenthesizedExpression(parent)) {
      // as it is
    } else if (ts.isConditionalExpression(parent)) {
      if (child === parent.condition) return false;
    } else if (ts.isBinaryExpression(parent)) {
      const kind = parent.operatorToken.kind;
      const shows =
        kind === ts.SyntaxKind.AmpersandAmpersandToken ||
        kind === ts.SyntaxKind.BarBarToken ||
        kind === ts.SyntaxKind.QuestionQuestionToken;
      if (!shows || (kind === ts.SyntaxKind.AmpersandAmpersandToken && child === parent.left)) return false;
    } else {
      break;
    }
    child = parent;
    parent = parent.parent;
  }
  return parent !== undefined && ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent);
}

/** Key caps and code are written as on the keyboard and in the API, in every language. */
function inVerbatimElement(node: ts.Node): boolean {
  const element = node.parent;
  return ts.isJsxElement(element) && ["kbd", "code"].includes(element.openingElement.tagName.getText());
}

/** Words written into a component's JSX rather than taken from a message catalog. */
export function englishInJsx(path: string): LeftText[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LeftText[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text) && !inVerbatimElement(node)) add(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    ) {
      add(node, node.initializer.text);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && inJsxExpression(node)) {
      if (WORDS.test(node.text)) add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
