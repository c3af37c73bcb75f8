/**
 * Mount chunk: the menu block (menus with tabs) in place of its server markup. The
 * settings are read here (`readMenuBlock`); settings it refuses throw, and the mounter
 * logs them with the block and leaves the server markup as it was.
 */
import { MenuTabs } from '../../blocks/menuTabs/MenuTabs';
import { readMenuBlock } from '../../blocks/menuTabs/menuTabs.rules';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'menu'> = (element, { settings }, context) => {
  const { menus } = readMenuBlock(settings);
  return replaceBlockContent(element, <MenuTabs menus={menus} />, context, 'runtime-menu');
};
