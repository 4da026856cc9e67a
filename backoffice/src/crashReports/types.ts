/** A group of crash reports as `GET /api/admin/crash-reports` answers it (backend/src/crashReports/store.ts). */
export interface CrashGroup {
  id: string;
  message: string;
  firstFrame: string;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  lastUrl: string;
  lastRelease: string;
  sampleTrace: string;
  lastUserId: string | null;
  resolvedAt: string | null;
  status: 'open' | 'resolved';
}
