/** The live stream (SSE), mounted by the shell for signed-in members. */
export { useLiveUpdates } from './use-live-updates';
