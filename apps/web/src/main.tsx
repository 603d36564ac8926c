import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { canonicalizeLocation } from './lib/canonical-url';
import { initI18n } from './lib/i18n';
import './index.css';

canonicalizeLocation();
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
