import type { Catalog } from '../../catalog';
import app from '../../messages/zh-CN/app.json';
import common from '../../messages/zh-CN/common.json';
import promotion from '../../messages/zh-CN/promotion.json';
import ui from '../../messages/zh-CN/ui.json';

/** The namespaces the promotion landing uses. */
export default { ...common, ...app, ...ui, ...promotion } as Catalog;
