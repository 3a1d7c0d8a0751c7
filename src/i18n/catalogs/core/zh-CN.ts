import type { Catalog } from '../../catalog';
import app from '../../messages/zh-CN/app.json';
import common from '../../messages/zh-CN/common.json';
import testPreview from '../../messages/zh-CN/testPreview.json';
import ui from '../../messages/zh-CN/ui.json';

/**
 * The texts every page needs (shell, shared widgets, common failures); each feature's come with its route.
 * The test page's texts are here in development and demo builds only (CUOTA_DEVTOOLS): a production build
 * has none of them, not even as a chunk it never loads.
 */
export default {
  ...common,
  ...app,
  ...ui,
  ...(process.env.CUOTA_DEVTOOLS === '1' ? testPreview : {}),
} as Catalog;
