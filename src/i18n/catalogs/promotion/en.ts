import type { Catalog } from '../../catalog';
import app from '../../messages/en/app.json';
import common from '../../messages/en/common.json';
import promotion from '../../messages/en/promotion.json';
import ui from '../../messages/en/ui.json';

/** The namespaces the promotion landing uses. */
export default { ...common, ...app, ...ui, ...promotion } as Catalog;
