import { apiRoutes, type DataChangeRequest } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Asks the administration to change profile data; nothing changes until an admin acts. */
export function requestDataChange(body: DataChangeRequest): Promise<void> {
  return apiRequest<void>('POST', apiRoutes.requestChange, body);
}

export function useRequestDataChange() {
  return useMutation({ mutationFn: requestDataChange });
}
