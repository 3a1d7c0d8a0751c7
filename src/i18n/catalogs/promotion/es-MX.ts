import type { Catalog } from '../../catalog';
import app from '../../messages/es-MX/app.json';
import common from '../../messages/es-MX/common.json';
import promotion from '../../messages/es-MX/promotion.json';
import ui from '../../messages/es-MX/ui.json';

/** The namespaces the promotion landing uses. */
export default { ...common, ...app, ...ui, ...promotion } as Catalog;
