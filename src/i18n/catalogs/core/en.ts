import type { Catalog } from '../../catalog';
import app from '../../messages/en/app.json';
import common from '../../messages/en/common.json';
import ui from '../../messages/en/ui.json';

/**
 * The texts every page needs (shell, shared widgets, common failures); each feature's come with its route,
 * and so do the developer test page's (devtools builds only, src/i18n/loadMessages.ts).
 */
export default {
  ...common,
  ...app,
  ...ui,
} as Catalog;
