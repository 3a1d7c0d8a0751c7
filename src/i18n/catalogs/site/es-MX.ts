import type { Catalog } from '../../catalog';
import site from '../../messages/es-MX/site.json';
import legalDocs from '../../messages/es-MX/legalDocs.json';
import ui from '../../messages/es-MX/ui.json';

/**
 * The company website's texts: its own namespace, the shared widgets' (the legal documents' loading
 * and retry texts) and the legal documents' (the notice of a document its market does not publish).
 * Its own small catalog chunk per locale; the site loads no app text.
 */
export default { ...ui, ...legalDocs, ...site } as Catalog;
