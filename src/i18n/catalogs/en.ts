import app from '../messages/en/app.json';
import common from '../messages/en/common.json';
import customerService from '../messages/en/customerService.json';
import ui from '../messages/en/ui.json';

export default { ...common, ...app, ...ui, ...customerService } as Record<string, string>;
