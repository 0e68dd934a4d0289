import ts from 'typescript';

/**
 * Labels react-admin derives itself: a field or input with `source="x"` and no `label` is
 * labelled `resources.<resource>.fields.x`. This file decides, from the JSX around one `source`
 * prop, which resource that is and whether the label is actually shown (docs/translating.md).
 */

/** Containers that print a label for each child: column headers, show layouts, `Labeled`. */
const LABELLING_CONTAINERS = new Set([
  'Datagrid',
  'DatagridConfigurable',
  'DataTable',
  'SimpleShowLayout',
  'TabbedShowLayout.Tab',
  'Tab',
  'Labeled',
  'SimpleForm',
  'TabbedForm',
  'TabbedForm.Tab',
  'FormTab',
]);

/** Their children show records of the referenced resource, in that resource's context. */
const MANY_REFERENCES = new Set(['ReferenceManyField', 'ReferenceArrayField', 'ReferenceManyCount']);

/** Their children only render a value of the referenced record: no label of their own. */
const REFERENCE_DISPLAYS = new Set(['ReferenceField', 'ReferenceOneField', 'ReferenceInput', 'ReferenceArrayInput']);

/** Inputs that take their label from their child (the choice input) when it has one. */
const REFERENCE_INPUTS = new Set(['ReferenceInput', 'ReferenceArrayInput']);

/** Inputs that show no label (a search box shows its placeholder). */
const UNLABELLED_INPUTS = new Set(['SearchInput']);

type Element = ts.JsxOpeningLikeElement;

export interface FieldLabel {
  /** `resources.<resource>.fields.<source>` */
  key: string;
  /** The label is shown, so English must have the key (react-admin would show a humanised `source`). */
  shown: boolean;
}

const tag = (el: Element) => el.tagName.getText();

function attribute(el: Element, name: string): ts.JsxAttribute | undefined {
  return el.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);
}

/** The literal text of a prop (`name="x"`, `name={'x'}`), undefined when computed or absent. */
export function stringProp(el: Element, name: string): string | undefined {
  const init = attribute(el, name)?.initializer;
  if (!init) return undefined;
  if (ts.isStringLiteral(init)) return init.text;
  const expr = ts.isJsxExpression(init) ? init.expression : undefined;
  return expr && (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) ? expr.text : undefined;
}

/** The element's JSX node: the element itself when self-closing, else the open/close pair. */
const nodeOf = (el: Element): ts.Node => (ts.isJsxOpeningElement(el) ? el.parent : el);

/** Enclosing elements, nearest first: as children, or as the value of a prop (`filters={[…]}`). */
function ancestors(start: ts.Node): Element[] {
  const out: Element[] = [];
  let from: ts.Node = start;
  for (let node = from.parent; node; from = node, node = node.parent) {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) out.push(node);
    else if (ts.isJsxElement(node) && from !== node.openingElement) out.push(node.openingElement);
  }
  return out;
}

/** The element whose direct child this is (through fragments, `cond && …`, `a ? … : …`). */
function container(el: Element): Element | undefined {
  for (let node = nodeOf(el).parent; node; node = node.parent) {
    if (ts.isJsxElement(node)) return node.openingElement;
    const transparent =
      ts.isJsxExpression(node) || ts.isJsxFragment(node) || ts.isParenthesizedExpression(node) || ts.isConditionalExpression(node) || ts.isBinaryExpression(node);
    if (!transparent) return undefined;
  }
  return undefined;
}

/** Whether a reference input or one of its direct child inputs sets the label. */
function hasLabel(el: Element): boolean {
  if (attribute(el, 'label')) return true;
  if (!REFERENCE_INPUTS.has(tag(el)) || !ts.isJsxOpeningElement(el)) return false;
  return el.parent.children.some((c) => (ts.isJsxElement(c) ? attribute(c.openingElement, 'label') : ts.isJsxSelfClosingElement(c) && attribute(c, 'label')));
}

/**
 * The label key react-admin derives for the element carrying `source`, or undefined when it
 * derives none (the element has a `label`) or the resource cannot be told from the code (no
 * resource folder, no `resource`/`reference` around).
 */
export function derivedFieldLabel(el: Element, source: string, folderResource: string | undefined): FieldLabel | undefined {
  // A `label` prop (text, key, or false) replaces the derived label: react-admin never looks it up.
  if (hasLabel(el)) return undefined;
  const around = resourceAround(nodeOf(el), stringProp(el, 'resource'), folderResource);
  if (!around) return undefined;
  const { resource, insideReference, arrayPrefix } = around;

  const name = tag(el);
  const parent = container(el);
  const isInput = /Input$/.test(name) && !UNLABELLED_INPUTS.has(name);
  const inLabellingContainer = parent !== undefined && LABELLING_CONTAINERS.has(tag(parent)) && !(tag(parent) === 'Labeled' && attribute(parent, 'label'));
  const isColumn = /^DataTable\.\w*Col$/.test(name);
  const shown = !insideReference && (isInput || inLabellingContainer || isColumn);
  return { key: `resources.${resource}.fields.${arrayPrefix}${source}`, shown };
}

/**
 * The resource whose labels a node's `source` names: its own `resource`, else the nearest
 * reference, ResourceContextProvider or element with a `resource` around it, else its folder's.
 */
function resourceAround(
  start: ts.Node,
  own: string | undefined,
  folderResource: string | undefined,
): { resource: string; insideReference: boolean; arrayPrefix: string } | undefined {
  let resource = own;
  let insideReference = false;
  let arrayPrefix = '';
  if (!resource) {
    for (const a of ancestors(start)) {
      const name = tag(a);
      if (REFERENCE_DISPLAYS.has(name) || MANY_REFERENCES.has(name)) {
        resource = stringProp(a, 'reference');
        insideReference = REFERENCE_DISPLAYS.has(name);
        break;
      }
      if (name === 'ArrayInput') arrayPrefix = `${stringProp(a, 'source') ?? ''}.${arrayPrefix}`;
      const own = name === 'ResourceContextProvider' ? stringProp(a, 'value') : stringProp(a, 'resource');
      if (own) {
        resource = own;
        break;
      }
    }
  }
  resource ??= folderResource;
  return resource ? { resource, insideReference, arrayPrefix } : undefined;
}

/** Whether an object literal is a ListTable column: in a `columns` prop of ListTable, or typed ListColumn. */
function isListColumn(obj: ts.ObjectLiteralExpression): boolean {
  for (let node: ts.Node = obj.parent; node; node = node.parent) {
    if (ts.isJsxAttribute(node)) return node.name.getText() === 'columns' && tag(node.parent.parent) === 'ListTable';
    const typed =
      ts.isVariableDeclaration(node) || ts.isFunctionLike(node) || ts.isSatisfiesExpression(node) || ts.isAsExpression(node)
        ? node.type
        : undefined;
    if (typed) return /\bListColumn\b/.test(typed.getText());
    if (ts.isSourceFile(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) return false;
  }
  return false;
}

/**
 * The label ListTable derives for a column given as data (`{ source: 'x' }` with no `label`):
 * shown, so English must have it, when the object is a ListTable column; used otherwise.
 */
export function derivedColumnLabel(obj: ts.ObjectLiteralExpression, source: string, folderResource: string | undefined): FieldLabel | undefined {
  const hasOwnLabel = obj.properties.some((p) => p.name !== undefined && p.name.getText() === 'label');
  if (hasOwnLabel) return undefined;
  const around = resourceAround(obj, undefined, folderResource);
  if (!around) return undefined;
  return { key: `resources.${around.resource}.fields.${source}`, shown: !around.insideReference && isListColumn(obj) };
}
