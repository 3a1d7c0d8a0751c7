import app from '../../messages/en/app.json';
import common from '../../messages/en/common.json';
import ui from '../../messages/en/ui.json';

/** The namespaces the promotion landing uses. */
export default { ...common, ...app, ...ui } as Record<string, string>;
