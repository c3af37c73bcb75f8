/**
 * Mount chunk: the code block. The owner's HTML (`html` in its settings) is placed in the
 * page as written, its scripts run; with `displaySource` (or another `language`) the code
 * shows as text; empty, its message. The server's markup (a noscript note) stays hidden
 * beside it.
 */
import { CodeBlock } from '../../blocks/code/CodeBlock';
import type { MountFunction } from '../mountTypes';
import { replaceBlockContent } from './renderRoot';

export const mount: MountFunction<'code'> = (element, { settings }, context) => {
  const html = typeof settings.html === 'string' ? settings.html : null;
  const language = typeof settings.language === 'string' ? settings.language : null;
  return replaceBlockContent(element, <CodeBlock html={html} displaySource={settings.displaySource === true} language={language} />, context, 'runtime-code');
};
