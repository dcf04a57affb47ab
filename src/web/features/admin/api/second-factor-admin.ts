import { useQuery } from '@tanstack/react-query';
import { resetResultSchema, secondFactorPolicySchema } from '@/shared/schemas/credentials';
import { fetchParsed } from '@/web/lib/fetch-parsed';
import { useInvalidatingMutation } from '@/web/lib/use-invalidating-mutation';

// The school's second-factor rule for admins, and an admin's reset of someone's factors (issue 22).

const policyKey = ['admin', 'second-factor-policy'] as const;
const policyUrl = '/api/admin/second-factor/policy';

export const useSecondFactorPolicy = () =>
  useQuery({
    queryKey: policyKey,
    queryFn: () => fetchParsed(secondFactorPolicySchema, policyUrl),
  });

export const useSetSecondFactorPolicy = () =>
  useInvalidatingMutation(
    (value: boolean) =>
      fetchParsed(secondFactorPolicySchema, policyUrl, {
        method: 'PUT',
        body: { require_admin_second_factor: value },
      }),
    [policyKey],
  );

export const useResetSecondFactors = () =>
  useInvalidatingMutation(
    (email: string) =>
      fetchParsed(resetResultSchema, '/api/admin/second-factor/reset', {
        method: 'POST',
        body: { email },
      }),
    [],
  );
