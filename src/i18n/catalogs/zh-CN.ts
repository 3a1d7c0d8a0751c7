import app from '../messages/zh-CN/app.json';
import common from '../messages/zh-CN/common.json';
import customerService from '../messages/zh-CN/customerService.json';
import ui from '../messages/zh-CN/ui.json';

export default { ...common, ...app, ...ui, ...customerService } as Record<string, string>;
