import { request } from '../../../api/request';
import { toResult } from './call-result';

export function postDoubleValidationSkip(memberLoginId: string) {
  return toResult(
    async () =>
      (
        await request<{ question: string; available_questions_count?: number }>(
          '/login/double_validation/skip',
          { member_login_id: memberLoginId },
          { silent: true },
        )
      ).data,
  );
}
