// The React-only page: one element rendered by React, the least any React app loads and runs
// (`npm run size` and `npm run lighthouse` measure the portal against it).
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';

createRoot(document.getElementById('root')).render(jsx('h1', { children: 'Hello' }));
