/**
 * Mount chunk: the menu block (menus with tabs) in place of its server markup. The
 * settings are read here (`readMenuBlock`); settings it refuses throw, and the mounter
 * logs them with the block and leaves the server markup as it was. Settings with no menu
 * (`{}`) leave the block as rendered, marked `data-runtime-left`, with one console warning.
 */
import { MenuTabs } from '../../blocks/menuTabs/MenuTabs';
import { readMenuBlock } from '../../blocks/menuTabs/menuTabs.rules';
import type { MountFunction } from '../mountTypes';
import { LEFT_ATTRIBUTE, replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'menu'> = (element, { settings }, context) => {
  const { menus } = readMenuBlock(settings);
  // no menu in the settings (`{}`): nothing to show in place of the server's list
  if (menus.length === 0) {
    element.setAttribute(LEFT_ATTRIBUTE, 'menus');
    console.warn(`Block ${element.id || 'without id'} (menu) left as rendered: its settings hold no menu`);
    return () => element.removeAttribute(LEFT_ATTRIBUTE);
  }
  return replaceBlockContent(element, <MenuTabs menus={menus} />, context, 'runtime-menu');
};
