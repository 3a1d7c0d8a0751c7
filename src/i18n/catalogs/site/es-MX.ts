import type { Catalog } from '../../catalog';
import site from '../../messages/es-MX/site.json';
import ui from '../../messages/es-MX/ui.json';

/**
 * The company website's texts: its own namespace and the shared widgets' (the legal documents' loading
 * and retry texts). Its own small catalog chunk per locale; the site loads no app text.
 */
export default { ...ui, ...site } as Catalog;
