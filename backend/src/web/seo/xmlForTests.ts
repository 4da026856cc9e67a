import { SaxesParser } from 'saxes';

/** An element as the tests read it: namespace, local name, attributes, text and children. */
export interface XmlElement {
  readonly uri: string;
  readonly name: string;
  readonly attributes: Record<string, string>;
  text: string;
  readonly children: XmlElement[];
}

/**
 * Parses XML strictly, namespaces included (saxes, jsdom's own parser): throws on anything not well-formed,
 * such as an unescaped `&` or an unbound `xhtml:` prefix. For the sitemap's tests.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value]));
    const element: XmlElement = { uri: tag.uri, name: tag.local, attributes, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (chunk) => {
    const current = stack.at(-1);
    if (current) current.text += chunk;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(text).close();
  if (!root) throw new Error('No root element');
  return root;
}

/** The children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of the first child named `name`, if any. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;
