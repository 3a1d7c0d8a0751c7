import app from '../messages/es-MX/app.json';
import common from '../messages/es-MX/common.json';
import customerService from '../messages/es-MX/customerService.json';
import ui from '../messages/es-MX/ui.json';

export default { ...common, ...app, ...ui, ...customerService } as Record<string, string>;
