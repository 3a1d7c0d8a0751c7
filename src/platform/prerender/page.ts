/**
 * Build-time only (Node): what a page prerendered by the build carries before any script runs (the
 * company website's sections, the landing's registration page), and the reading of React's stream.
 */

/** One prerendered page: its HTML file's language, title, description and the markup of #root. */
export interface PrerenderedPage {
  lang: string;
  title: string;
  description: string;
  /** The markup of #root, which the page's entry then hydrates. */
  body: string;
}

/** The whole text of a prerender stream (react-dom/static's prelude). */
export async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
