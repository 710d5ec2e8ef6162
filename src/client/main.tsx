import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { LANGUAGE_BASE } from './lib/build-language.ts';
import { AppLayout } from './shell/app-layout.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The same tree as the server's prerender (render-page.tsx), which gives the Router the path it renders.
const app = (
  <StrictMode>
    <Router base={LANGUAGE_BASE}>
      <AppLayout />
    </Router>
  </StrictMode>
);

// Public content pages arrive rendered (the server's prerender): React adopts that HTML. Pages that depend on
// the visitor alone (an order, the return from a payment, the admin area) arrive empty and are rendered here; the
// results and payment pages arrive as their prerendered frame, and fill in below it (decision 047).
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
