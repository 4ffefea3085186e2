import { useEffect, useState } from 'react';
import { Box, Paper, Typography } from 'shared-lib/ui';
import { Navigate } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { useLocalePath } from 'shared-lib/navigation';
import { useAccount } from '../../lib/accountStore';
import { returnToPath } from '../../lib/returnTo';
import { useLoginFlow } from './useLoginFlow';
import { CodeStep } from './steps/CodeStep';
import { DoneStep } from './steps/DoneStep';
import { MobileStep } from './steps/MobileStep';
import { NameStep } from './steps/NameStep';
import { PasswordStep } from './steps/PasswordStep';

/**
 * /loginRegister: the login flow (useLoginFlow) drawn one step at a time, under the step's title.
 * Someone already logged in goes straight back to the stored previous address (or '/').
 */
export function LoginRegister() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { user } = useAccount();
  const flow = useLoginFlow();
  const { step } = flow;
  // one choice for both password fields, kept while the shopper goes back and forth
  const [showPassword, setShowPassword] = useState(false);
  const visibility = { shown: showPassword, toggle: () => setShowPassword((s) => !s) };

  useEffect(() => {
    document.title = `${t(`login.title.${step}`)} | ${t('common:appName')}`;
  }, [step, t]);

  // Someone already logged in has nothing to do here.
  if (user && !flow.finished()) return <Navigate to={lp(flow.returnTo ?? returnToPath())} replace />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-step={step}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t(`login.title.${step}`)}
        </Typography>
        {step === 'mobile' && <MobileStep flow={flow} />}
        {step === 'password' && <PasswordStep flow={flow} visibility={visibility} />}
        {step === 'code' && <CodeStep flow={flow} />}
        {step === 'name' && <NameStep flow={flow} visibility={visibility} />}
        {step === 'done' && <DoneStep />}
      </Paper>
    </Box>
  );
}
