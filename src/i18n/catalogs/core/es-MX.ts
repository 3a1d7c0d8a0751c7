import type { Catalog } from '../../catalog';
import app from '../../messages/es-MX/app.json';
import common from '../../messages/es-MX/common.json';
import ui from '../../messages/es-MX/ui.json';

/**
 * The texts every page needs (shell, shared widgets, common failures); each feature's come with its route,
 * and so do the developer test page's (devtools builds only, src/i18n/loadMessages.ts).
 */
export default {
  ...common,
  ...app,
  ...ui,
} as Catalog;
