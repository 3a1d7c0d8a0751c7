import type { DocKind, DocLanguage, DocumentModule } from './types';

/** The address of a supplied document, next to config.js. */
export const legalFileUrl = (kind: DocKind, language: DocLanguage): string =>
  `/legal/${kind}.${language}.md`;

/** The most a supplied document may weigh (a legal text is tens of kilobytes). */
const MAX_FILE_CHARS = 256 * 1024;
/** How long a supplied document may take to arrive before the slot's fallback shows. */
const FILE_TIMEOUT_MS = 10_000;

/**
 * A document the deployment supplies (`legal/<slot>.<language>.md`, next to config.js), read as text
 * and shown as text blocks (./markdown.ts). Null when it cannot be used: not there (an error status, or
 * the HTML page a server answers for a missing path), empty, over MAX_FILE_CHARS, or not in time; the
 * page then shows the slot's fallback. Never rejects.
 */
export async function loadDeploymentDocument(
  kind: DocKind,
  language: DocLanguage,
  fetchFile: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<DocumentModule | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FILE_TIMEOUT_MS);
  try {
    const response = await fetchFile(legalFileUrl(kind, language), {
      credentials: 'same-origin',
      cache: 'no-cache',
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    const length = Number(response.headers.get('content-length') ?? '0');
    if (!response.ok || /html|json|image/i.test(type) || length > MAX_FILE_CHARS) return null;
    const text = await response.text();
    if (text.length > MAX_FILE_CHARS || text.trim() === '' || /^\s*<(!doctype|html)/i.test(text))
      return null;
    const { parseDocument } = await import(/* webpackChunkName: "legal-file" */ './markdown');
    const document = parseDocument(text, language);
    return { default: () => document };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
