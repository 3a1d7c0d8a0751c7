import type { Catalog } from '../../catalog';
import app from '../../messages/zh-CN/app.json';
import common from '../../messages/zh-CN/common.json';
import ui from '../../messages/zh-CN/ui.json';

/**
 * The texts every page needs (shell, shared widgets, common failures); each feature's come with its route,
 * and so do the developer test page's (devtools builds only, src/i18n/loadMessages.ts).
 */
export default {
  ...common,
  ...app,
  ...ui,
} as Catalog;
