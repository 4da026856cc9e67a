import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HQ_BASENAME } from './config/variant';
import { AdminApp } from './AdminApp';

/**
 * The staff app under /hq of the site's origin, with clean URLs (the server falls back to index.html).
 * AdminApp composes it: users, dashboard and the staff tools' resources by role.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${HQ_BASENAME}/*`} element={<AdminApp basename={HQ_BASENAME} />} />
      </Routes>
    </BrowserRouter>
  );
}
