import {
  ONBOARDING_STEPS,
  onboardingOf,
  type CurrentUser,
  type ListingBlocker,
  type OnboardingStep,
  type StepStatus,
} from '@annuaire/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';

const ICONS = {
  done: <CheckCircleRounded sx={{ color: 'success.main' }} />,
  waiting: <HourglassTopRounded sx={{ color: 'warning.main' }} />,
  todo: <RadioButtonUncheckedRounded sx={{ color: 'text.secondary' }} />,
} as const;

/** Where each step is done: the edit page (pictures come first there), or the verification panel. */
const EDIT_STEPS: ReadonlySet<OnboardingStep> = new Set(['pictures', 'location', 'about']);

/**
 * The new profile's checklist (docs/product.md §4 "Onboarding"): pictures, place, headline and description,
 * verification, with the progress and a link to where each is done; shown on /profile until every step is done.
 * Says too whether the profile can be listed yet, by the server's shared rule, since VIP waits for that (§6).
 * `welcome`: the member has just registered and lands here (features/auth RouteGuard); greet her and say what to do.
 */
export function OnboardingChecklist({
  account,
  blockers,
  welcome = false,
}: {
  account: CurrentUser;
  blockers: readonly ListingBlocker[];
  welcome?: boolean;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const verification = useQueryModal('verification');
  const steps = onboardingOf(account);
  // Only pictures and verification wait on staff; a place and the texts are done or not.
  const stepText = (step: OnboardingStep, status: StepStatus) =>
    status === 'done'
      ? t(`onboarding.steps.${step}.done`)
      : status === 'waiting' && (step === 'pictures' || step === 'verification')
        ? t(`onboarding.steps.${step}.waiting`)
        : t(`onboarding.steps.${step}.todo`);
  // "Do it now (Choose your main location)": the visible words first, then which step, for screen readers.
  const goLabel = (step: OnboardingStep) => `${t('onboarding.go')} (${t(`onboarding.steps.${step}.todo`)})`;
  const done = ONBOARDING_STEPS.filter((step) => steps[step] === 'done').length;
  if (done === ONBOARDING_STEPS.length) return null;
  const total = ONBOARDING_STEPS.length;
  const progress = t('onboarding.progress', { done, total });
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="onboarding"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px', display: 'grid', gap: 2 }}
    >
      {welcome && (
        <Alert severity="success" variant="outlined">
          <AlertTitle>{t('onboarding.welcome.title', { username: account.username })}</AlertTitle>
          {t('onboarding.welcome.body')}
        </Alert>
      )}
      <div>
        <Typography id={headingId} variant="h6" component="h2">
          {t('onboarding.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {progress}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / total) * 100}
          aria-label={progress}
          sx={{ mt: 1, height: 8, borderRadius: 999 }}
        />
      </div>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {ONBOARDING_STEPS.map((step) => {
          const status = steps[step];
          return (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 1.25, alignItems: 'center', flexWrap: 'wrap' }}>
              {ICONS[status]}
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: status === 'todo' ? 600 : 400 }}>{stepText(step, status)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`onboarding.status.${status}`)}
                </Typography>
              </Box>
              {status === 'todo' &&
                (EDIT_STEPS.has(step) ? (
                  <Button size="small" variant="outlined" component={LocaleLink} to="/edit" aria-label={goLabel(step)}>
                    {t('onboarding.go')}
                  </Button>
                ) : (
                  <Button size="small" variant="outlined" onClick={verification.openModal} aria-label={goLabel(step)}>
                    {t('onboarding.go')}
                  </Button>
                ))}
            </Box>
          );
        })}
      </Box>
      <Typography role="status" color={blockers.length === 0 ? 'success.main' : 'text.secondary'}>
        {blockers.length === 0 ? t('onboarding.listable') : t(`onboarding.blockers.${blockers[0]!}`)}
      </Typography>
    </Paper>
  );
}
