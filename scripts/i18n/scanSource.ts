import ts from 'typescript';
import { derivedColumnLabel, derivedFieldLabel, stringProp } from './fieldLabels';
import { WRAPPERS, overridesOf } from './reactAdminKeys';
import { KEY_LITERAL, PREFIX_LITERAL, TEMPLATE_HEAD, TEMPLATE_PART, isTooBroad, prefixPattern, templatePattern, type KeyUse } from './keyUse';

export interface ScanOptions {
  /** Shown in reports (`src/resources/strikes/StrikeList.tsx`). */
  file: string;
  /** The collection whose folder (`src/resources/<collection>/`) holds the file, if any. */
  folderResource?: string;
}

/**
 * Every catalogue key one source file uses: string literals that are keys, literals and
 * template literals that build keys at run time, the field labels react-admin derives from
 * `source` props and ListTable from its columns' `source`, and the per-resource texts react-admin looks up for the components a resource
 * folder imports. Comments are not code: keys mentioned there do not count.
 */
export function scanSource(text: string, { file, folderResource }: ScanOptions): KeyUse[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const uses: KeyUse[] = [];
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (PREFIX_LITERAL.test(node.text)) uses.push({ key: `${node.text}…`, pattern: prefixPattern(node.text), where: where(node), required: true });
      else if (KEY_LITERAL.test(node.text)) uses.push({ key: node.text, where: where(node), required: true });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (TEMPLATE_HEAD.test(parts[0]) && parts.slice(1).every((p) => TEMPLATE_PART.test(p)) && !isTooBroad(parts)) {
        uses.push({ key: parts.join('${…}'), pattern: templatePattern(parts), where: where(node), required: true });
      }
    } else if (ts.isImportDeclaration(node) && folderResource && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)) {
      const fromReactAdmin = ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'react-admin';
      for (const spec of node.importClause.namedBindings.elements) {
        const name = (spec.propertyName ?? spec.name).text;
        if (!fromReactAdmin && !WRAPPERS[name]) continue;
        for (const suffix of overridesOf(name)) uses.push({ key: `resources.${folderResource}.${suffix}`, where: where(spec), required: false });
      }
      return;
    } else if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'source') {
      const el = node.parent.parent;
      const source = stringProp(el, 'source');
      const label = source === undefined ? undefined : derivedFieldLabel(el, source, folderResource);
      if (label) uses.push({ key: label.key, where: where(node), required: label.shown });
    } else if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(sf) === 'source' &&
      ts.isObjectLiteralExpression(node.parent) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const label = derivedColumnLabel(node.parent, node.initializer.text, folderResource);
      if (label) uses.push({ key: label.key, where: where(node), required: label.shown });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return uses;
}
