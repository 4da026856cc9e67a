/* global document */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// The raw floor of the bundle benchmark: React and ReactDOM rendering one element, nothing else.
// Plain JavaScript so that the backend's type check (no DOM, no JSX) leaves it alone.
createRoot(document.getElementById('root')).render(createElement('p', null, 'floor'));
