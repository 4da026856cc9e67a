import { createRoot } from 'react-dom/client';

// The raw floor of the bundle benchmark: React and ReactDOM rendering one element, nothing else.
createRoot(document.getElementById('root')!).render(<p>floor</p>);
