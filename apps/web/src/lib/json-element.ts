/**
 * Data the server renders a page with, carried into the page as `<script type="application/json">`
 * in `<head>`, so the browser hydrates from the same data without fetching it again.
 */

/** Server side: the element (`<` escaped, so the JSON cannot close the element). */
export function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Browser side: the element's value, if the page has it and it parses. */
export function jsonFromDocument(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
