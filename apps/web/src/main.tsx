import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireSession } from './app/session-wiring';
import { canonicalizeLocation } from './lib/canonical-url';
import { initI18n } from './lib/i18n';
import { configureZod } from './lib/zod-setup';
import './index.css';

configureZod();
canonicalizeLocation();
wireSession();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The first screen is drawn in the UI language: the public pages' and the frame's messages load
// first (one small chunk); the signed-in screens' words load with the first of them.
void initI18n(['start']).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
