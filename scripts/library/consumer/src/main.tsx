import { createRoot } from 'react-dom/client';
import '@site-blocks/design-system/fonts';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
