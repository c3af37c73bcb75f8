/** The same page rendered on a server: Node loads the package itself (Vite's SSR build leaves it external). */
import { renderToString } from 'react-dom/server';
import { App } from './App';

export const render = (): string => renderToString(<App />);
