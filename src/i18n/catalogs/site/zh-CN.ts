import type { Catalog } from '../../catalog';
import site from '../../messages/zh-CN/site.json';
import ui from '../../messages/zh-CN/ui.json';

/**
 * The company website's texts: its own namespace and the shared widgets' (the legal documents' loading
 * and retry texts). Its own small catalog chunk per locale; the site loads no app text.
 */
export default { ...ui, ...site } as Catalog;
