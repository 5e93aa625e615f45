import { Flex } from 'antd';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorCard } from './two-factor-card';

/** The profile's 'Sicurezza' tab: the password change (spec 2) and two-step sign-in (issue 31). */
export function SecurityTab({ username }: { username: string }) {
  return (
    <Flex vertical gap={16}>
      <ChangePasswordForm />
      <TwoFactorCard username={username} />
    </Flex>
  );
}
