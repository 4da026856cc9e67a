import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from './ReportDialog';

/** Loads the form's code; the button starts it on hover or focus, so the form opens at once on click. */
export const loadReportDialog = () => import('./ReportDialog');
// The form and its captcha load only when someone is about to open it.
const ReportDialog = lazy(loadReportDialog);

/** "Report" on a profile: opens the report form for this member. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlined />}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
        sx={{ justifySelf: 'start', color: 'text.secondary' }}
      >
        {t('report.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The report form opened from elsewhere (a conversation's menu), while `target` is set. */
export function LazyReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
